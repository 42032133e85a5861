import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentChange, type EquipmentRepairBody, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/repair: a repair with its cost */
const equipmentAddRepairApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentAddRepair: build.mutation<EquipmentChange, EquipmentRepairBody & { register: EquipmentRegister }>({
      query: ({ register, ...body }) => ({ url: apiPath(equipmentRoutes(register).repair), method: 'POST', body }),
      invalidatesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentAddRepairMutation } = equipmentAddRepairApi;
