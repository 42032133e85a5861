import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentBulkChange, type EquipmentMoveBody, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/move: the items chosen to another point */
const equipmentMoveApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentMove: build.mutation<EquipmentBulkChange, EquipmentMoveBody & { register: EquipmentRegister }>({
      query: ({ register, ...body }) => ({ url: apiPath(equipmentRoutes(register).move), method: 'POST', body }),
      invalidatesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentMoveMutation } = equipmentMoveApi;
