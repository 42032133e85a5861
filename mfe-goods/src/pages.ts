import type { GoodsTable } from '@pvz/contracts/api/goods-routes';
import type { RemotePage } from '@pvz/ui/remote-page';
import { type ComponentType, lazy } from 'react';

/** The goods tables share one router page, loaded with the first of them. */
const goodsRouterPage = (table: GoodsTable) =>
  lazy(async () => ({ default: (await import('./pages/goods-router-page')).goodsRouterPages[table] }));

/** A page component exported by name from a module that holds several. */
const named = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));

const workingLists = () => import('./pages/working-list-page');
const chronicles = () => import('./pages/chronicle-page');
const inventory = () => import('./pages/inventory-page');

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [
  { key: 'goods-purchase', Component: goodsRouterPage('purchase') },
  { key: 'goods-barcode', Component: goodsRouterPage('barcode') },
  { key: 'goods-shop', Component: goodsRouterPage('shop') },
  { key: 'goods-issue', Component: goodsRouterPage('all') },
  { key: 'goods-acceptance', Component: lazy(() => import('./pages/acceptance-page')) },
  { key: 'goods-record', Component: lazy(() => import('./pages/record-page')) },
  { key: 'goods-distribution', Component: lazy(() => import('./pages/distribution-page')) },
  { key: 'goods-box', Component: lazy(() => import('./pages/box-page')) },
  { key: 'goods-acceptance-box', Component: lazy(() => import('./pages/acceptance-box-page')) },
  { key: 'goods-refunds', Component: lazy(() => import('./pages/refunds-page')) },
  { key: 'goods-refunds-distribution', Component: lazy(() => import('./pages/refunds-distribution-page')) },
  { key: 'goods-refunds-woya', Component: lazy(() => import('./pages/refunds-woya-page')) },
  { key: 'goods-inventory', Component: named(inventory, 'PointInventoryPage') },
  { key: 'goods-inventory-shop', Component: named(inventory, 'ShopInventoryPage') },
  { key: 'goods-processing', Component: named(workingLists, 'ProcessingPage') },
  { key: 'goods-waiting', Component: named(workingLists, 'WaitingPage') },
  { key: 'goods-expired', Component: named(workingLists, 'ExpiredPage') },
  { key: 'goods-deleted', Component: named(workingLists, 'DeletedPage') },
  { key: 'goods-all-data', Component: named(chronicles, 'PurchaseChroniclePage') },
  { key: 'goods-all-data-cl', Component: named(chronicles, 'BarcodeChroniclePage') },
  { key: 'goods-all-data-shop', Component: named(chronicles, 'ShopChroniclePage') },
  { key: 'goods-turnover', Component: lazy(() => import('./pages/turnover-page')) },
  { key: 'goods-find', Component: lazy(() => import('./pages/find-by-id-page')) },
  { key: 'goods-phone', Component: lazy(() => import('./pages/phone-page')) },
  { key: 'goods-order', Component: lazy(() => import('./pages/order-page')) },
];
