import { type Kysely, sql } from 'kysely';
import type { LoginLimits } from '../config.js';
import type { Database } from '../db/schema.js';

/**
 * Failed sign-ins are counted in the database, so the limits hold across gateway instances:
 * too many failures for one account, or from one address, within the window → refuse for a while.
 */
export async function loginThrottled(db: Kysely<Database>, limits: LoginLimits, account: string, ip: string) {
  const since = sql<Date>`now() - make_interval(mins => ${limits.windowMinutes})`;
  const row = await db
    .selectFrom('login_failures')
    .select([
      (eb) => eb.fn.count<number>('id').filterWhere('account', '=', account).as('byAccount'),
      (eb) => eb.fn.count<number>('id').filterWhere('ip', '=', ip).as('byAddress'),
    ])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('account', '=', account), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return Number(row.byAccount) >= limits.perAccount || Number(row.byAddress) >= limits.perAddress;
}

export async function recordLoginFailure(db: Kysely<Database>, account: string, ip: string) {
  await db.insertInto('login_failures').values({ account, ip }).execute();
}

/** A successful sign-in forgives the account's earlier failures. */
export async function clearLoginFailures(db: Kysely<Database>, account: string) {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}
