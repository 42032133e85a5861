import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentChange, type EquipmentPhotoRemoveBody, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/photo-remove: a photo taken off the card */
const equipmentRemovePhotoApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentRemovePhoto: build.mutation<EquipmentChange, EquipmentPhotoRemoveBody & { register: EquipmentRegister }>({
      query: ({ register, ...body }) => ({ url: apiPath(equipmentRoutes(register).photoRemove), method: 'POST', body }),
      invalidatesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentRemovePhotoMutation } = equipmentRemovePhotoApi;
