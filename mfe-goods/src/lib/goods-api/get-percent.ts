import { apiPath } from '@pvz/api-client/api-url';
import type { PercentAnswer } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { goodsApi } from './goods-api';

interface PercentArgs {
  kind: CounterKind;
  pvzId: number;
  link?: string;
  marketplaceId?: number;
}

/** GET /api/goods/{kind}/percent?pvzId&link|marketplaceId: the percentage a new row gets, and the link's marketplace. */
const getPercentApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsPercent: build.query<PercentAnswer, PercentArgs>({
      query: ({ kind, ...params }) => ({ url: apiPath(goodsRoutes.percent(kind)), params }),
    }),
  }),
});

export const { useLazyGoodsPercentQuery } = getPercentApi;
