import { apiPath } from '@pvz/api-client/api-url';
import { type InventoryReport, type InventoryScope, inventoryRoutes } from '@pvz/contracts/api/inventory';
import { inventoryApi } from './inventory-api';

/** GET /api/goods/inventory/{scope}/report?id: one saved report with its lists. */
const getInventoryReportApi = inventoryApi.injectEndpoints({
  endpoints: (build) => ({
    goodsInventoryReport: build.query<InventoryReport, { scope: InventoryScope; id: number }>({
      query: ({ scope, id }) => ({ url: apiPath(inventoryRoutes.report(scope)), params: { id } }),
      // a saved report never changes
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGoodsInventoryReportQuery } = getInventoryReportApi;
