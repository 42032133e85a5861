import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentBulkChange, type EquipmentStateBody, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/state: a state for the items chosen */
const equipmentChangeStateApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentChangeState: build.mutation<EquipmentBulkChange, EquipmentStateBody & { register: EquipmentRegister }>({
      query: ({ register, ...body }) => ({ url: apiPath(equipmentRoutes(register).state), method: 'POST', body }),
      invalidatesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentChangeStateMutation } = equipmentChangeStateApi;
