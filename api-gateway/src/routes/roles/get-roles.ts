import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { RoleList, roleRoutes } from '@pvz/contracts/api/roles';
import { listRoles } from '../../services/roles/roles.js';

/** GET /api/roles/get-roles: the staff roles with their access structures and how many users have each. */
const getRoles: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    roleRoutes.getRoles,
    {
      schema: { tags: ['roles'], response: { 200: RoleList, ...errorResponses } },
      config: { access: { page: 'admin-roles', level: 'read' } },
    },
    async () => ({ roles: await listRoles(app.db) }),
  );
};

export default getRoles;
