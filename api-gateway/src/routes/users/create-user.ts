import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { emptyOverrides } from '@pvz/contracts/access';
import { errorResponses } from '@pvz/contracts/api/common';
import { CreateUserBody, UserAnswer, userRoutes } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { hashPassword } from '../../services/passwords.js';
import {
  assertGrantable,
  assertValidPassword,
  assertValidUsername,
  noScope,
} from '../../services/users/user-grants.js';
import { findUser, insertUser } from '../../services/users/user-store.js';

/** POST /api/users/create-user {username, password, role} (spec §7), with an optional scope and overrides. */
const createUser: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    userRoutes.createUser,
    {
      schema: { tags: ['users'], body: CreateUserBody, response: { 200: UserAnswer, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      const { role, scope = noScope, overrides = emptyOverrides } = request.body;
      const username = assertValidUsername(request.body.username);
      assertValidPassword(request.body.password);
      await assertGrantable(app.db, actor, { role, scope, overrides });
      const passwordHash = await hashPassword(request.body.password);
      try {
        const user = await app.db.transaction().execute(async (trx) => {
          const id = await insertUser(trx, { username, role, overrides, scope }, passwordHash);
          const created = await findUser(trx, id);
          await audit(trx, actor, { entity: 'user', entityId: id, action: 'create', after: created });
          return created;
        });
        if (!user) throw new Error('the user just created is missing');
        return { success: true as const, user };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.userDuplicate);
        throw error;
      }
    },
  );
};

export default createUser;
