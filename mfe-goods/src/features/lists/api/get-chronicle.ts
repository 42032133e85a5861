import { apiPath } from '@pvz/api-client/api-url';
import {
  type ChronicleKind,
  type ChroniclePage,
  type ChronicleQuery,
  goodsListsRoutes,
} from '@pvz/contracts/api/goods-lists';
import { goodsApi } from '../../../lib/goods-api/goods-api';

type ChronicleArgs = ChronicleQuery & { kind: ChronicleKind };

/** GET /api/goods/chronicle/{kind}: one page of a chronicle (deleted rows included) with its total and sums. */
const getChronicleApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsChronicle: build.query<ChroniclePage, ChronicleArgs>({
      query: ({ kind, ...params }) => ({ url: apiPath(goodsListsRoutes.chronicle(kind)), params }),
      providesTags: ['GoodsRows'],
    }),
  }),
});

export const { useGoodsChronicleQuery } = getChronicleApi;
