import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { randomToken, sha256, signDeviceId, verifyDeviceId } from './tokens.js';

/**
 * A random id per browser, signed, out of the page's reach. An account remembers the browsers it
 * signed in from, and a browser it remembers is judged by its own failures only
 * (services/login-throttle.ts): strangers' failures never lock the owner out of their usual device.
 */
const DEVICE_COOKIE = 'pvz_device';
/** The sign-in calls are under this path; no other request needs the cookie. */
const DEVICE_COOKIE_PATH = '/api/public';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

/** The device id of the browser's cookie, when this server signed it; null otherwise. */
export function presentedDevice(request: FastifyRequest, secret: string): string | null {
  const cookie = request.cookies[DEVICE_COOKIE];
  return cookie ? verifyDeviceId(secret, cookie) : null;
}

/** The device's hash when the account signed in from it before; null otherwise. */
export async function knownDeviceHash(
  db: Kysely<Database>,
  account: string,
  deviceId: string | null,
): Promise<string | null> {
  if (deviceId === null) return null;
  const deviceHash = sha256(deviceId);
  const known = await db
    .selectFrom('known_devices')
    .select('device_hash')
    .where('account', '=', account)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  return known ? deviceHash : null;
}

/** After a successful sign-in: the account knows this browser from now on (a new one gets its id now). */
export async function rememberDevice(
  db: Kysely<Database>,
  reply: FastifyReply,
  secret: string,
  account: string,
  deviceId: string | null,
): Promise<void> {
  const id = deviceId ?? randomToken();
  await db
    .insertInto('known_devices')
    .values({ account, device_hash: sha256(id) })
    .onConflict((conflict) => conflict.columns(['account', 'device_hash']).doUpdateSet({ signed_in_at: sql`now()` }))
    .execute();
  reply.setCookie(DEVICE_COOKIE, signDeviceId(secret, id), {
    httpOnly: true,
    sameSite: 'lax',
    secure: 'auto',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}

/** The browser forgets its device id ("clear cookies"): the page cannot, the cookie being HttpOnly. */
export function forgetDevice(reply: FastifyReply): void {
  reply.clearCookie(DEVICE_COOKIE, { httpOnly: true, sameSite: 'lax', secure: 'auto', path: DEVICE_COOKIE_PATH });
}
