import { messages } from '@pvz/contracts/messages';
import { type Kysely, sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import type { ClientAuth } from '../../plugins/app/sessions.js';
import { forgetAuth } from '../auth-cache.js';
import { verifyPassword } from '../passwords.js';

/** The client's old password, else a 400; a right one forgives the failed guesses counted on `account`. */
export async function verifyOldPassword(
  db: Kysely<Database>,
  clientId: number,
  account: string,
  oldPassword: string,
): Promise<void> {
  const stored = await db.selectFrom('clients').select('password_hash').where('id', '=', clientId).executeTakeFirst();
  if (!stored) throw notFound();
  if (!(await verifyPassword(stored.password_hash, oldPassword))) throw badRequest(messages.oldPasswordWrong);
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}

/**
 * Stores a client's edited profile: a new phone (proven) moves their devices' tokens with it, a new
 * password ends their other sessions; a phone another client has is a 409.
 */
export async function saveProfile(
  db: Kysely<Database>,
  auth: ClientAuth,
  edit: { fio: string; phone: string; phoneChanged: boolean; passwordHash: string | null },
): Promise<void> {
  const { fio, phone, phoneChanged, passwordHash } = edit;
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('clients')
        .set({
          fio,
          phone_number: phone,
          ...(phoneChanged && { phone_verified_at: sql<Date>`now()` }),
          ...(passwordHash !== null && { password_hash: passwordHash }),
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', auth.client.id)
        .execute();
      // the client's devices get the pushes of the new phone, and none of the old one's next owner
      if (phoneChanged) {
        await trx
          .updateTable('client_device_tokens')
          .set({ phone_number: phone })
          .where('phone_number', '=', auth.client.phoneNumber)
          .execute();
      }
      if (passwordHash !== null) {
        await trx
          .updateTable('sessions')
          .set({ revoked_at: sql<Date>`now()` })
          .where('client_id', '=', auth.client.id)
          .where('id', '<>', auth.sessionId)
          .where('revoked_at', 'is', null)
          .execute();
      }
    });
    forgetAuth({ clientId: auth.client.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.clientPhoneTaken);
    throw error;
  }
}
