import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { RoleList } from '@pvz/contracts/api/users';
import { CLIENT_ROLE } from '@pvz/contracts/roles';

/** GET /api/users/get-roles: the staff roles a user can be given, for the users form. */
const getRoles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/users/get-roles',
    {
      schema: { tags: ['users'], response: { 200: RoleList, ...errorResponses } },
      config: { access: { page: 'admin-users', level: 'read' } },
    },
    async () => {
      const roles = await app.db
        .selectFrom('roles')
        .select(['code', 'name'])
        .where('code', '<>', CLIENT_ROLE)
        .orderBy('fixed', 'desc')
        .orderBy('name')
        .execute();
      return { roles };
    },
  );
};

export default getRoles;
