import { apiPath } from '@pvz/api-client/api-url';
import type { IssueAnswer, IssueBody } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { issuingApi } from './issuing-api';

/** POST /api/goods/issue {operationId, pvzId, ids, outcome} → the toast, the money taken, the freed cell. */
const issueParcelsApi = issuingApi.injectEndpoints({
  endpoints: (build) => ({
    goodsIssue: build.mutation<IssueAnswer, IssueBody>({
      query: (body) => ({ url: apiPath(goodsRoutes.issue), method: 'POST', body }),
      invalidatesTags: ['GoodsClientParcels', 'GoodsRows', 'GoodsPointsSummary', 'GoodsRecord'],
    }),
  }),
});

export const { useGoodsIssueMutation } = issueParcelsApi;
