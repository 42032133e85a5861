import { apiPath } from '@pvz/api-client/api-url';
import { type CartBody, type CartQuote, marketplaceRoutes } from '@pvz/contracts/api/marketplaces';
import { clientApi } from '../../../lib/client-api';

/** POST /api/clients/quote-order → the cart's prices with the point's service %, as the server counts them. */
const quoteOrderApi = clientApi.injectEndpoints({
  endpoints: (build) => ({
    clientQuoteOrder: build.query<CartQuote, CartBody>({
      query: (body) => ({ url: apiPath(marketplaceRoutes.quoteOrder), method: 'POST', body }),
    }),
  }),
});

export const { useClientQuoteOrderQuery } = quoteOrderApi;
