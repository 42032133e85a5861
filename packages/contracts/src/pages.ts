/**
 * The page catalogue: every page that works, with its menu group, icon and layout.
 * The shell builds the router and the menu from it; the gateway checks page permissions by key.
 * It grows with each feature; a page is listed only once it really works.
 */

export type RemoteName = 'mfe_goods' | 'mfe_finance' | 'mfe_delivery' | 'mfe_admin' | 'mfe_client';

export const remoteNames: readonly RemoteName[] = [
  'mfe_goods',
  'mfe_finance',
  'mfe_delivery',
  'mfe_admin',
  'mfe_client',
];

/** Where each remote is served by the gateway in the default setup. */
export const remotePrefix: Record<RemoteName, string> = {
  mfe_goods: '/mfe/goods/',
  mfe_finance: '/mfe/finance/',
  mfe_delivery: '/mfe/delivery/',
  mfe_admin: '/mfe/admin/',
  mfe_client: '/mfe/client/',
};

/** Names of icons; the shell maps each to a Material icon. */
export type IconName =
  | 'inventory'
  | 'payments'
  | 'widgets'
  | 'lightbulb'
  | 'local-shipping'
  | 'call-split'
  | 'handshake'
  | 'apps'
  | 'settings'
  | 'home'
  | 'people';

export type MenuGroupKey =
  | 'goods'
  | 'finance'
  | 'extra'
  | 'tips'
  | 'delivery'
  | 'sorting'
  | 'licensees'
  | 'common'
  | 'settings';

export interface MenuGroup {
  key: MenuGroupKey;
  title: string;
  icon: IconName;
}

/** Menu groups in menu order (spec §2, plus «Настройки» for the ADMIN reference pages). */
export const menuGroups: readonly MenuGroup[] = [
  { key: 'goods', title: 'Товары', icon: 'inventory' },
  { key: 'finance', title: 'Финансы', icon: 'payments' },
  { key: 'extra', title: 'Дополнительно', icon: 'widgets' },
  { key: 'tips', title: 'Подсказки', icon: 'lightbulb' },
  { key: 'delivery', title: 'Доставка', icon: 'local-shipping' },
  { key: 'sorting', title: 'Сортировка', icon: 'call-split' },
  { key: 'licensees', title: 'Лицензиатам', icon: 'handshake' },
  { key: 'common', title: 'Общие страницы', icon: 'apps' },
  { key: 'settings', title: 'Настройки', icon: 'settings' },
];

/**
 * Who may open a page:
 * - `page`: a staff user whose access structure contains the page key;
 * - `staff`: every signed-in staff user (home pages);
 * - `client`: every signed-in client.
 */
export type PageAudience = 'page' | 'staff' | 'client';

/** Layout family; staff families render as the admin or the user variant by role. */
export type LayoutKind = 'staff' | 'client';

export type PageKey = 'admin-main' | 'user-main' | 'client-main' | 'admin-users';

export interface CataloguePage {
  key: PageKey;
  /** react-router path pattern */
  path: string;
  title: string;
  group: MenuGroupKey | null;
  icon: IconName;
  layout: LayoutKind;
  /** `shell` for pages the shell renders itself */
  remote: RemoteName | 'shell';
  audience: PageAudience;
}

export const pageCatalogue: readonly CataloguePage[] = [
  {
    key: 'admin-main',
    path: '/admin/main',
    title: 'Главная',
    group: null,
    icon: 'home',
    layout: 'staff',
    remote: 'shell',
    audience: 'staff',
  },
  {
    key: 'user-main',
    path: '/user/main',
    title: 'Главная',
    group: null,
    icon: 'home',
    layout: 'staff',
    remote: 'shell',
    audience: 'staff',
  },
  {
    key: 'client-main',
    path: '/client/main',
    title: 'Главная',
    group: null,
    icon: 'home',
    layout: 'client',
    remote: 'mfe_client',
    audience: 'client',
  },
  {
    key: 'admin-users',
    path: '/admin/users',
    title: 'Пользователи',
    group: 'settings',
    icon: 'people',
    layout: 'staff',
    remote: 'mfe_admin',
    audience: 'page',
  },
];

export const pageKeys: readonly PageKey[] = pageCatalogue.map((page) => page.key);

export function findPage(key: PageKey): CataloguePage {
  const page = pageCatalogue.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`page ${key} is not in the catalogue`);
  return page;
}
