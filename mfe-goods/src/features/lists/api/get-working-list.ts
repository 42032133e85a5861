import { apiPath } from '@pvz/api-client/api-url';
import type { GoodsListQuery } from '@pvz/contracts/api/goods';
import {
  goodsListsRoutes,
  type WorkingList,
  type WorkingListKind,
  type WorkingListPage,
} from '@pvz/contracts/api/goods-lists';
import { goodsApi } from '../../../lib/goods-api/goods-api';

type WorkingListArgs = GoodsListQuery & { list: WorkingList; kind: WorkingListKind };

/** GET /api/goods/lists/{list}/{kind}: one page of a working list with its total and sums. */
const getWorkingListApi = goodsApi.injectEndpoints({
  endpoints: (build) => ({
    goodsWorkingList: build.query<WorkingListPage, WorkingListArgs>({
      query: ({ list, kind, ...params }) => ({ url: apiPath(goodsListsRoutes.workingList(list, kind)), params }),
      providesTags: ['GoodsRows'],
    }),
  }),
});

export const { useGoodsWorkingListQuery, useLazyGoodsWorkingListQuery } = getWorkingListApi;
