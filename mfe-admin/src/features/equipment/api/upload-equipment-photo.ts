import { uploadFileQuery } from '@pvz/api-client/upload-file';
import type { UploadedFile } from '@pvz/contracts/api/files';
import { equipmentApi } from './equipment-api';

/** POST /api/files?purpose=equipment: a photo for a card, put on it by the next call */
const uploadApi = equipmentApi.injectEndpoints({
  endpoints: (build) => ({
    equipmentUploadPhoto: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'equipment'),
    }),
  }),
});

export const { useEquipmentUploadPhotoMutation } = uploadApi;
