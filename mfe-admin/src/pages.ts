import type { ReferenceEntity } from '@pvz/contracts/api/reference';
import type { EquipmentRegister } from '@pvz/contracts/equipment';
import type { RemotePage } from '@pvz/ui/remote-page';
import { lazy } from 'react';

/** The reference lists share one page, loaded with the first of them. */
const referencePage = (entity: ReferenceEntity) =>
  lazy(async () => ({ default: (await import('./pages/reference-pages')).referencePageOf(entity) }));

/** Both equipment registers share their pages, loaded with the first of them. */
const equipmentPage = (register: EquipmentRegister) =>
  lazy(async () => ({ default: (await import('./pages/equipment-pages')).equipmentPageOf(register) }));

/** The pages this remote renders, by catalogue key. */
export const pages: RemotePage[] = [
  { key: 'admin-users', Component: lazy(() => import('./pages/users-page')) },
  { key: 'admin-clients', Component: lazy(() => import('./pages/clients-page')) },
  { key: 'admin-roles', Component: lazy(() => import('./pages/roles-page')) },
  { key: 'admin-pvz', Component: referencePage('points') },
  { key: 'admin-sorting-centers', Component: referencePage('sorting-centers') },
  { key: 'admin-pvz-delivery', Component: referencePage('pvz-delivery') },
  { key: 'admin-sorting-centers-delivery', Component: referencePage('sorting-centers-delivery') },
  { key: 'admin-marketplaces', Component: referencePage('marketplaces') },
  { key: 'admin-phone-numbers', Component: referencePage('phone-numbers') },
  { key: 'admin-order-accounts', Component: referencePage('order-accounts') },
  { key: 'admin-expense-categories', Component: referencePage('expense-categories') },
  { key: 'admin-companies', Component: referencePage('companies') },
  { key: 'admin-cells', Component: lazy(() => import('./pages/cells-page')) },
  { key: 'admin-pvz-percent', Component: lazy(() => import('./pages/pvz-percent-page')) },
  { key: 'admin-settings', Component: lazy(() => import('./pages/settings-page')) },
  { key: 'admin-audit', Component: lazy(() => import('./pages/audit-page')) },
  { key: 'admin-messages', Component: lazy(() => import('./pages/messages-page')) },
  { key: 'extra-equipment', Component: equipmentPage('equipment') },
  { key: 'extra-auto-storage', Component: equipmentPage('auto') },
  { key: 'extra-tasks-employees', Component: lazy(() => import('./pages/employee-tasks-page')) },
  { key: 'extra-tasks', Component: lazy(() => import('./pages/manager-tasks-page')) },
  { key: 'extra-tickets', Component: lazy(() => import('./pages/tickets-page')) },
  { key: 'tips', Component: lazy(() => import('./pages/tips-page')) },
];
