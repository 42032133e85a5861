import { apiPath } from '@pvz/api-client/api-url';
import { type BarcodeDeliveryInfo, barcodeDeliveryRoutes } from '@pvz/contracts/api/barcode-delivery';
import { clientApi } from '../../../lib/client-api';

/** GET /api/clients/barcode-delivery/info → the points, the marketplaces, each pair's % and the address to order to. */
const deliveryInfoApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientDeliveryInfo: build.query<BarcodeDeliveryInfo, void>({
      query: () => apiPath(barcodeDeliveryRoutes.info),
    }),
  }),
});

export const { useClientDeliveryInfoQuery } = deliveryInfoApi;
