import { apiPath } from '@pvz/api-client/api-url';
import { marketplaceRoutes, type OrderPoints } from '@pvz/contracts/api/marketplaces';
import { clientApi } from '../../../lib/client-api';

/** GET /api/clients/order-points → the pick-up points a client may order to. */
const orderPointsApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientOrderPoints: build.query<OrderPoints, void>({ query: () => apiPath(marketplaceRoutes.orderPoints) }),
  }),
});

export const { useClientOrderPointsQuery } = orderPointsApi;
