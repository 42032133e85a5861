import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { hashPassword } from './passwords.js';
import { randomToken } from './tokens.js';

export interface CreatedAdmin {
  username: string;
  /** set when no password was configured and one was generated */
  generatedPassword: string | null;
}

/**
 * On a database without an ADMIN, creates one. Several instances may start at once;
 * the advisory lock lets exactly one of them do it.
 */
export async function ensureAdmin(
  db: Kysely<Database>,
  admin: { username: string; password: string | null },
): Promise<CreatedAdmin | null> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('pvz:ensure-admin'))`.execute(trx);
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('role', '=', ADMIN_ROLE)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (existing) return null;
    const generatedPassword = admin.password ? null : randomToken(12);
    const passwordHash = await hashPassword(admin.password ?? (generatedPassword as string));
    await trx
      .insertInto('users')
      .values({ username: admin.username, password_hash: passwordHash, role: ADMIN_ROLE })
      .execute();
    return { username: admin.username, generatedPassword };
  });
}
