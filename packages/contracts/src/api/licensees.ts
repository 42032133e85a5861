import { type Static, Type } from 'typebox';
import { MAX_TIERS, PER_PARCEL_MAX } from '../licensee-fee.js';
import { literals, Nullable, OperationId } from './common.js';
import { Id, IsoDate, Kopecks, MonthStart, MultilineText, PageIndex, PageSize, Text } from './primitives.js';

/**
 * Licensees (issue 18): other networks that run this product under their own name, billed a fixed
 * monthly fee plus a graduated fee per parcel handled at their points (`@pvz/contracts/licensee-fee`).
 * Whoever the director grants the pages sees them and keeps the cards of their points; tariffs (so a new
 * licensee too), invoices and payments are the director's. A month is invoiced once it is over.
 */
export const licenseeRoutes = {
  /** GET → Licensees: every licensee with its tariff now and its points («Лицензиаты», /renters) */
  list: '/api/renters',
  /** POST CreateLicenseeBody → LicenseesChange (the director: it sets the tariff) */
  create: '/api/renters/create',
  /** POST EditLicenseeBody → LicenseesChange */
  edit: '/api/renters/edit',
  /** POST TariffBody → LicenseesChange: a tariff from a month on (the months before keep theirs; the director) */
  tariff: '/api/renters/tariff',
  /** GET CalculationQuery → Calculation: the month per licensee (/spreadsheets/saas) */
  calculation: '/api/spreadsheets/saas',
  /** POST InvoiceBody → CalculationChange: the month's invoice posted to the licensee's account, once */
  invoice: '/api/spreadsheets/saas/invoice',
  /** GET SaasSummaryQuery → SaasSummary: invoiced per month and licensee in a year (/summary-tables/saas) */
  summary: '/api/summary-tables/saas',
  /** GET → LicenseeBalances: invoiced, paid and owed per licensee (/balance/trackbis) */
  balances: '/api/balance/trackbis',
  /** GET LicenseeMovementsQuery → LicenseeMovements: one licensee's invoices and payments, what it owed after each */
  movements: '/api/balance/trackbis/movements',
  /** POST LicenseePaymentBody → LicenseeBalancesChange: a payment received to the main bank */
  pay: '/api/balance/trackbis/pay',
} as const;

export const FeeTier = Type.Object({
  from: Type.Integer({ minimum: 0, maximum: 10_000_000 }),
  perParcel: Kopecks(PER_PARCEL_MAX),
});
export const Tariff = Type.Object({
  /** the month it applies from */
  startsOn: MonthStart,
  monthlyFee: Kopecks(100_000_000),
  tiers: Type.Array(FeeTier, { minItems: 1, maxItems: MAX_TIERS }),
});
export type Tariff = Static<typeof Tariff>;

const LicenseeFields = {
  name: Text(200, 1),
  domain: Text(200),
  contactName: Text(200),
  contactPhone: Text(40),
  email: Text(200),
  startsOn: IsoDate,
  active: Type.Boolean(),
  note: MultilineText(1000),
  /** the points it runs: their parcels count for its bill */
  pointIds: Type.Array(Id, { maxItems: 1000, uniqueItems: true }),
};

export const Licensee = Type.Object({
  id: Type.Integer(),
  ...LicenseeFields,
  points: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** the tariff of the current month, if it has one */
  tariff: Nullable(Tariff),
  tariffs: Type.Array(Tariff),
});
export type Licensee = Static<typeof Licensee>;
export const Licensees = Type.Object({ licensees: Type.Array(Licensee) });
export type Licensees = Static<typeof Licensees>;
export const LicenseesChange = Type.Object({ message: Type.String(), licensees: Type.Array(Licensee) });
export type LicenseesChange = Static<typeof LicenseesChange>;

export const CreateLicenseeBody = Type.Object({ operationId: OperationId, ...LicenseeFields, tariff: Tariff });
export type CreateLicenseeBody = Static<typeof CreateLicenseeBody>;
export const EditLicenseeBody = Type.Object({ operationId: OperationId, id: Id, ...LicenseeFields });
export type EditLicenseeBody = Static<typeof EditLicenseeBody>;
export const TariffBody = Type.Object({ operationId: OperationId, licenseeId: Id, tariff: Tariff });
export type TariffBody = Static<typeof TariffBody>;

export const CalculationQuery = Type.Object({ month: MonthStart });
export type CalculationQuery = Static<typeof CalculationQuery>;
export const CalculationRow = Type.Object({
  licensee: Type.Object({ id: Type.Integer(), name: Type.String() }),
  parcels: Type.Integer(),
  fixed: Type.Integer(),
  perParcel: Type.Integer(),
  total: Type.Integer(),
  /** no tariff covers the month: nothing to invoice */
  hasTariff: Type.Boolean(),
  /** the invoice of the month, once issued: its figures stay as they were */
  invoicedAt: Nullable(Type.String()),
  invoicedBy: Nullable(Type.String()),
});
export type CalculationRow = Static<typeof CalculationRow>;
export const Calculation = Type.Object({
  month: Type.String(),
  rows: Type.Array(CalculationRow),
  totals: Type.Object({ parcels: Type.Integer(), total: Type.Integer(), invoiced: Type.Integer() }),
});
export type Calculation = Static<typeof Calculation>;
export const CalculationChange = Type.Object({ message: Type.String(), calculation: Calculation });
export type CalculationChange = Static<typeof CalculationChange>;
export const InvoiceBody = Type.Object({ operationId: OperationId, month: MonthStart, licenseeId: Id });
export type InvoiceBody = Static<typeof InvoiceBody>;

export const SaasSummaryQuery = Type.Object({ year: Type.Integer({ minimum: 2000, maximum: 2100 }) });
export type SaasSummaryQuery = Static<typeof SaasSummaryQuery>;
export const SaasSummary = Type.Object({
  licensees: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
  /** a row per month of the year: invoiced per licensee (by id) and in all */
  months: Type.Array(
    Type.Object({
      month: Type.String(),
      byLicensee: Type.Record(Type.String(), Type.Integer()),
      parcels: Type.Integer(),
      total: Type.Integer(),
    }),
  ),
  total: Type.Integer(),
});
export type SaasSummary = Static<typeof SaasSummary>;

export const LicenseeBalance = Type.Object({
  licensee: Type.Object({ id: Type.Integer(), name: Type.String() }),
  invoiced: Type.Integer(),
  paid: Type.Integer(),
  /** invoiced − paid: below zero when paid ahead */
  owed: Type.Integer(),
  lastPaidOn: Nullable(Type.String()),
});
export type LicenseeBalance = Static<typeof LicenseeBalance>;
export const LicenseeBalances = Type.Object({
  rows: Type.Array(LicenseeBalance),
  totals: Type.Object({ invoiced: Type.Integer(), paid: Type.Integer(), owed: Type.Integer() }),
});
export type LicenseeBalances = Static<typeof LicenseeBalances>;
/**
 * One licensee's invoices and payments, a page at a time, newest first: by the day of each (a payment
 * recorded late stands on the day it was made), then in the order they were posted.
 */
export const LicenseeMovementsQuery = Type.Object({
  licenseeId: Id,
  page: PageIndex(),
  pageSize: PageSize(200),
});
export type LicenseeMovementsQuery = Static<typeof LicenseeMovementsQuery>;
export const LicenseeMovement = Type.Object({
  /** the ledger transfer that posted it */
  id: Type.Integer(),
  /** an invoice raises what the licensee owes, a payment lowers it */
  kind: literals(['invoice', 'payment'] as const),
  /** `YYYY-MM-DD`: the day an invoice was issued (Moscow time), the day a payment was made */
  on: Type.String(),
  /** the month an invoice bills, `YYYY-MM-01`; null for a payment */
  month: Nullable(Type.String()),
  /** the parcels an invoice counted; null for a payment */
  parcels: Nullable(Type.Integer()),
  /** an invoice's total; null for a payment */
  invoiced: Nullable(Type.Integer()),
  /** a payment's amount; null for an invoice */
  paid: Nullable(Type.Integer()),
  /** what the licensee owed after this movement: below zero when paid ahead */
  owed: Type.Integer(),
  /** a payment's note; empty for an invoice */
  note: Type.String(),
  /** who issued the invoice or recorded the payment */
  by: Nullable(Type.String()),
  /** when it was posted to the ledger */
  at: Type.String({ format: 'date-time' }),
});
export type LicenseeMovement = Static<typeof LicenseeMovement>;
export const LicenseeMovements = Type.Object({ rows: Type.Array(LicenseeMovement), total: Type.Integer() });
export type LicenseeMovements = Static<typeof LicenseeMovements>;

export const LicenseePaymentBody = Type.Object({
  operationId: OperationId,
  licenseeId: Id,
  amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
  paidOn: IsoDate,
  note: MultilineText(1000),
});
export type LicenseePaymentBody = Static<typeof LicenseePaymentBody>;
export const LicenseeBalancesChange = Type.Object({ message: Type.String(), balances: LicenseeBalances });
export type LicenseeBalancesChange = Static<typeof LicenseeBalancesChange>;
