import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { EditUserBody, UserAnswer } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { hashPassword } from '../../services/passwords.js';
import {
  assertAssignableRole,
  assertValidOverrides,
  assertValidPassword,
  assertValidScope,
  assertValidUsername,
  assertWithinActor,
  loadUserItem,
  now,
  saveScope,
} from './user-rules.js';

/** POST /api/users/edit-user {user}: name, role, optionally a new password, scope and overrides (spec §7). */
const editUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/users/edit-user',
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

      const before = await loadUserItem(app.db, id).catch(() => null);
      if (!before) throw notFound(messages.userNotFound);
      if (before.role === ADMIN_ROLE && actor.user.role !== ADMIN_ROLE) throw forbidden();
      if (before.id === actor.user.id && before.role === ADMIN_ROLE && role !== ADMIN_ROLE) {
        throw badRequest(messages.cannotDemoteSelf);
      }
      if (role !== before.role) await assertAssignableRole(app.db, actor, role);
      const scope = request.body.user.scope ?? before.scope;
      const overrides = request.body.user.overrides ?? before.overrides;
      assertValidOverrides(overrides);
      await assertValidScope(app.db, scope);
      assertWithinActor(actor, scope, overrides);

      const passwordHash = newPassword === '' ? null : await hashPassword(newPassword);
      try {
        const user = await app.db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({
              username,
              role,
              overrides: JSON.stringify(overrides),
              updated_at: now,
              ...(passwordHash !== null && { password_hash: passwordHash }),
            })
            .where('id', '=', id)
            .execute();
          await saveScope(trx, id, scope);
          const after = await loadUserItem(trx, id);
          await audit(trx, actor, {
            entity: 'user',
            entityId: id,
            action: 'update',
            before,
            after: { ...after, ...(passwordHash !== null && { passwordChanged: true }) },
          });
          return after;
        });
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
