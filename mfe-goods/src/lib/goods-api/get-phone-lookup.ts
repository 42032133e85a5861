import { apiPath } from '@pvz/api-client/api-url';
import type { PhoneLookup } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { goodsApi } from './goods-api';

/** GET /api/goods/{kind}/phone-lookup?digits=: the full phone from its last digits, the client's point and cell. */
const getPhoneLookupApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsPhoneLookup: build.query<PhoneLookup, { kind: CounterKind; digits: string }>({
      query: ({ kind, digits }) => ({ url: apiPath(goodsRoutes.phoneLookup(kind)), params: { digits } }),
      // a client's parcels change with every acceptance: ask again each time
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useLazyGoodsPhoneLookupQuery } = getPhoneLookupApi;
