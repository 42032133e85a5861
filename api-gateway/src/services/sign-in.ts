import { errorCodes } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, tooManyRequests } from '../errors.js';
import { clearLoginFailures, recordAttemptAndCheckLimits } from './login-throttle.js';
import { verifyPassword } from './passwords.js';

/**
 * Checks a password for an account with the brute-force limits around it and returns the account.
 * `account` names the login (e.g. `staff:admin`); `found` is undefined when there is no such account,
 * which takes as long and answers the same as a wrong password.
 */
export async function signIn<T extends { password_hash: string }>(
  app: FastifyInstance,
  request: FastifyRequest,
  account: string,
  found: T | undefined,
  password: string,
  invalidMessage: string,
): Promise<T> {
  if ((await recordAttemptAndCheckLimits(app.db, app.config.loginLimits, account, request.ip)) === 'throttled') {
    throw tooManyRequests(messages.tooManyLoginAttempts);
  }
  if (!(await verifyPassword(found?.password_hash ?? null, password)) || !found) {
    throw new AppError(401, errorCodes.invalidCredentials, invalidMessage);
  }
  await clearLoginFailures(app.db, account);
  return found;
}
