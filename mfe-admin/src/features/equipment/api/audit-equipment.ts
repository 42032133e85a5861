import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentAudit, type EquipmentAuditBody, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/audit: the labels scanned at a point against the register (nothing is stored) */
const auditApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentAudit: build.mutation<EquipmentAudit, EquipmentAuditBody & { register: EquipmentRegister }>({
      query: ({ register, ...body }) => ({ url: apiPath(equipmentRoutes(register).audit), method: 'POST', body }),
    }),
  }),
});

export const { useEquipmentAuditMutation } = auditApi;
