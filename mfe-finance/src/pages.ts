import type { RemotePage } from '@pvz/ui/remote-page';
import { lazy } from 'react';

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [
  { key: 'finance-balance', Component: lazy(() => import('./pages/balance-page')) },
  { key: 'finance-delivery-balance', Component: lazy(() => import('./pages/delivery-balance-page')) },
  { key: 'finance-sort-balance', Component: lazy(() => import('./pages/sort-balance-page')) },
  { key: 'finance-balance-debtors', Component: lazy(() => import('./pages/balance-debtors-page')) },
  { key: 'finance-debtors', Component: lazy(() => import('./pages/debtors-page')) },
  { key: 'finance-advance-report', Component: lazy(() => import('./pages/advance-report-page')) },
  { key: 'finance-employees', Component: lazy(() => import('./pages/employees-page')) },
  { key: 'finance-payroll', Component: lazy(() => import('./pages/payroll-page')) },
  { key: 'finance-timesheet', Component: lazy(() => import('./pages/timesheet-page')) },
  { key: 'finance-advance-summary', Component: lazy(() => import('./pages/advance-summary-page')) },
  { key: 'finance-statement-import', Component: lazy(() => import('./pages/statement-import-page')) },
  { key: 'finance-monthly-payments', Component: lazy(() => import('./pages/monthly-payments-page')) },
  { key: 'licensee-renters', Component: lazy(() => import('./pages/renters-page')) },
  { key: 'licensee-saas', Component: lazy(() => import('./pages/saas-page')) },
  { key: 'licensee-saas-summary', Component: lazy(() => import('./pages/saas-summary-page')) },
  { key: 'finance-licensee-balance', Component: lazy(() => import('./pages/trackbis-page')) },
  { key: 'debtor-page', Component: lazy(() => import('./pages/debtor-page')) },
];
