import { CLIENT_BALANCE_MAX } from '@pvz/contracts/api/client-account';
import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable } from '../../errors.js';

/** A client's bonus balance in kopecks: the sum of their ledger rows. */
export async function balanceOf(db: Db, clientId: number): Promise<number> {
  const row = await db
    .selectFrom('client_balance_ledger')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export interface LedgerMove {
  clientId: number;
  /** kopecks: + credit, − debit; never 0 */
  amount: number;
  reason: string;
  /** a move whose key is in the ledger already is not made again */
  key: string;
  /** the staff user's name, or 'system' */
  by: string;
}

/**
 * Appends one move to a client's balance. The client's row is locked first, so two moves of one
 * client never both pass the check; a move that would take the balance below zero, or past
 * CLIENT_BALANCE_MAX, is refused.
 * Answers false when the key was used before (nothing changes).
 */
export async function postLedgerMove(trx: Transaction<Database>, move: LedgerMove): Promise<boolean> {
  const client = await trx
    .selectFrom('clients')
    .select('id')
    .where('id', '=', move.clientId)
    .forUpdate()
    .executeTakeFirst();
  if (!client) throw notFound(messages.clientNotFound);
  const used = await trx
    .selectFrom('client_balance_ledger')
    .select('id')
    .where('idempotency_key', '=', move.key)
    .executeTakeFirst();
  if (used) return false;
  const balance = await balanceOf(trx, move.clientId);
  if (balance + move.amount < 0) throw unprocessable(messages.balanceNegative);
  if (balance + move.amount > CLIENT_BALANCE_MAX) throw unprocessable(messages.balanceTooLarge);
  await trx
    .insertInto('client_balance_ledger')
    .values({
      client_id: move.clientId,
      amount: move.amount,
      reason: move.reason,
      idempotency_key: move.key,
      created_by: move.by,
    })
    .execute();
  return true;
}
