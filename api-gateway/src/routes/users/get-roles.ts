import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { RoleChoices, userRoutes } from '@pvz/contracts/api/users';
import { CLIENT_ROLE } from '@pvz/contracts/roles';

/** GET /api/users/get-roles: the staff roles a user can be given, for the users form. */
const getRoles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    userRoutes.getRoles,
    {
      schema: { tags: ['users'], response: { 200: RoleChoices, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'read' } },
    },
    async () => {
      const roles = await app.db
        .selectFrom('roles')
        .select(['code', 'name'])
        .where('code', '<>', CLIENT_ROLE)
        .where('deleted_at', 'is', null)
        .orderBy('fixed', 'desc')
        .orderBy('name')
        .execute();
      return { roles };
    },
  );
};

export default getRoles;
