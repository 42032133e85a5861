import type { FastifyRequest } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';
import { callerOf } from '../../plugins/app/access.js';

/**
 * The filter of the caller's own notifications: a client's by phone, a staff user's by account.
 * These routes serve both cabinets (access `signedIn`).
 */
export function ownNotifications(request: FastifyRequest) {
  const auth = callerOf(request);
  return (eb: ExpressionBuilder<Database, 'notifications'>) =>
    auth.kind === 'client'
      ? // a phone not proven yet is not the client's to read messages for
        eb.and([eb('phone_number', '=', auth.client.phoneNumber), eb.val(auth.client.phoneVerified)])
      : eb('user_id', '=', auth.user.id);
}
