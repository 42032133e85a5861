import { apiPath } from '@pvz/api-client/api-url';
import {
  type InventoryReportsPage,
  type InventoryReportsQuery,
  type InventoryScope,
  inventoryRoutes,
} from '@pvz/contracts/api/inventory';
import { inventoryApi } from './inventory-api';

/** GET /api/goods/inventory/{scope}/reports: a page of the saved reports, newest first. */
const getInventoryReportsApi = inventoryApi.injectEndpoints({
  endpoints: (build) => ({
    goodsInventoryReports: build.query<InventoryReportsPage, InventoryReportsQuery & { scope: InventoryScope }>({
      query: ({ scope, ...params }) => ({ url: apiPath(inventoryRoutes.reports(scope)), params }),
      providesTags: ['InventoryReports'],
    }),
  }),
});

export const { useGoodsInventoryReportsQuery } = getInventoryReportsApi;
