import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { EditUserBody, UserAnswer } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { ADMIN_ROLE } from '@pvz/contracts/roles';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { hashPassword } from '../../services/passwords.js';
import {
  assertAssignableRole,
  assertValidPassword,
  assertValidUsername,
  toListItem,
  userListColumns,
} from './user-rules.js';

/** POST /api/users/edit-user {user}: rename, change role, optionally set a new password (spec §7). */
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

      const current = await app.db
        .selectFrom('users')
        .select(['id', 'role'])
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!current) throw notFound(messages.userNotFound);
      if (current.role === ADMIN_ROLE && actor.user.role !== ADMIN_ROLE) throw forbidden();
      if (current.id === actor.user.id && current.role === ADMIN_ROLE && role !== ADMIN_ROLE) {
        throw badRequest(messages.cannotDemoteSelf);
      }
      if (role !== current.role) await assertAssignableRole(app.db, actor, role);

      const passwordHash = newPassword === '' ? null : await hashPassword(newPassword);
      try {
        const row = await app.db
          .updateTable('users')
          .set({
            username,
            role,
            updated_at: sql<Date>`now()`,
            ...(passwordHash !== null && { password_hash: passwordHash }),
          })
          .where('id', '=', id)
          .returning(userListColumns)
          .executeTakeFirstOrThrow();
        // A new password signs the user out everywhere else.
        if (passwordHash !== null) await app.sessions.endAllOfUser(id, actor.sessionId);
        return { success: true as const, user: toListItem(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.userDuplicate);
        throw error;
      }
    },
  );
};

export default editUser;
