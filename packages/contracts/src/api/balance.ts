import { type Static, Type } from 'typebox';
import { Nullable } from './common.js';
import { OperationId } from './goods.js';
import { Id, IsoDate, MultilineText, PageIndex, PageSize } from './primitives.js';

/** The calls of «Баланс ПВЗ» (/balance): the points' money in the ledger and the withdrawals from it. */
export const balanceRoutes = {
  /** GET BalanceQuery → PointBalances */
  points: '/api/balance/points',
  /** GET MovementsQuery → Movements */
  movements: '/api/balance/movements',
  /** GET BalanceQuery → MonthlyFlows */
  monthly: '/api/balance/monthly',
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
  /** GET → Recipients: the staff a withdrawal may go to */
  recipients: '/api/balance/withdrawals/recipients',
} as const;

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });
export const payments = ['cash', 'online'] as const;
export type Payment = (typeof payments)[number];
const PaymentSchema = Type.Union([Type.Literal('cash'), Type.Literal('online')]);

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

export const withdrawalStatuses = ['requested', 'handed-over', 'received', 'cancelled'] as const;
export type WithdrawalStatus = (typeof withdrawalStatuses)[number];

export const withdrawalStatusTitle: Record<WithdrawalStatus, string> = {
  requested: 'Ожидает выдачи',
  'handed-over': 'Выдано, ждёт получения',
  received: 'Получено',
  cancelled: 'Отменено',
};

export const Withdrawal = Type.Object({
  id: Type.Integer(),
  point: Ref,
  payment: PaymentSchema,
  amount: Type.Integer(),
  recipient: Ref,
  note: Type.String(),
  status: Type.Unsafe<WithdrawalStatus>(Type.Union(withdrawalStatuses.map((status) => Type.Literal(status)))),
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

/** Who may receive a withdrawal: the staff, by name. */
export const Recipients = Type.Object({ recipients: Type.Array(Ref) });
export type Recipients = Static<typeof Recipients>;
