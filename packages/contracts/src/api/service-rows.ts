import { type Static, Type } from 'typebox';
import { GOODS_MONEY_MAX } from '../goods.js';
import { literals, Nullable, OperationId } from './common.js';
import { DerivedMoney } from './derived-money.js';
import { Id, IsoDate, Kopecks, MonthStart, PageIndex, PageSize, Text } from './primitives.js';

/**
 * The calls of «Доставка и сортировка» (/spreadsheets/delivery, /summary-tables/delivery): the
 * delivery and sorting service rows of business customers, always made in pairs, marked sorted and
 * paid in bulk; a paid row posts its fee to the service's ledger account.
 */
export const serviceRowsRoutes = {
  /** GET ServiceRowsQuery → ServiceRows */
  list: '/api/delivery/rows',
  /** POST CreateServiceRowsBody → ServiceRowsChange: the pair «Сортировка» + «Доставка» */
  create: '/api/delivery/rows/create',
  /** POST EditServiceRowBody → ServiceRowsChange: the fields sent change, the fee follows (unpaid rows only) */
  edit: '/api/delivery/rows/edit',
  /** POST ServiceRowIdsBody → ServiceRowsChange: «Отсортировано» */
  sorted: '/api/delivery/rows/sorted',
  /** POST PayServiceRowsBody → ServiceRowsChange: «Оплачено онлайн» / «Оплачено наличными» */
  paid: '/api/delivery/rows/paid',
  /** POST ServiceRowIdsBody → ServiceRowsChange: deleted rows leave the table (paid ones stay) */
  delete: '/api/delivery/rows/delete',
  /** GET ServiceCustomersQuery → ServiceCustomers: customers whose phone ends in the digits typed */
  customers: '/api/delivery/rows/customers',
  /** GET DeliveryCalendarQuery → DeliveryCalendar: the month's paid sums per customer and day */
  calendar: '/api/delivery/rows/calendar',
} as const;

export const serviceActions = ['sorting', 'delivery'] as const;
export type ServiceAction = (typeof serviceActions)[number];
export const serviceActionTitle: Record<ServiceAction, string> = { sorting: 'Сортировка', delivery: 'Доставка' };
const ActionSchema = literals(serviceActions);

export const servicePayments = ['cash', 'online'] as const;
export type ServicePayment = (typeof servicePayments)[number];
export const servicePaymentTitle: Record<ServicePayment, string> = {
  online: 'Оплачено онлайн',
  cash: 'Оплачено наличными',
};
const PaymentSchema = literals(servicePayments);

/** What a bulk action or the state filter picks. */
export const serviceRowStates = ['all', 'unsorted', 'unpaid', 'paid'] as const;
export type ServiceRowState = (typeof serviceRowStates)[number];

/** The most rows one bulk action takes. */
export const SERVICE_ROWS_PER_ACTION_MAX = 500;

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });
const Stamp = Nullable(Type.String());
const Money = Kopecks(GOODS_MONEY_MAX);

/**
 * A service row as the caller may see it. The keys after `createdBy` are the columns of the
 * «Доставка и сортировка» kind (goods-columns.ts): a column hidden from the caller is absent.
 */
export const ServiceRow = Type.Object({
  id: Type.Integer(),
  kind: Type.Literal('service'),
  createdAt: Type.String(),
  createdBy: Type.String(),
  name: Type.Optional(Type.String()),
  fromName: Type.Optional(Nullable(Type.String())),
  nameOfAction: Type.Optional(ActionSchema),
  purchaseOfGoods: Type.Optional(Type.Integer()),
  percentClient: Type.Optional(Type.Number()),
  amountFromClient: Type.Optional(Type.Integer()),
  profit: Type.Optional(Type.Integer()),
  dispatchPVZ: Type.Optional(Nullable(Ref)),
  orderPVZ: Type.Optional(Nullable(Ref)),
  sorted: Type.Optional(Stamp),
  paid: Type.Optional(Stamp),
  additionally: Type.Optional(Nullable(PaymentSchema)),
});
export type ServiceRow = Static<typeof ServiceRow>;

export const serviceSortKeys = [
  'createdAt',
  'name',
  'fromName',
  'nameOfAction',
  'purchaseOfGoods',
  'amountFromClient',
  'sorted',
  'paid',
] as const;
export type ServiceSortKey = (typeof serviceSortKeys)[number];

export const ServiceRowsQuery = Type.Object({
  page: Type.Optional(PageIndex()),
  pageSize: Type.Optional(PageSize(100)),
  sort: Type.Optional(literals(serviceSortKeys)),
  order: Type.Optional(literals(['asc', 'desc'] as const)),
  /** the customer's name or phone digits */
  q: Type.Optional(Text(100)),
  action: Type.Optional(ActionSchema),
  state: Type.Optional(literals(serviceRowStates)),
  /** created in these Moscow days */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  /** JSON of the grid's column filters (GoodsFilter[]), as the goods tables send them */
  filters: Type.Optional(Text(4000)),
});
export type ServiceRowsQuery = Static<typeof ServiceRowsQuery>;

export const ServiceTotals = Type.Object({
  purchaseOfGoods: Type.Optional(Type.Integer()),
  amountFromClient: Type.Optional(Type.Integer()),
  /** fees not paid yet among the matching rows */
  unpaid: DerivedMoney('amountFromClient', Type.Integer(), ['service']),
});
export type ServiceTotals = Static<typeof ServiceTotals>;

export const ServiceRows = Type.Object({
  rows: Type.Array(ServiceRow),
  total: Type.Integer(),
  totals: ServiceTotals,
  /** the percent a new row gets when none is typed (the settings') */
  defaultPercent: Type.Number(),
});
export type ServiceRows = Static<typeof ServiceRows>;

/** One action of the pair: the value of the goods handled and its percent (default from the settings). */
const ActionFields = Type.Object({
  purchaseOfGoods: Money,
  percentClient: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
});
export type ServiceActionFields = Static<typeof ActionFields>;

export const CreateServiceRowsBody = Type.Object({
  operationId: OperationId,
  row: Type.Object({
    name: Text(200),
    fromName: Text(40, 1),
    dispatchPVZ: Nullable(Id),
    orderPVZ: Nullable(Id),
  }),
  sorting: ActionFields,
  delivery: ActionFields,
});
export type CreateServiceRowsBody = Static<typeof CreateServiceRowsBody>;

/** The fields of one row that change; those left out stay as they are. */
export const EditServiceRowBody = Type.Object({
  operationId: OperationId,
  id: Id,
  row: Type.Object({
    name: Type.Optional(Text(200)),
    fromName: Type.Optional(Text(40, 1)),
    dispatchPVZ: Type.Optional(Nullable(Id)),
    orderPVZ: Type.Optional(Nullable(Id)),
    purchaseOfGoods: Type.Optional(Money),
    percentClient: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
  }),
});
export type EditServiceRowBody = Static<typeof EditServiceRowBody>;

export const ServiceRowIdsBody = Type.Object({
  operationId: OperationId,
  ids: Type.Array(Id, { minItems: 1, maxItems: SERVICE_ROWS_PER_ACTION_MAX }),
});
export type ServiceRowIdsBody = Static<typeof ServiceRowIdsBody>;

export const PayServiceRowsBody = Type.Object({
  operationId: OperationId,
  ids: Type.Array(Id, { minItems: 1, maxItems: SERVICE_ROWS_PER_ACTION_MAX }),
  payment: PaymentSchema,
  /** the sum of the rows' fees as the screen showed them: a row changed since refuses the payment */
  expectedDue: Type.Optional(Type.Integer({ minimum: 0, maximum: SERVICE_ROWS_PER_ACTION_MAX * GOODS_MONEY_MAX })),
});
export type PayServiceRowsBody = Static<typeof PayServiceRowsBody>;

/** A change with the toast to show and the rows as they are now. */
export const ServiceRowsChange = Type.Object({ message: Type.String(), rows: Type.Array(ServiceRow) });
export type ServiceRowsChange = Static<typeof ServiceRowsChange>;

export const ServiceCustomersQuery = Type.Object({ digits: Type.String({ pattern: '^\\d{4,11}$' }) });
export const ServiceCustomers = Type.Object({
  customers: Type.Array(Type.Object({ phone: Type.String(), name: Type.String() })),
});
export type ServiceCustomers = Static<typeof ServiceCustomers>;

export const DeliveryCalendarQuery = Type.Object({ month: MonthStart });

/** One action's paid sums by day of the month (index 0 is the 1st): the goods handled and the fees. */
const DailySums = Type.Object({ value: Type.Array(Type.Integer()), fee: Type.Array(Type.Integer()) });

/** The month's paid service rows by paid day, per customer and action (LEGACY-NOTES §7.2). */
export const DeliveryCalendar = Type.Object({
  month: IsoDate,
  days: Type.Integer(),
  customers: Type.Array(
    Type.Object({ name: Type.String(), phone: Type.String(), delivery: DailySums, sorting: DailySums }),
  ),
});
export type DeliveryCalendar = Static<typeof DeliveryCalendar>;
