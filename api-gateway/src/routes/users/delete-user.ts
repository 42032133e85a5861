import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { DeleteUserBody } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { sql } from 'kysely';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { loadUserItem, now } from './user-rules.js';

/**
 * POST /api/users/delete-user {username} (spec §7). The row stays (soft deletion) so that history
 * keeps naming who did what; the name becomes free for a new user, and every session ends.
 */
const deleteUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/users/delete-user',
    {
      schema: { tags: ['users'], body: DeleteUserBody, response: { 200: SuccessResponse, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const target = await app.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where(sql`lower(username)`, '=', sql`lower(${request.body.username.trim()})`)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!target) throw notFound(messages.userNotFound);
      if (target.id === actor.user.id) throw badRequest(messages.cannotDeleteSelf);
      if (target.role === ADMIN_ROLE && actor.user.role !== ADMIN_ROLE) throw forbidden();
      await app.db.transaction().execute(async (trx) => {
        const before = await loadUserItem(trx, target.id);
        await trx.updateTable('users').set({ deleted_at: now }).where('id', '=', target.id).execute();
        await audit(trx, actor, { entity: 'user', entityId: target.id, action: 'delete', before });
      });
      await app.sessions.endAllOfUser(target.id);
      return { success: true as const };
    },
  );
};

export default deleteUser;
