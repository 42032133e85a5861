import type { FastifyRequest } from 'fastify';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { callerOf } from '../../plugins/app/access.js';

/**
 * The filter of the caller's own notifications: a client's by phone, a staff user's by username.
 * These routes serve both cabinets (access `signedIn`).
 */
export function ownNotifications(request: FastifyRequest) {
  const auth = callerOf(request);
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    auth.kind === 'client'
      ? eb('phone_number', '=', auth.client.phoneNumber)
      : eb(sql<string>`lower(username)`, '=', auth.user.username.toLowerCase());
}
