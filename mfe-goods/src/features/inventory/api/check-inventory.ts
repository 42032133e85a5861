import { apiPath } from '@pvz/api-client/api-url';
import {
  type InventoryCheckAnswer,
  type InventoryCheckBody,
  type InventoryScope,
  inventoryRoutes,
} from '@pvz/contracts/api/inventory';
import { inventoryApi } from './inventory-api';

/** POST /api/goods/inventory/{scope}/check: the scanned codes → the saved report with its lists. */
const checkInventoryApi = inventoryApi.injectEndpoints({
  endpoints: (build) => ({
    goodsCheckInventory: build.mutation<InventoryCheckAnswer, { scope: InventoryScope; body: InventoryCheckBody }>({
      query: ({ scope, body }) => ({ url: apiPath(inventoryRoutes.check(scope)), method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['InventoryReports'] : []),
    }),
  }),
});

export const { useGoodsCheckInventoryMutation } = checkInventoryApi;
