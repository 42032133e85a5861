import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import type { RemotePage } from '@pvz/ui/remote-page';
import { lazy } from 'react';

/** The goods tables share one router page, loaded with the first of them. */
const goodsRouterPage = (table: GoodsTable) =>
  lazy(async () => ({ default: (await import('./pages/goods-router-page')).goodsRouterPages[table] }));

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [
  { key: 'goods-purchase', Component: goodsRouterPage('purchase') },
  { key: 'goods-barcode', Component: goodsRouterPage('barcode') },
  { key: 'goods-shop', Component: goodsRouterPage('shop') },
  { key: 'goods-issue', Component: goodsRouterPage('all') },
  { key: 'goods-acceptance', Component: lazy(() => import('./pages/acceptance-page')) },
  { key: 'goods-record', Component: lazy(() => import('./pages/record-page')) },
];
