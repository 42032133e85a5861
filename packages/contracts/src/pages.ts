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

/**
 * The sign-in page's own build, a folder of the shell's: the gateway serves its index.html for
 * /auth/login to a browser with no session (it needs none of the federated app).
 */
export const signInPageFolder = 'sign-in';

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
  | 'people'
  | 'admin-panel'
  | 'store'
  | 'grid'
  | 'percent'
  | 'warehouse'
  | 'storefront'
  | 'phone'
  | 'account-box'
  | 'business'
  | 'tune'
  | 'history'
  | 'move-to-inbox'
  | 'outbox'
  | 'shopping-cart'
  | 'qr-code'
  | 'local-mall'
  | 'all-inbox'
  | 'assignment-return'
  | 'fact-check'
  | 'hourglass'
  | 'search'
  | 'timeline'
  | 'bar-chart'
  | 'delete'
  | 'person'
  | 'group-add'
  | 'receipt'
  | 'add-shopping-cart'
  | 'notifications'
  | 'event-repeat'
  | 'route'
  | 'map'
  | 'place'
  | 'delivery-dining'
  | 'forum'
  | 'checklist'
  | 'task-alt'
  | 'devices'
  | 'car';

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
 * - `client`: every signed-in client;
 * - `public`: everybody, signed in or not (a signed link decides what it shows).
 */
export type PageAudience = 'page' | 'staff' | 'client' | 'public';

/** Layout family; staff families render as the admin or the user variant by role. */
export type LayoutKind = 'staff' | 'client' | 'public';

export type PageKey =
  | 'admin-main'
  | 'user-main'
  | 'client-main'
  | 'admin-users'
  | 'admin-roles'
  | 'admin-pvz'
  | 'admin-cells'
  | 'admin-pvz-percent'
  | 'admin-sorting-centers'
  | 'admin-pvz-delivery'
  | 'admin-sorting-centers-delivery'
  | 'admin-marketplaces'
  | 'admin-phone-numbers'
  | 'admin-order-accounts'
  | 'admin-expense-categories'
  | 'admin-companies'
  | 'admin-settings'
  | 'admin-audit'
  | 'admin-messages'
  | 'goods-acceptance'
  | 'goods-issue'
  | 'goods-purchase'
  | 'goods-barcode'
  | 'goods-shop'
  | 'goods-record'
  | 'goods-distribution'
  | 'goods-box'
  | 'goods-acceptance-box'
  | 'goods-refunds'
  | 'goods-refunds-distribution'
  | 'goods-refunds-woya'
  | 'goods-inventory'
  | 'goods-inventory-shop'
  | 'goods-processing'
  | 'goods-waiting'
  | 'goods-expired'
  | 'goods-deleted'
  | 'goods-all-data'
  | 'goods-all-data-cl'
  | 'goods-all-data-shop'
  | 'goods-turnover'
  | 'goods-find'
  | 'goods-phone'
  | 'goods-order'
  | 'admin-clients'
  | 'client-my-orders'
  | 'client-goods'
  | 'client-order'
  | 'client-delivery'
  | 'client-referral'
  | 'client-profile'
  | 'order-independently'
  | 'finance-balance'
  | 'finance-monthly-payments'
  | 'delivery-itinerary'
  | 'delivery-map'
  | 'delivery-map-dp'
  | 'delivery-courier'
  | 'delivery-dispatch'
  | 'extra-tickets'
  | 'client-support'
  | 'extra-tasks'
  | 'extra-tasks-employees'
  | 'extra-equipment'
  | 'extra-auto-storage'
  | 'tips'
  | 'licensee-renters'
  | 'licensee-saas'
  | 'licensee-saas-summary'
  | 'finance-licensee-balance'
  | 'finance-delivery-balance'
  | 'finance-sort-balance'
  | 'finance-balance-debtors'
  | 'finance-debtors'
  | 'debtor-page'
  | 'finance-advance-report'
  | 'finance-employees'
  | 'finance-payroll'
  | 'finance-timesheet'
  | 'finance-advance-summary'
  | 'finance-statement-import'
  | 'delivery-rows'
  | 'delivery-summary';

export interface CataloguePage {
  key: PageKey;
  /** react-router path pattern; `/*` when the page has sub-pages of its own */
  path: string;
  /** where the menu and the home page link to, when not `path` itself */
  menuPath?: string;
  title: string;
  /** a shorter title where room is scarce (the cabinet's bottom bar on a phone) */
  shortTitle?: string;
  group: MenuGroupKey | null;
  icon: IconName;
  layout: LayoutKind;
  /** `shell` for pages the shell renders itself */
  remote: RemoteName | 'shell';
  audience: PageAudience;
}

/** A page of the «Товары» group, rendered by mfe-goods; `/*` pages route their sub-pages themselves. */
function goodsPage(key: PageKey, path: string, title: string, icon: IconName, menuPath?: string): CataloguePage {
  return {
    key,
    path,
    ...(menuPath && { menuPath }),
    title,
    group: 'goods',
    icon,
    layout: 'staff',
    remote: 'mfe_goods',
    audience: 'page',
  };
}

/** A page of the client cabinet, rendered by mfe-client; the cabinet's navigation lists them in this order. */
function clientPage(
  key: PageKey,
  path: string,
  [title, shortTitle]: [string, string?],
  icon: IconName,
  menuPath?: string,
): CataloguePage {
  return {
    key,
    path,
    ...(menuPath && { menuPath }),
    title,
    ...(shortTitle && { shortTitle }),
    group: null,
    icon,
    layout: 'client',
    remote: 'mfe_client',
    audience: 'client',
  };
}

/**
 * A goods page outside the menu, opened from a table, a search or a scanned label (or, public, from a
 * client's link); the data it shows says who may see it.
 */
function goodsDetailPage(
  key: PageKey,
  path: string,
  title: string,
  icon: IconName,
  audience: 'staff' | 'public',
): CataloguePage {
  return { key, path, title, group: null, icon, layout: audience, remote: 'mfe_goods', audience };
}

/** A staff page of the «Финансы» group, rendered by mfe-finance. */
function financePage(key: PageKey, path: string, title: string, icon: IconName, menuPath?: string): CataloguePage {
  return {
    key,
    path,
    ...(menuPath && { menuPath }),
    title,
    group: 'finance',
    icon,
    layout: 'staff',
    remote: 'mfe_finance',
    audience: 'page',
  };
}

/** A staff page of the «Лицензиатам» group, rendered by mfe-finance. */
function licenseePage(key: PageKey, path: string, title: string, icon: IconName): CataloguePage {
  return { key, path, title, group: 'licensees', icon, layout: 'staff', remote: 'mfe_finance', audience: 'page' };
}

/** A staff page of the «Доставка» group, rendered by mfe-delivery. */
function deliveryPage(key: PageKey, path: string, title: string, icon: IconName): CataloguePage {
  return { key, path, title, group: 'delivery', icon, layout: 'staff', remote: 'mfe_delivery', audience: 'page' };
}

/** A staff page of the «Дополнительно» group, rendered by mfe-admin; `menuPath` when it has sub-pages (`/*`). */
function extraPage(key: PageKey, path: string, title: string, icon: IconName, menuPath?: string): CataloguePage {
  return {
    key,
    path,
    ...(menuPath && { menuPath }),
    title,
    group: 'extra',
    icon,
    layout: 'staff',
    remote: 'mfe_admin',
    audience: 'page',
  };
}

/** A staff page of the «Настройки» group, rendered by mfe-admin, opened by those whose access has it. */
function settingsPage(key: PageKey, path: string, title: string, icon: IconName): CataloguePage {
  return { key, path, title, group: 'settings', icon, layout: 'staff', remote: 'mfe_admin', audience: 'page' };
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
  clientPage('client-my-orders', '/client/my-orders', ['Мои заказы', 'Заказы'], 'receipt'),
  clientPage('client-order', '/client/order/*', ['Оформить заказ', 'Заказать'], 'add-shopping-cart', '/client/order'),
  clientPage(
    'client-delivery',
    '/client/delivery/*',
    ['Доставка по штрих-коду', 'Штрих-код'],
    'qr-code',
    '/client/delivery',
  ),
  clientPage('client-goods', '/client/goods', ['Купленные товары'], 'local-mall'),
  clientPage('client-referral', '/client/referral', ['Пригласить друга'], 'group-add'),
  clientPage('client-support', '/client/support', ['Поддержка', 'Чат'], 'forum'),
  clientPage('client-profile', '/client/profile', ['Профиль'], 'person'),
  {
    // how to order by oneself from each marketplace, for visitors who have no account yet
    key: 'order-independently',
    path: '/order/independently/*',
    title: 'Как заказать самостоятельно',
    group: null,
    icon: 'add-shopping-cart',
    layout: 'public',
    remote: 'mfe_client',
    audience: 'public',
  },
  goodsPage('goods-acceptance', '/acceptance', 'Приёмка', 'move-to-inbox'),
  goodsPage('goods-issue', '/spreadsheets/all-goods/*', 'Выдача', 'outbox', '/spreadsheets/all-goods/info'),
  goodsPage(
    'goods-purchase',
    '/spreadsheets/our-ransom/*',
    'Товары клиентов',
    'shopping-cart',
    '/spreadsheets/our-ransom/info',
  ),
  goodsPage(
    'goods-barcode',
    '/spreadsheets/client-ransom/*',
    'Доставка по штрих-коду (QR)',
    'qr-code',
    '/spreadsheets/client-ransom/info',
  ),
  goodsPage('goods-shop', '/spreadsheets/shop/*', 'Магазин', 'local-mall', '/spreadsheets/shop/info'),
  // a parcel's own page, opened from a table or by scanning its label
  goodsDetailPage('goods-record', '/spreadsheets/record/*', 'Карточка товара', 'inventory', 'staff'),
  goodsPage('goods-acceptance-box', '/acceptance-box', 'Приёмка коробок', 'all-inbox'),
  goodsPage('goods-distribution', '/spreadsheets/distribution', 'Распределение по коробкам', 'call-split'),
  goodsPage('goods-refunds', '/spreadsheets/refunds', 'Возвраты', 'assignment-return'),
  goodsPage('goods-refunds-distribution', '/spreadsheets/refunds/distribution', 'Распределение возвратов', 'all-inbox'),
  goodsPage('goods-refunds-woya', '/spreadsheets/refunds/woya', 'Возвраты ПВЗ маркетплейсов', 'assignment-return'),
  goodsPage('goods-inventory', '/spreadsheets/inventory', 'Инвентаризация ПВЗ', 'fact-check'),
  goodsPage('goods-inventory-shop', '/spreadsheets/inventory-shop', 'Инвентаризация магазина', 'fact-check'),
  goodsPage('goods-processing', '/spreadsheets/processing', 'Ждут обработку', 'hourglass'),
  goodsPage('goods-waiting', '/spreadsheets/waiting', 'Долго в пути', 'hourglass'),
  goodsPage('goods-expired', '/spreadsheets/expired', 'Истекает срок хранения', 'hourglass'),
  goodsPage('goods-deleted', '/spreadsheets/deleted', 'Удалённые', 'delete'),
  goodsPage('goods-all-data', '/spreadsheets/all-data', 'Хроника: товары клиентов', 'timeline'),
  goodsPage('goods-all-data-cl', '/spreadsheets/all-data-cl', 'Хроника: доставка по штрих-коду', 'timeline'),
  goodsPage('goods-all-data-shop', '/spreadsheets/all-data-shop', 'Хроника: магазин', 'timeline'),
  goodsPage('goods-turnover', '/balance/table', 'Оборот товаров', 'bar-chart'),
  financePage('finance-balance', '/balance', 'Баланс ПВЗ', 'payments'),
  financePage('finance-delivery-balance', '/balance/delivery', 'Баланс доставки', 'local-shipping'),
  // the sorting service's money: the «Сортировка» group's page, rendered by the finance remote
  { ...financePage('finance-sort-balance', '/balance/sort', 'Баланс сортировки', 'call-split'), group: 'sorting' },
  financePage('finance-balance-debtors', '/balance/debtors', 'Баланс должников', 'bar-chart'),
  financePage('finance-debtors', '/payments/debtors/*', 'Должники', 'people', '/payments/debtors'),
  financePage('finance-advance-report', '/advance-report', 'Авансовый отчёт', 'receipt'),
  financePage('finance-employees', '/advance-report/employees', 'Сотрудники', 'people'),
  financePage('finance-payroll', '/advance-report/payroll', 'Зарплата', 'receipt'),
  financePage('finance-advance-summary', '/advance-report/summary-tables', 'Сводные таблицы', 'bar-chart'),
  financePage('finance-statement-import', '/advance-report/xlsx', 'Загрузка выписки', 'receipt'),
  financePage('finance-timesheet', '/timesheet', 'Табель', 'event-repeat'),
  financePage('finance-monthly-payments', '/payments/monthly-payments', 'Ежемесячные платежи', 'event-repeat'),
  licenseePage('licensee-renters', '/renters', 'Лицензиаты', 'handshake'),
  licenseePage('licensee-saas', '/spreadsheets/saas', 'Расчёт лицензиатов', 'receipt'),
  licenseePage('licensee-saas-summary', '/summary-tables/saas', 'Сводная: лицензиаты', 'bar-chart'),
  licenseePage('finance-licensee-balance', '/balance/trackbis', 'Баланс лицензиатов', 'handshake'),
  {
    // what a business customer owes, opened from the link staff send: no login
    key: 'debtor-page',
    path: '/debtor/*',
    title: 'Задолженность',
    group: null,
    icon: 'receipt',
    layout: 'public',
    remote: 'mfe_finance',
    audience: 'public',
  },
  deliveryPage('delivery-rows', '/spreadsheets/delivery', 'Доставка и сортировка', 'local-shipping'),
  deliveryPage('delivery-summary', '/summary-tables/delivery', 'Сводная: доставка и сортировка', 'bar-chart'),
  deliveryPage('delivery-itinerary', '/itinerary', 'Маршрут', 'route'),
  // the support inbox and a thread (`/tickets/:threadId`)
  extraPage('extra-tickets', '/tickets/*', 'Чат поддержки', 'forum', '/tickets'),
  extraPage('extra-tasks', '/tasks', 'Задачи', 'task-alt'),
  extraPage('extra-tasks-employees', '/tasks-employees', 'Задачи сотрудников', 'checklist'),
  // each register with its decommissioned list, its cards (`record/:id`, the labels' QR) and its audit
  extraPage('extra-equipment', '/equipment/*', 'Оборудование ПВЗ', 'devices', '/equipment'),
  extraPage('extra-auto-storage', '/auto-storage/*', 'Автосклад', 'car', '/auto-storage'),
  {
    // the articles (`/tips/:id`) and, for those who write the page, their editor (`/tips/new`, `/tips/:id/edit`)
    key: 'tips',
    path: '/tips/*',
    menuPath: '/tips',
    title: 'Все подсказки',
    group: 'tips',
    icon: 'lightbulb',
    layout: 'staff',
    remote: 'mfe_admin',
    audience: 'page',
  },
  deliveryPage('delivery-courier', '/itinerary/delivery', 'Мой маршрут', 'delivery-dining'),
  deliveryPage('delivery-dispatch', '/delivery', 'Доставки дня', 'local-shipping'),
  deliveryPage('delivery-map', '/map', 'Карта', 'map'),
  deliveryPage('delivery-map-dp', '/map-dp', 'Карта пунктов доставки', 'place'),
  goodsPage('goods-find', '/find-by-id', 'Поиск по ID', 'search'),
  // a box's own page, opened from distribution or by scanning its label
  goodsDetailPage('goods-box', '/box/*', 'Коробка', 'all-inbox', 'staff'),
  // a client's address card and parcels, opened from a table or the search
  goodsDetailPage('goods-phone', '/phone/*', 'Карточка клиента', 'phone', 'staff'),
  // the public order page of a client's signed link: no login
  goodsDetailPage('goods-order', '/spreadsheets/order/*', 'Ваши заказы', 'inventory', 'public'),
  settingsPage('admin-users', '/admin/users', 'Пользователи', 'people'),
  settingsPage('admin-clients', '/admin/clients', 'Клиенты', 'person'),
  settingsPage('admin-roles', '/admin/users/roles', 'Роли и права', 'admin-panel'),
  settingsPage('admin-pvz', '/admin/pvz', 'ПВЗ', 'store'),
  settingsPage('admin-cells', '/admin/cells', 'Ячейки', 'grid'),
  settingsPage('admin-pvz-percent', '/admin/pvz-percent', 'Проценты ПВЗ', 'percent'),
  settingsPage('admin-sorting-centers', '/admin/sorting-centers', 'Сортировочные центры', 'warehouse'),
  settingsPage('admin-pvz-delivery', '/admin/pvz-delivery', 'ПВЗ (Доставка)', 'local-shipping'),
  settingsPage('admin-sorting-centers-delivery', '/admin/sorting-centers-delivery', 'СЦ (Доставка)', 'warehouse'),
  settingsPage('admin-marketplaces', '/admin/marketplaces', 'Маркетплейсы', 'storefront'),
  settingsPage('admin-phone-numbers', '/admin/phone-numbers', 'Телефоны и адреса', 'phone'),
  settingsPage('admin-order-accounts', '/admin/order-accounts', 'Аккаунты заказа', 'account-box'),
  settingsPage('admin-expense-categories', '/admin/expense-categories', 'Статьи расходов', 'receipt'),
  settingsPage('admin-companies', '/admin/companies', 'Компании', 'business'),
  settingsPage('admin-settings', '/admin/settings', 'Настройки сайта', 'tune'),
  settingsPage('admin-audit', '/admin/audit', 'Журнал изменений', 'history'),
  settingsPage('admin-messages', '/admin/messages', 'Сообщения', 'notifications'),
];

/** Pages an access structure can grant (home pages are everyone's). */
export const grantablePages: readonly CataloguePage[] = pageCatalogue.filter((page) => page.audience === 'page');

export const pageKeys: readonly PageKey[] = pageCatalogue.map((page) => page.key);

/** Where a link to a page goes. */
export function linkOf(page: CataloguePage): string {
  return page.menuPath ?? page.path;
}

export function findPage(key: PageKey): CataloguePage {
  const page = pageCatalogue.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`page ${key} is not in the catalogue`);
  return page;
}
