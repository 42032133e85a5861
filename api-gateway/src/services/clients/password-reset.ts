import { RESET_WINDOW_SECONDS } from '@pvz/contracts/api/client-identity';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { forgetAuth } from '../auth-cache.js';
import { hashPassword } from '../passwords.js';
import { sameHash, sha256 } from '../tokens.js';
import { provenNow } from './phone-proof.js';

/**
 * Sets a client's new password when `proof` (the reset cookie) matches a reset code checked for the
 * phone within RESET_WINDOW_SECONDS: the code is spent and every session of the client ends.
 * Answers whether it was done.
 */
export async function resetPasswordByProof(
  db: Kysely<Database>,
  phone: string,
  proof: { recordId: string; secret: string },
  newPassword: string,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const record = await trx
      .selectFrom('one_time_codes')
      .select(['id', 'reset_token_hash'])
      .where('id', '=', proof.recordId)
      .where('phone', '=', phone)
      .where('purpose', '=', 'reset')
      .where('used_at', 'is', null)
      .where('verified_at', '>', sql<Date>`now() - make_interval(secs => ${RESET_WINDOW_SECONDS})`)
      .forUpdate()
      .executeTakeFirst();
    if (!record?.reset_token_hash || !sameHash(record.reset_token_hash, sha256(proof.secret))) return false;
    // hashed only for a proven caller: the hash costs CPU on purpose
    const passwordHash = await hashPassword(newPassword);
    const client = await trx
      .updateTable('clients')
      .set({ password_hash: passwordHash, phone_verified_at: provenNow, updated_at: sql<Date>`now()` })
      .where('phone_number', '=', phone)
      .returning('id')
      .executeTakeFirst();
    if (!client) return false;
    await trx.updateTable('one_time_codes').set({ used_at: sql<Date>`now()` }).where('id', '=', record.id).execute();
    await trx
      .updateTable('sessions')
      .set({ revoked_at: sql<Date>`now()` })
      .where('client_id', '=', client.id)
      .where('revoked_at', 'is', null)
      .execute();
    forgetAuth({ clientId: client.id });
    return true;
  });
}
