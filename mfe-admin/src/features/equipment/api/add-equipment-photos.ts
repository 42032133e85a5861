import { apiPath } from '@pvz/api-client/api-url';
import { type EquipmentChange, type EquipmentPhotosBody, equipmentRoutes } from '@pvz/contracts/api/equipment';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import { equipmentApi } from './equipment-api';

/** POST …/photos: uploaded photos put on the card */
const equipmentAddPhotosApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentAddPhotos: build.mutation<EquipmentChange, EquipmentPhotosBody & { register: EquipmentRegister }>({
      query: ({ register, ...body }) => ({ url: apiPath(equipmentRoutes(register).photos), method: 'POST', body }),
      invalidatesTags: ['EquipmentItems'],
    }),
  }),
});

export const { useEquipmentAddPhotosMutation } = equipmentAddPhotosApi;
