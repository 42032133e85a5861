import { apiPath } from '@pvz/api-client/api-url';
import { fileRoutes, type UploadedFile } from '@pvz/contracts/api/files';
import { clientApi } from '../../../lib/client-api';

/** POST /api/files?purpose=barcode (multipart) → the stored barcode picture. */
const uploadBarcodeApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientUploadBarcode: build.mutation<UploadedFile, File>({
      query: (file) => {
        const body = new FormData();
        body.append('file', file);
        return { url: apiPath(fileRoutes.upload), method: 'POST', params: { purpose: 'barcode' }, body };
      },
    }),
  }),
});

export const { useClientUploadBarcodeMutation } = uploadBarcodeApi;
