import { errorCodes } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { AppError, tooManyRequests } from '../errors.js';
import { addressKey } from './address-key.js';
import { auditSignIn, type SignInRecord } from './audit.js';
import { knownDeviceHash, presentedDevice, rememberDevice } from './known-devices.js';
import { admitAttempt, forgiveFailures } from './login-throttle.js';
import { verifyPassword } from './passwords.js';
import { staffAccessSelection } from './staff-access.js';

export interface PasswordSignIn<T> {
  kind: 'staff' | 'client';
  /** the login as the account is keyed: a user name in lower case, a phone in its one form */
  login: string;
  /** the account with that login; undefined when there is none, which takes as long and answers the same as a wrong password */
  found: T | undefined;
  password: string;
  /** a foreign device is not remembered as one of the owner's */
  isForeignDevice: boolean;
  invalidMessage: string;
}

/**
 * Checks a password for an account with the brute-force limits around it (services/login-throttle.ts),
 * writes the outcome to the audit log and returns the account. A success makes the browser a device
 * the account knows, unless it is a foreign one.
 */
export async function signIn<T extends { id: number; password_hash: string }>(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  attempt: PasswordSignIn<T>,
): Promise<T> {
  const { kind, login, found } = attempt;
  const secret = app.config.sessionSecret;
  const account = `${kind}:${login}`;
  const deviceId = presentedDevice(request, secret);
  const source = {
    account,
    address: addressKey(request.ip),
    knownDevice: await knownDeviceHash(app.db, account, deviceId),
  };
  const record: Omit<SignInRecord, 'outcome'> = {
    kind,
    login,
    // the log keeps the very address; the limits count an IPv6 host's /64 as one
    address: request.ip,
    method: 'password',
    knownDevice: source.knownDevice !== null,
  };

  const admission = await admitAttempt(app.db, app.config.loginLimits, source);
  if (!admission.admitted) {
    const { limit, retryAfterSeconds } = admission;
    await auditSignIn(app.db, { ...record, outcome: 'throttled', limit, retryAfterSeconds });
    reply.header('retry-after', String(retryAfterSeconds));
    throw tooManyRequests(messages.signInWait(retryAfterSeconds));
  }
  if (!(await verifyPassword(found?.password_hash ?? null, attempt.password)) || !found) {
    await auditSignIn(app.db, { ...record, outcome: 'wrong-password' });
    throw new AppError(401, errorCodes.invalidCredentials, attempt.invalidMessage);
  }
  await forgiveFailures(app.db, source);
  if (!attempt.isForeignDevice) await rememberDevice(app.db, reply, secret, account, deviceId);
  await auditSignIn(app.db, { ...record, outcome: 'signed-in', ...(kind === 'staff' && { userId: found.id }) });
  return found;
}

/** The staff account a sign-in names, by its username in any case, with what its session will carry. */
export function staffAccountNamed(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('users as u')
    .innerJoin('roles as r', 'r.code', 'u.role')
    .select(['u.id', 'u.username', 'u.password_hash', 'r.name as roleName', ...staffAccessSelection])
    .where(sql`lower(u.username)`, '=', sql`lower(${username.trim()})`)
    .where('u.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** The client account of a (normalised) phone. */
export function clientAccountOf(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('clients')
    .select(['id', 'phone_number', 'fio', 'password_hash'])
    .where('phone_number', '=', phone)
    .executeTakeFirst();
}
