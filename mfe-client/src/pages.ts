import type { RemotePage } from '@pvz/ui/remote-page';
import { lazy } from 'react';

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [
  { key: 'client-main', Component: lazy(() => import('./pages/client-main-page')) },
  { key: 'client-my-orders', Component: lazy(() => import('./pages/my-orders-page')) },
  { key: 'client-goods', Component: lazy(() => import('./pages/bought-goods-page')) },
  { key: 'client-order', Component: lazy(() => import('./pages/order-page')) },
  { key: 'order-independently', Component: lazy(() => import('./pages/order-independently-page')) },
  { key: 'client-profile', Component: lazy(() => import('./pages/profile-page')) },
  { key: 'client-referral', Component: lazy(() => import('./pages/referral-page')) },
  { key: 'client-delivery', Component: lazy(() => import('./pages/delivery-page')) },
  { key: 'client-support', Component: lazy(() => import('./pages/support-page')) },
];
