import { apiPath } from '@pvz/api-client/api-url';
import type { PhoneCard } from '@pvz/contracts/api/goods-lookup';
import { goodsLookupRoutes } from '@pvz/contracts/api/goods-lookup';
import { goodsApi } from '../../../lib/goods-api/goods-api';

/** GET /api/goods/phone-card?phone= → the client's address card and parcels. */
const phoneCardApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsPhoneCard: build.query<PhoneCard, string>({
      query: (phone) => ({ url: apiPath(goodsLookupRoutes.phoneCard), params: { phone } }),
      providesTags: ['GoodsRows'],
    }),
  }),
});

export const { useGoodsPhoneCardQuery } = phoneCardApi;
