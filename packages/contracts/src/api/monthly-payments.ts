import { type Static, Type } from 'typebox';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, MonthStart, MultilineText, Text } from './primitives.js';

/** The calls of «Ежемесячные платежи» (/payments/monthly-payments): recurring expenses, paid once a month. */
export const monthlyPaymentsRoutes = {
  /** GET MonthlyPaymentsQuery → MonthlyPayments */
  list: '/api/payments/monthly-payments',
  /** POST TemplateBody → MonthlyPayments (page write) */
  createTemplate: '/api/payments/monthly-payments/templates/create',
  /** POST EditTemplateBody → MonthlyPayments (page write) */
  editTemplate: '/api/payments/monthly-payments/templates/edit',
  /** POST TemplateIdBody → MonthlyPayments (page write): the template stops; what was paid stays */
  deleteTemplate: '/api/payments/monthly-payments/templates/delete',
  /** POST PayMonthlyBody → MonthlyPayments (page write): «Оплатить», once per template and month */
  pay: '/api/payments/monthly-payments/pay',
  /** GET → Payers: who may pay in cash (the caller; everyone for the director), with their cash */
  payers: '/api/payments/monthly-payments/payers',
} as const;

export const monthlyPaymentKinds = ['cash', 'cashless'] as const;
export type MonthlyPaymentKind = (typeof monthlyPaymentKinds)[number];
const Kind = literals(['cash', 'cashless'] as const);
export const monthlyPaymentKindTitle: Record<MonthlyPaymentKind, string> = { cash: 'Наличные', cashless: 'Безнал' };

/** The day of the month a template falls due (LEGACY-NOTES §3.8). */
export const MONTHLY_PAYMENT_DAY = 2;

export const MonthlyPaymentsQuery = Type.Object({ month: MonthStart });
export type MonthlyPaymentsQuery = Static<typeof MonthlyPaymentsQuery>;

const Ref = Type.Object({ id: Type.Integer(), name: Type.String() });

/** A template projected onto the month: due on the 2nd, or paid. */
export const MonthlyPayment = Type.Object({
  templateId: Type.Integer(),
  point: Ref,
  company: Type.String(),
  /** kopecks: the template's, or what was paid */
  amount: Type.Integer(),
  kind: Kind,
  note: Type.String(),
  dueOn: IsoDate,
  /** the template was deleted: shown for the months it was paid in or still owed for */
  stopped: Type.Boolean(),
  paid: Nullable(
    Type.Object({ at: Type.String({ format: 'date-time' }), by: Type.String(), payer: Nullable(Type.String()) }),
  ),
});
export type MonthlyPayment = Static<typeof MonthlyPayment>;

export const MonthlyPayments = Type.Object({
  month: IsoDate,
  rows: Type.Array(MonthlyPayment),
  totals: Type.Object({ due: Type.Integer(), paid: Type.Integer() }),
});
export type MonthlyPayments = Static<typeof MonthlyPayments>;

const TemplateFields = {
  pvzId: Id,
  company: Text(200, 1),
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000_00 }),
  kind: Kind,
  note: MultilineText(1000),
};

/** A new template is due from the month shown, or this month if that is earlier: never backdated. */
export const TemplateBody = Type.Object({ month: MonthStart, ...TemplateFields });
export type TemplateBody = Static<typeof TemplateBody>;
export const EditTemplateBody = Type.Object({ month: MonthStart, id: Id, ...TemplateFields });
export type EditTemplateBody = Static<typeof EditTemplateBody>;
export const TemplateIdBody = Type.Object({ month: MonthStart, id: Id });
export type TemplateIdBody = Static<typeof TemplateIdBody>;

/** «Оплатить»: cash from the caller's cash (the director may name another payer), cashless from the bank account. */
export const PayMonthlyBody = Type.Object({
  operationId: OperationId,
  month: MonthStart,
  templateId: Id,
  payerId: Type.Optional(Id),
});
export type PayMonthlyBody = Static<typeof PayMonthlyBody>;

export const Payers = Type.Object({
  payers: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), cash: Type.Integer() })),
});
export type Payers = Static<typeof Payers>;
