import { apiPath } from '@pvz/api-client/api-url';
import type { GoodsQuote, GoodsQuoteBody } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { goodsApi } from './goods-api';

export interface QuoteArgs {
  kind: CounterKind;
  body: GoodsQuoteBody;
}

/** POST /api/goods/{kind}/quote: what saving the row form would store (marketplace, percentage, sums). */
const getQuoteApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsQuote: build.query<GoodsQuote, QuoteArgs>({
      query: ({ kind, body }) => ({ url: apiPath(goodsRoutes.quote(kind)), method: 'POST', body }),
      // the percentage table and the row may change between two forms
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGoodsQuoteQuery } = getQuoteApi;
