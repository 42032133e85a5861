import { apiPath } from '@pvz/api-client/api-url';
import { type EditEquipmentBody, type EquipmentChange, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/edit: the card's fields and its responsible */
const equipmentEditApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentEdit: build.mutation<EquipmentChange, EditEquipmentBody & { register: EquipmentRegister }>({
      query: ({ register, ...body }) => ({ url: apiPath(equipmentRoutes(register).edit), method: 'POST', body }),
      invalidatesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentEditMutation } = equipmentEditApi;
