import { uploadFileQuery } from '@pvz/api-client/upload-file';
import type { UploadedFile } from '@pvz/contracts/api/files';
import { clientApi } from '../../../lib/client-api';

/** POST /api/files?purpose=barcode (multipart) → the stored barcode picture. */
const uploadBarcodeApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientUploadBarcode: build.mutation<UploadedFile, File>({
      query: (file) => uploadFileQuery(file, 'barcode'),
    }),
  }),
});

export const { useClientUploadBarcodeMutation } = uploadBarcodeApi;
