import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../schema.js';

/** A binding of a new client to the link of the client who invited them (0014-client-account). */
export interface ClientReferralsTable {
  id: Generated<number>;
  /** the new client who followed the link; bound once */
  referred_client_id: number;
  /** the inviter, the owner of the link */
  referrer_client_id: number;
  created_at: CreatedAt;
  /** when the inviter got the referral bonus for this friend */
  bonus_accrued_at: NullableTimestamp;
}

/** One move of a client's bonus balance, in kopecks (+ credit, − debit); rows are never changed. */
export interface ClientBalanceLedgerTable {
  id: Generated<number>;
  client_id: number;
  amount: number;
  reason: string;
  /** a move with a key already in the ledger is not made again */
  idempotency_key: string;
  /** the staff user's name, or 'system' for the scheduled jobs */
  created_by: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** Tables of referrals, client profiles and the client balance ledger (migration 0014). */
export type ClientAccountTables = {
  client_referrals: ClientReferralsTable;
  client_balance_ledger: ClientBalanceLedgerTable;
};
