import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { voidPending } from './transfers.js';

/** At most this many reservations are voided in one run; the next run takes the rest. */
const BATCH = 500;

/**
 * Voids the reservations whose time ran out (a withdrawal nobody received, a transfer nobody
 * confirmed): their money returns to the debit account. Each void has its own key, so two runs at
 * once void each reservation once.
 * @returns how many were voided
 */
export async function voidExpiredPending(db: Db, now: Date): Promise<number> {
  const expired = await db
    .selectFrom('ledger_transfers as t')
    .select('t.id')
    .where('t.type', '=', 'pending')
    .where('t.expires_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('ledger_transfers as r').select(sql`1`.as('one')).whereRef('r.pending_id', '=', 't.id'))),
    )
    .orderBy('t.id')
    .limit(BATCH)
    .execute();
  let voided = 0;
  for (const { id } of expired) {
    try {
      const { replayed } = await voidPending(db, {
        key: `ledger-expiry:${id}`,
        pendingId: id,
        reason: messages.ledgerExpiredReason,
      });
      if (!replayed) voided += 1;
    } catch (error) {
      // posted or voided meanwhile: nothing left to do
      if (!(error instanceof AppError && error.message === messages.ledgerResolvedAlready)) throw error;
    }
  }
  return voided;
}
