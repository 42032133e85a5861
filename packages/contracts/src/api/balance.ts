import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, MultilineText, PageIndex, PageSize } from './primitives.js';

/** The calls of «Баланс ПВЗ» (/balance): the points' money in the ledger and the withdrawals from it. */
export const balanceRoutes = {
  /** GET BalanceQuery → PointBalances */
  points: '/api/balance/points',
  /** GET MovementsQuery → Movements */
  movements: '/api/balance/movements',
  /** GET BalanceQuery → MonthlyFlows */
  monthly: '/api/balance/monthly',
  /** GET BalanceHistoryQuery → BalanceHistory: one point's balances at the end of each day of the period */
  history: '/api/balance/history',
  /** GET WithdrawalsQuery → Withdrawals */
  withdrawals: '/api/balance/withdrawals',
  /** POST CreateWithdrawalBody → Withdrawal (page write) */
  createWithdrawal: '/api/balance/withdrawals/create',
  /** POST WithdrawalIdBody → Withdrawal: the point's operator hands the cash over */
  handOverWithdrawal: '/api/balance/withdrawals/hand-over',
  /** POST WithdrawalIdBody → Withdrawal: the recipient has it; only now the money moves */
  receiveWithdrawal: '/api/balance/withdrawals/receive',
  /** POST WithdrawalIdBody → Withdrawal: ADMIN cancels a request not received yet */
  cancelWithdrawal: '/api/balance/withdrawals/cancel',
  /** GET RecipientsQuery → Recipients: the staff a withdrawal may go to (a point's own people with `pvzId`) */
  recipients: '/api/balance/withdrawals/recipients',
  /** GET BalanceQuery → Income: what partner points and regional managers earned */
  income: '/api/balance/income',
  /** POST WithdrawIncomeBody → Withdrawal: «Вывод дохода», cash from a point's box (page write) */
  withdrawIncome: '/api/balance/income/withdraw',
  /** GET IncomeRatesQuery → IncomeRates: a partner point's or a manager's percent over time */
  incomeRates: '/api/balance/income/rates',
  /** POST SetIncomeRateBody → IncomeRates (ADMIN): a percent from a day on */
  setIncomeRate: '/api/balance/income/rates/set',
} as const;

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });
export const payments = ['cash', 'online'] as const;
export type Payment = (typeof payments)[number];
const PaymentSchema = literals(payments);

/** A point, or every point of the caller's scope; a period of Moscow days (default: this month). */
export const BalanceQuery = Type.Object({
  pvzId: Type.Optional(Id),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type BalanceQuery = Static<typeof BalanceQuery>;

/** One account of a point: what it holds now and what moved in the period. */
const AccountFigures = Type.Object({
  /** posted: what is in it now */
  balance: Type.Integer(),
  /** reserved for withdrawals not received yet */
  reserved: Type.Integer(),
  /** what a new withdrawal may take */
  available: Type.Integer(),
  /** taken at the counter in the period */
  takenInPeriod: Type.Integer(),
  /** gone out in the period (received withdrawals) */
  outInPeriod: Type.Integer(),
});
export type AccountFigures = Static<typeof AccountFigures>;

export const PointBalance = Type.Object({ point: Ref, cash: AccountFigures, online: AccountFigures });
export type PointBalance = Static<typeof PointBalance>;

export const PointBalances = Type.Object({
  from: IsoDate,
  to: IsoDate,
  points: Type.Array(PointBalance),
  totals: Type.Object({ cash: AccountFigures, online: AccountFigures }),
});
export type PointBalances = Static<typeof PointBalances>;

/** The movements of one point's account behind a figure, newest first. */
export const MovementsQuery = Type.Object({
  pvzId: Id,
  account: PaymentSchema,
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  page: PageIndex(),
  pageSize: PageSize(200),
});
export type MovementsQuery = Static<typeof MovementsQuery>;

export const Movement = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  /** what kind of move: goods-cash, goods-online, withdrawal, … */
  kind: Type.String(),
  /** + into the account, − out of it */
  amount: Type.Integer(),
  /** pending: reserved, not moved yet */
  pending: Type.Boolean(),
  /** the other side of the move */
  counterpart: Type.String(),
  /** what caused it: `goods:1,2`, `withdrawal:5` */
  reference: Nullable(Type.String()),
});
export type Movement = Static<typeof Movement>;
export const Movements = Type.Object({ rows: Type.Array(Movement), total: Type.Integer() });
export type Movements = Static<typeof Movements>;

/** Money in and out per month of the period, for the chart. */
export const MonthlyFlows = Type.Object({
  months: Type.Array(
    Type.Object({
      /** `YYYY-MM-01` */
      month: IsoDate,
      cashIn: Type.Integer(),
      onlineIn: Type.Integer(),
      out: Type.Integer(),
    }),
  ),
});
export type MonthlyFlows = Static<typeof MonthlyFlows>;

export const BalanceHistoryQuery = Type.Object({
  pvzId: Id,
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
});
export type BalanceHistoryQuery = Static<typeof BalanceHistoryQuery>;

/** A point's posted cash and online money at the end of each Moscow day of the period, for the line chart. */
export const BalanceHistory = Type.Object({
  days: Type.Array(Type.Object({ day: IsoDate, cash: Type.Integer(), online: Type.Integer() })),
});
export type BalanceHistory = Static<typeof BalanceHistory>;

export const withdrawalStatuses = ['requested', 'handed-over', 'received', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalStatusTitle: Record<WithdrawalStatus, string> = {
  requested: 'Ожидает выдачи',
  'handed-over': 'Выдано, ждёт получения',
  received: 'Получено',
  cancelled: 'Отменено',
};

/** What a withdrawal takes: the point's takings, or a partner's or a manager's income (paid from the box). */
export const withdrawalPurposes = ['takings', 'partner-income', 'manager-income'] as const;
export type WithdrawalPurpose = (typeof withdrawalPurposes)[number];

export const withdrawalPurposeTitle: Record<WithdrawalPurpose, string> = {
  takings: 'Вывод средств',
  'partner-income': 'Вывод дохода ППВЗ',
  'manager-income': 'Вывод дохода менеджера',
};

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  point: Ref,
  purpose: literals(withdrawalPurposes),
  payment: PaymentSchema,
  amount: Type.Integer(),
  recipient: Ref,
  note: Type.String(),
  status: literals(withdrawalStatuses),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: Type.String(),
  handedOverAt: Nullable(Type.String({ format: 'date-time' })),
  handedOverBy: Nullable(Type.String()),
  receivedAt: Nullable(Type.String({ format: 'date-time' })),
  cancelledAt: Nullable(Type.String({ format: 'date-time' })),
});
export type Withdrawal = Static<typeof Withdrawal>;

export const WithdrawalsQuery = Type.Object({
  pvzId: Type.Optional(Id),
  /** only those not received nor cancelled */
  open: Type.Optional(Type.Boolean()),
});
export const Withdrawals = Type.Object({
  rows: Type.Array(Withdrawal),
  /** handed over to me and not received yet: the badge */
  waitingForMe: Type.Integer(),
});
export type Withdrawals = Static<typeof Withdrawals>;

export const CreateWithdrawalBody = Type.Object({
  operationId: OperationId,
  pvzId: Id,
  payment: PaymentSchema,
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000_00 }),
  recipientId: Id,
  note: MultilineText(1000),
});
export type CreateWithdrawalBody = Static<typeof CreateWithdrawalBody>;

export const WithdrawalIdBody = Type.Object({ operationId: OperationId, id: Id });
export type WithdrawalIdBody = Static<typeof WithdrawalIdBody>;

/** The people of one point (their home point): who may receive a partner point's income. */
export const RecipientsQuery = Type.Object({ pvzId: Type.Optional(Id) });
export type RecipientsQuery = Static<typeof RecipientsQuery>;

/** Who may receive a withdrawal: the staff, by name. */
export const Recipients = Type.Object({ recipients: Type.Array(Ref) });
export type Recipients = Static<typeof Recipients>;

/** An earner's income account: accrued at each hand-over at the rate of the day, minus what was withdrawn. */
const IncomeFigures = Type.Object({
  /** the percent in force today */
  percent: Type.Number(),
  /** accrued since the start */
  earned: Type.Integer(),
  /** received withdrawals */
  withdrawn: Type.Integer(),
  /** requested and not received yet */
  reserved: Type.Integer(),
  /** what «Вывод дохода» may take now */
  available: Type.Integer(),
  earnedInPeriod: Type.Integer(),
});
export type IncomeFigures = Static<typeof IncomeFigures>;

export const Income = Type.Object({
  from: IsoDate,
  to: IsoDate,
  /** the partner points of the caller's scope (or the one asked for) */
  partners: Type.Array(Type.Object({ point: Ref, income: IncomeFigures })),
  /** every regional manager for the director; a manager sees their own */
  managers: Type.Array(Type.Object({ manager: Ref, income: IncomeFigures })),
});
export type Income = Static<typeof Income>;

/**
 * «Вывод дохода»: cash from the point's box to the partner's owner (the point's income) or to a
 * regional manager (`managerId`: their income, received by them).
 */
export const WithdrawIncomeBody = Type.Object({
  operationId: OperationId,
  pvzId: Id,
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000_00 }),
  /** who receives a partner point's income (one of its people: their home point); a manager receives their own */
  recipientId: Type.Optional(Id),
  managerId: Type.Optional(Id),
  note: MultilineText(1000),
});
export type WithdrawIncomeBody = Static<typeof WithdrawIncomeBody>;

/** A partner point's rates (`pvzId`) or a regional manager's (`managerId`). */
export const IncomeRatesQuery = Type.Object({ pvzId: Type.Optional(Id), managerId: Type.Optional(Id) });
export type IncomeRatesQuery = Static<typeof IncomeRatesQuery>;

export const IncomeRate = Type.Object({
  percent: Type.Number(),
  startsOn: IsoDate,
  setBy: Type.String(),
});
export const IncomeRates = Type.Object({
  /** the settings' percent, in force before the first rate */
  defaultPercent: Type.Number(),
  rates: Type.Array(IncomeRate),
});
export type IncomeRates = Static<typeof IncomeRates>;

export const SetIncomeRateBody = Type.Object({
  pvzId: Type.Optional(Id),
  managerId: Type.Optional(Id),
  /** 0–100, at most two decimals */
  percent: Type.Number({ minimum: 0, maximum: 100 }),
  /** tomorrow or later: earned income is never recounted */
  startsOn: IsoDate,
});
export type SetIncomeRateBody = Static<typeof SetIncomeRateBody>;
