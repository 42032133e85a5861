import { type Kysely, sql, type Transaction } from 'kysely';
import type { LoginLimits } from '../config.js';
import type { Database } from '../db/schema.js';

/** Who is trying to sign in to which account. */
export interface AttemptSource {
  /** the login, e.g. `staff:admin` or `client:+79123456789` */
  account: string;
  address: string;
  /** the hash of the caller's device when the account signed in from it before; null for any other caller */
  knownDevice: string | null;
}

/** The limit that refused an attempt (the audit log names it). */
export type Limit = 'known-device' | 'account-and-address' | 'account' | 'address';

export type Admission = { admitted: true } | { admitted: false; limit: Limit; retryAfterSeconds: number };

interface Failure {
  account: string;
  ip: string;
  /** how long ago it happened, by the database's clock */
  ageMs: number;
}

/** How long until fewer than `limit` of these failures (newest first) are left in the window; 0 if already. */
function untilUnder(failures: Failure[], limit: number, windowMs: number): number {
  const oldestCounted = failures[limit - 1];
  return oldestCounted ? windowMs - oldestCounted.ageMs : 0;
}

/** 1, 2, 4 … up to the maximum seconds after the account's latest failure, once its free failures are spent. */
function accountDelay(ofAccount: Failure[], limits: LoginLimits): number {
  const latest = ofAccount[0];
  const beyondFree = ofAccount.length - limits.accountFreeFailures;
  if (!latest || beyondFree < 0) return 0;
  return Math.min(limits.delayBaseSeconds * 2 ** beyondFree, limits.maxDelaySeconds) * 1000 - latest.ageMs;
}

/**
 * How long a caller unknown to the account waits: out the window once its (account, address) pair or
 * its address has failed too often; and the account's growing delay. The owner is never locked out
 * for long by strangers this way, and a guesser spread over many addresses still gets one try per wait.
 */
function unknownCallerWait(source: AttemptSource, limits: LoginLimits, failures: Failure[]): [Limit, number] {
  const windowMs = limits.windowMinutes * 60_000;
  const ofAccount = failures.filter((failure) => failure.account === source.account);
  const fromHere = (failure: Failure) => failure.ip === source.address;
  const waits: [Limit, number][] = [
    ['account-and-address', untilUnder(ofAccount.filter(fromHere), limits.perAccountAndAddress, windowMs)],
    ['address', untilUnder(failures.filter(fromHere), limits.perAddress, windowMs)],
    ['account', accountDelay(ofAccount, limits)],
  ];
  return waits.reduce((longest, wait) => (wait[1] > longest[1] ? wait : longest));
}

/** The failures within the window that judge this caller, newest first. */
function recentFailures(trx: Transaction<Database>, source: AttemptSource, windowMinutes: number) {
  const query = trx
    .selectFrom('login_failures')
    .select(['account', 'ip', sql<number>`extract(epoch from now() - created_at)::float8 * 1000`.as('ageMs')])
    .where('created_at', '>', sql<Date>`now() - make_interval(mins => ${windowMinutes})`)
    .orderBy('created_at', 'desc');
  if (source.knownDevice !== null)
    return query.where('account', '=', source.account).where('device_hash', '=', source.knownDevice).execute();
  return query
    .where('device_hash', 'is', null)
    .where((eb) => eb.or([eb('account', '=', source.account), eb('ip', '=', source.address)]))
    .execute();
}

/**
 * Lets a sign-in attempt through or says how long to wait. An admitted attempt is written down as a
 * failure before its password is checked (a success removes it): judging and writing happen under
 * the account's advisory lock — and the address's, for callers the account does not know — so
 * attempts sent at once are judged one after another and all count, across gateway instances.
 * A refused attempt is not written: it tried no password, and the waits stay bounded.
 * A device the account knows is judged only by its own failures on that account.
 */
export async function admitAttempt(
  db: Kysely<Database>,
  limits: LoginLimits,
  source: AttemptSource,
): Promise<Admission> {
  return db.transaction().execute(async (trx): Promise<Admission> => {
    // Always the account first, then the address: two attempts never wait for each other in a circle.
    await sql`select pg_advisory_xact_lock(hashtext(${`sign-in:account:${source.account}`}))`.execute(trx);
    if (source.knownDevice === null)
      await sql`select pg_advisory_xact_lock(hashtext(${`sign-in:address:${source.address}`}))`.execute(trx);
    const failures: Failure[] = await recentFailures(trx, source, limits.windowMinutes);
    const [limit, waitMs] =
      source.knownDevice === null
        ? unknownCallerWait(source, limits, failures)
        : (['known-device', untilUnder(failures, limits.perKnownDevice, limits.windowMinutes * 60_000)] as const);
    if (waitMs > 0) return { admitted: false, limit, retryAfterSeconds: Math.ceil(waitMs / 1000) };
    await trx
      .insertInto('login_failures')
      .values({ account: source.account, ip: source.address, device_hash: source.knownDevice })
      .execute();
    return { admitted: true };
  });
}

/**
 * A successful sign-in forgives the failures it was judged by — its device's on the account, or its
 * (account, address) pair's — and nothing else: an attacker's failures elsewhere keep counting.
 */
export async function forgiveFailures(db: Kysely<Database>, source: AttemptSource): Promise<void> {
  const query = db.deleteFrom('login_failures').where('account', '=', source.account);
  await (source.knownDevice === null
    ? query.where('ip', '=', source.address).where('device_hash', 'is', null)
    : query.where('device_hash', '=', source.knownDevice)
  ).execute();
}

/**
 * For guesses of a password by a caller who is already signed in (the old password when a client
 * edits their profile): judged like a sign-in from a device the account does not know.
 */
export async function recordAttemptAndCheckLimits(
  db: Kysely<Database>,
  limits: LoginLimits,
  account: string,
  ip: string,
): Promise<'allowed' | 'throttled'> {
  const admission = await admitAttempt(db, limits, { account, address: ip, knownDevice: null });
  return admission.admitted ? 'allowed' : 'throttled';
}
