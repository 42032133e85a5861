import { apiPath } from '@pvz/api-client/api-url';
import { barcodeDeliveryRoutes, type MyBarcodeDeliveries } from '@pvz/contracts/api/barcode-delivery';
import { clientApi } from '../../../lib/client-api';

/** GET /api/clients/barcode-delivery/mine → the client's barcode deliveries, newest first. */
const myDeliveriesApi = clientApi.enhanceEndpoints({ addTagTypes: ['ClientBarcodeDeliveries'] }).injectEndpoints({
  endpoints: (build) => ({
    clientMyBarcodeDeliveries: build.query<MyBarcodeDeliveries, void>({
      query: () => apiPath(barcodeDeliveryRoutes.mine),
      providesTags: ['ClientBarcodeDeliveries'],
    }),
  }),
});

export const { useClientMyBarcodeDeliveriesQuery } = myDeliveriesApi;
