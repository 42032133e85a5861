import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The value of `clients.phone_verified_at` once a code sent to the phone came back: the first proof stays. */
export const provenNow = sql<Date>`coalesce(phone_verified_at, now())`;

/** Marks the account's phone proven: its owner just entered a code sent to it. */
export async function markPhoneProven(db: Db, clientId: number): Promise<void> {
  await db.updateTable('clients').set({ phone_verified_at: provenNow }).where('id', '=', clientId).execute();
}
