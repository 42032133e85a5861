import { apiPath } from '@pvz/api-client/api-url';
import { type CreateEquipmentBody, type EquipmentChange, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/create: a new item; the gateway numbers it */
const equipmentCreateApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentCreate: build.mutation<EquipmentChange, CreateEquipmentBody & { register: EquipmentRegister }>({
      query: ({ register, ...body }) => ({ url: apiPath(equipmentRoutes(register).create), method: 'POST', body }),
      invalidatesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentCreateMutation } = equipmentCreateApi;
