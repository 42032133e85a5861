import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { CreateUserBody, UserAnswer } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { hashPassword } from '../../services/passwords.js';
import {
  assertAssignableRole,
  assertValidPassword,
  assertValidUsername,
  toListItem,
  userListColumns,
} from './user-rules.js';

/** POST /api/users/create-user {username, password, role} (spec §7). */
const createUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/users/create-user',
    {
      schema: {
        tags: ['users'],
        body: CreateUserBody,
        response: { 200: UserAnswer, ...errorResponses },
      },
      config: { access: { page: 'admin-users', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const username = assertValidUsername(request.body.username);
      assertValidPassword(request.body.password);
      await assertAssignableRole(app.db, actor, request.body.role);
      const passwordHash = await hashPassword(request.body.password);
      try {
        const row = await app.db
          .insertInto('users')
          .values({ username, password_hash: passwordHash, role: request.body.role })
          .returning(userListColumns)
          .executeTakeFirstOrThrow();
        return { success: true as const, user: toListItem(row) };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.userDuplicate);
        throw error;
      }
    },
  );
};

export default createUser;
