import { apiPath } from '@pvz/api-client/api-url';
import {
  type BarcodeDeliveryCreated,
  barcodeDeliveryRoutes,
  type CreateBarcodeDeliveryBody,
} from '@pvz/contracts/api/barcode-delivery';
import { clientApi } from '../../../lib/client-api';

/** POST /api/clients/barcode-delivery → a new barcode delivery; the client's parcels change. */
const createDeliveryApi = clientApi.enhanceEndpoints({ addTagTypes: ['ClientBarcodeDeliveries'] }).injectEndpoints({
  endpoints: (build) => ({
    clientCreateBarcodeDelivery: build.mutation<BarcodeDeliveryCreated, CreateBarcodeDeliveryBody>({
      query: (body) => ({ url: apiPath(barcodeDeliveryRoutes.create), method: 'POST', body }),
      invalidatesTags: ['ClientParcels', 'ClientBarcodeDeliveries'],
    }),
  }),
});

export const { useClientCreateBarcodeDeliveryMutation } = createDeliveryApi;
