import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, KOPECKS_MAX, MultilineText, Text } from './primitives.js';

/**
 * The balances of the delivery and the sorting service (/balance/delivery, /balance/sort): the fees
 * of paid service rows minus what was withdrawn, by customer and period; and the debtors
 * (/balance/debtors, /payments/debtors*, the public /debtor/{link}): customers with unpaid rows.
 */
export const serviceBalanceRoutes = {
  /** GET ServiceBalanceQuery → ServiceBalance */
  delivery: '/api/balance/delivery',
  /** POST ServiceWithdrawBody → ServiceBalance: a withdrawal posted at once */
  deliveryWithdraw: '/api/balance/delivery/withdraw',
  /** GET ServiceBalanceQuery → ServiceBalance */
  sort: '/api/balance/sort',
  /** POST ServiceWithdrawBody → ServiceBalance */
  sortWithdraw: '/api/balance/sort/withdraw',
} as const;

export const debtorsRoutes = {
  /** GET DebtorsQuery → Debtors (page «Баланс должников») */
  balance: '/api/balance/debtors',
  /** GET DebtorsQuery → Debtors (page «Должники») */
  list: '/api/payments/debtors',
  /** GET PublicDebtorQuery → PublicDebtor: what the link's customer owes, without a login */
  publicDebtor: '/api/public/debtor',
} as const;

export const ServiceBalanceQuery = Type.Object({ from: Type.Optional(IsoDate), to: Type.Optional(IsoDate) });
export type ServiceBalanceQuery = Static<typeof ServiceBalanceQuery>;

const Payment = literals(['cash', 'online'] as const);

export const ServiceBalance = Type.Object({
  from: IsoDate,
  to: IsoDate,
  /** what the service's account holds now */
  balance: Type.Integer(),
  paidInPeriod: Type.Integer(),
  withdrawnInPeriod: Type.Integer(),
  /** fees paid in the period, by customer, the largest first */
  customers: Type.Array(
    Type.Object({
      phone: Type.String(),
      name: Type.String(),
      rows: Type.Integer(),
      value: Type.Integer(),
      paid: Type.Integer(),
    }),
  ),
  withdrawals: Type.Array(
    Type.Object({
      id: Type.Integer(),
      at: Type.String(),
      amount: Type.Integer(),
      payment: Payment,
      recipient: Nullable(Type.String()),
      by: Type.String(),
      note: Type.String(),
    }),
  ),
});
export type ServiceBalance = Static<typeof ServiceBalance>;

/** Cash goes to a person's cash, online to the company's bank account; at once, never above the balance. */
export const ServiceWithdrawBody = Type.Object({
  operationId: OperationId,
  amount: Type.Integer({ minimum: 1, maximum: KOPECKS_MAX }),
  payment: Payment,
  recipientId: Type.Optional(Id),
  note: MultilineText(1000),
  /** the period the answer shows */
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type ServiceWithdrawBody = Static<typeof ServiceWithdrawBody>;

/** all: every debt; monthly: by the month the rows were made; current: this month's only. */
export const debtorViews = ['all', 'monthly', 'current'] as const;
export type DebtorView = (typeof debtorViews)[number];
export const DebtorsQuery = Type.Object({ view: Type.Optional(literals(debtorViews)), q: Type.Optional(Text(100)) });
export type DebtorsQuery = Static<typeof DebtorsQuery>;

/** A business customer with unpaid service rows, an employee whose payroll says «Нам должны», or a licensee with unpaid invoices. */
export const debtorKinds = ['customer', 'employee', 'licensee'] as const;
export const debtorKindTitle: Record<(typeof debtorKinds)[number], string> = {
  customer: 'Заказчик',
  employee: 'Сотрудник',
  licensee: 'Лицензиат',
};

export const Debtor = Type.Object({
  kind: literals(debtorKinds),
  phone: Type.String(),
  name: Type.String(),
  /** the month of the rows (`monthly`), else null */
  month: Nullable(IsoDate),
  owed: Type.Integer(),
  rows: Type.Integer(),
  /** the oldest unpaid row's day (an employee's: the first day of the oldest month owed) */
  since: IsoDate,
  /** the public page: `/debtor/{link}` */
  link: Type.String(),
});
export type Debtor = Static<typeof Debtor>;

export const Debtors = Type.Object({
  view: literals(debtorViews),
  debtors: Type.Array(Debtor),
  total: Type.Integer(),
  /** what is owed by the month the rows were made, oldest first (the chart) */
  byMonth: Type.Array(Type.Object({ month: IsoDate, owed: Type.Integer() })),
});
export type Debtors = Static<typeof Debtors>;

export const DEBTOR_LINK_PATTERN = '^d-[A-Za-z0-9_-]{22}$';
export const PublicDebtorQuery = Type.Object({ link: Type.String({ maxLength: 40 }) });

/** What the public page shows: who, how much, for what; nothing else. */
export const PublicDebtor = Type.Object({
  name: Type.String(),
  owed: Type.Integer(),
  rows: Type.Array(
    Type.Object({
      date: IsoDate,
      /** «Сортировка», «Доставка», or «Зарплата за …» */
      title: Type.String(),
      /** the goods value a service fee was taken on */
      value: Nullable(Type.Integer()),
      amount: Type.Integer(),
    }),
  ),
});
export type PublicDebtor = Static<typeof PublicDebtor>;
