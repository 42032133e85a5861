import type { GoodsKind } from '@pvz/contracts/goods-columns';

/** How the cabinet names each kind of parcel for its client. */
export const clientKindTitle: Record<GoodsKind, string> = {
  purchase: 'Заказы через нас',
  barcode: 'Доставка по штрих-коду',
  service: 'Доставка',
  shop: 'Магазин',
};
