import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { DeleteUserBody, userRoutes } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { badRequest, notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { assertWithinReach } from '../../services/users/user-grants.js';
import { findUserByName, softDeleteUser } from '../../services/users/user-store.js';

/**
 * POST /api/users/delete-user {username} (spec §7). The row stays (soft deletion) so that history
 * keeps naming who did what; the name becomes free for a new user, and every session ends.
 */
const deleteUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    userRoutes.deleteUser,
    {
      schema: { tags: ['users'], body: DeleteUserBody, response: { 200: SuccessResponse, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const target = await findUserByName(app.db, request.body.username);
      if (!target) throw notFound(messages.userNotFound);
      if (target.id === actor.user.id) throw badRequest(messages.cannotDeleteSelf);
      await assertWithinReach(app.db, actor, target);
      await app.db.transaction().execute(async (trx) => {
        await softDeleteUser(trx, target.id);
        await audit(trx, actor, { entity: 'user', entityId: target.id, action: 'delete', before: target });
      });
      await app.sessions.endAllOfUser(target.id);
      return { success: true as const };
    },
  );
};

export default deleteUser;
