import { messages } from '@pvz/contracts/messages';
import { type Kysely, sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import type { Database } from '../../db/schema.js';
import { conflict } from '../../errors.js';
import { adoptGuestThreads } from '../chat/client-threads.js';

/** A new client whose phone was proven by a code and who agreed to both policies; a phone taken is a 409. */
export async function createClient(
  db: Kysely<Database>,
  client: { phoneNumber: string; fio: string; passwordHash: string },
): Promise<void> {
  try {
    const { id } = await db
      .insertInto('clients')
      .values({
        phone_number: client.phoneNumber,
        fio: client.fio,
        password_hash: client.passwordHash,
        privacy_policy_agreed_at: sql<Date>`now()`,
        personal_data_policy_agreed_at: sql<Date>`now()`,
        // both policies agreed on the form: the documents need no second consent in the cabinet
        docs_accepted_at: sql<Date>`now()`,
        phone_verified_at: sql<Date>`now()`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // the phone is proven by the registration's code: what its owner wrote as a guest is theirs
    await adoptGuestThreads(db, id, client.phoneNumber);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(messages.phoneTaken);
    throw error;
  }
}
