import type { InventoryScope } from '@pvz/contracts/api/inventory';
import type { PageKey } from '@pvz/contracts/pages';

/** Each count is its own page, and so its own grant. */
export const inventoryPage: Record<InventoryScope, PageKey> = {
  point: 'goods-inventory',
  shop: 'goods-inventory-shop',
};
