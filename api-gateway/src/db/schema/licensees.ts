import type { FeeTier } from '@pvz/contracts/licensee-fee';
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from '../schema.js';

/** An amount read as a number (kopecks far below 2^53). */
type Money = ColumnType<number, number | undefined, number>;
/** A day `YYYY-MM-DD`, read as text. */
type Day = ColumnType<string, string, string>;

/** Another network that runs the product under its own name (0038-licensees). */
export interface LicenseesTable {
  id: Generated<number>;
  name: string;
  domain: string;
  contact_name: string;
  contact_phone: string;
  email: string;
  starts_on: Day;
  active: boolean;
  note: string;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A licensee's tariff from a month on. */
export interface LicenseeTariffsTable {
  licensee_id: number;
  starts_on: Day;
  monthly_fee: Money;
  tiers: ColumnType<FeeTier[], string, string>;
  created_by: number;
  created_at: CreatedAt;
}

/** A month's invoice, with the figures it was issued with. */
export interface LicenseeInvoicesTable {
  licensee_id: number;
  month: Day;
  parcels: number;
  fixed: Money;
  per_parcel: Money;
  total: Money;
  transfer_id: number;
  issued_by: number;
  issued_at: CreatedAt;
}

/** A payment a licensee made to the main bank. */
export interface LicenseePaymentsTable {
  id: Generated<number>;
  licensee_id: number;
  amount: Money;
  paid_on: Day;
  note: string;
  transfer_id: number;
  created_by: number;
  created_at: CreatedAt;
}

export type LicenseeTables = {
  licensees: LicenseesTable;
  licensee_tariffs: LicenseeTariffsTable;
  licensee_invoices: LicenseeInvoicesTable;
  licensee_payments: LicenseePaymentsTable;
};
