import { type Kysely, sql } from 'kysely';
import type { LoginLimits } from '../config.js';
import type { Database } from '../db/schema.js';

/**
 * Sign-in attempts are written down before the password is checked, and a success erases the
 * account's record: so many attempts sent at once all count, and the limits hold across gateway
 * instances. Too many for one account, or from one address, within the window → refused for a while.
 */
export async function recordAttemptAndCheckLimits(
  db: Kysely<Database>,
  limits: LoginLimits,
  account: string,
  ip: string,
): Promise<'allowed' | 'throttled'> {
  await db.insertInto('login_failures').values({ account, ip }).execute();
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
  // The attempt being made is one of the rows: the limit-th attempt is still checked.
  const over = Number(row.byAccount) > limits.perAccount || Number(row.byAddress) > limits.perAddress;
  return over ? 'throttled' : 'allowed';
}

/** A successful sign-in forgives the account's earlier failures (and removes its own attempt). */
export async function clearLoginFailures(db: Kysely<Database>, account: string) {
  await db.deleteFrom('login_failures').where('account', '=', account).execute();
}
