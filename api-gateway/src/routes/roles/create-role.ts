import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { RoleAnswer, RoleInput, roleRoutes } from '@pvz/contracts/api/roles';
import { addRole } from '../../services/roles/roles.js';
import { roleChanger } from './role-rules.js';

/** POST /api/roles/create-role {code, name, pages, columns} (ADMIN). */
const createRole: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    roleRoutes.createRole,
    {
      schema: { tags: ['roles'], body: RoleInput, response: { 200: RoleAnswer, ...errorResponses } },
      config: { access: { page: 'admin-roles', level: 'write' } },
    },
    async (request) => {
      const actor = roleChanger(request);
      return { success: true as const, role: await addRole(app.db, actor, request.body) };
    },
  );
};

export default createRole;
