import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { EditUserBody, UserAnswer, userRoutes } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict, notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { hashPassword } from '../../services/passwords.js';
import {
  assertGrantable,
  assertOwnAccessKept,
  assertValidPassword,
  assertValidUsername,
  assertWithinReach,
} from '../../services/users/user-grants.js';
import { findUser, updateUser } from '../../services/users/user-store.js';

/** POST /api/users/edit-user {user}: name, role, optionally a new password, scope and overrides (spec §7). */
const editUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    userRoutes.editUser,
    {
      schema: { tags: ['users'], body: EditUserBody, response: { 200: UserAnswer, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const { id, role } = request.body.user;
      const newPassword = request.body.user.password ?? '';
      const username = assertValidUsername(request.body.user.username);
      if (newPassword !== '') assertValidPassword(newPassword);

      const before = await findUser(app.db, id);
      if (!before) throw notFound(messages.userNotFound);
      // judged as the user is now, so that no one narrows a stranger's scope to take the account over
      await assertWithinReach(app.db, actor, before);
      const grant = {
        role,
        scope: request.body.user.scope ?? before.scope,
        overrides: request.body.user.overrides ?? before.overrides,
      };
      assertOwnAccessKept(actor, before, grant);
      await assertGrantable(app.db, actor, grant);

      const passwordHash = newPassword === '' ? null : await hashPassword(newPassword);
      try {
        const user = await app.db.transaction().execute(async (trx) => {
          await updateUser(trx, id, { username, ...grant }, passwordHash);
          const after = await findUser(trx, id);
          await audit(trx, actor, {
            entity: 'user',
            entityId: id,
            action: 'update',
            before,
            after: { ...after, ...(passwordHash !== null && { passwordChanged: true }) },
          });
          return after;
        });
        if (!user) throw notFound(messages.userNotFound);
        // A new password signs the user out everywhere else.
        if (passwordHash !== null) await app.sessions.endAllOfUser(id, actor.sessionId);
        return { success: true as const, user };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.userDuplicate);
        throw error;
      }
    },
  );
};

export default editUser;
