import type { RemotePage } from '@pvz/ui/remote-page';
import { lazy } from 'react';

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [
  { key: 'finance-balance', Component: lazy(() => import('./pages/balance-page')) },
  { key: 'finance-monthly-payments', Component: lazy(() => import('./pages/monthly-payments-page')) },
];
