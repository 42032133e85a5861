import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { RoleChoices, userRoutes } from '@pvz/contracts/api/users';
import { roleChoices } from '../../services/roles/roles.js';

/** GET /api/users/get-roles: the staff roles a user can be given, for the users form. */
const getRoles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    userRoutes.getRoles,
    {
      schema: { tags: ['users'], response: { 200: RoleChoices, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'read' } },
    },
    async () => ({ roles: await roleChoices(app.db) }),
  );
};

export default getRoles;
