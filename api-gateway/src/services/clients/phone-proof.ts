import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { forgetAuth } from '../auth-cache.js';
import { adoptGuestThreads } from '../chat/client-threads.js';
import { hashPassword } from '../passwords.js';
import { randomToken } from '../tokens.js';

/** The value of `clients.phone_verified_at` once a code sent to the phone came back: the first proof stays. */
export const provenNow = sql<Date>`coalesce(phone_verified_at, now())`;

export interface Prover {
  client: { id: number; phoneNumber: string };
  /** the prover's own session, which stays; null when the proof opens a new one (a sign-in by code) */
  sessionId: string | null;
  /** whether the prover knew the account's password (they proved the phone from a password session) */
  knowsPassword: boolean;
}

/**
 * A code sent to the phone came back for this account. An account made before phones were proven
 * may have been made by someone else than the phone's owner, so when it turns proven now its other
 * sessions end and the browsers it knew are forgotten; and when the prover did not sign in with the
 * password, the password (which its maker knows) is replaced by one nobody knows: the owner sets
 * their own by «Забыли пароль?». Answers whether the account was unproven.
 */
export async function claimAccountByPhone(db: Db, prover: Prover): Promise<boolean> {
  const turned = await db
    .updateTable('clients')
    .set({ phone_verified_at: sql<Date>`now()`, updated_at: sql<Date>`now()` })
    .where('id', '=', prover.client.id)
    .where('phone_verified_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!turned) return false;
  await adoptGuestThreads(db, prover.client.id, prover.client.phoneNumber);
  let sessions = db
    .updateTable('sessions')
    .set({ revoked_at: sql<Date>`now()` })
    .where('client_id', '=', prover.client.id)
    .where('revoked_at', 'is', null);
  if (prover.sessionId !== null) sessions = sessions.where('id', '<>', prover.sessionId);
  await sessions.execute();
  await db.deleteFrom('known_devices').where('account', '=', `client:${prover.client.phoneNumber}`).execute();
  if (!prover.knowsPassword) {
    await db
      .updateTable('clients')
      .set({ password_hash: await hashPassword(randomToken()) })
      .where('id', '=', prover.client.id)
      .execute();
  }
  forgetAuth({ clientId: prover.client.id });
  return true;
}
