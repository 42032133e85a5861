import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { RoleAnswer, RoleInput, roleRoutes } from '@pvz/contracts/api/roles';
import { updateRole } from '../../services/roles/roles.js';
import { roleChanger } from './role-rules.js';

/** POST /api/roles/edit-role {code, name, pages, columns} (ADMIN): rename a role or change its access. */
const editRole: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    roleRoutes.editRole,
    {
      schema: { tags: ['roles'], body: RoleInput, response: { 200: RoleAnswer, ...errorResponses } },
      config: { access: { page: 'admin-roles', level: 'write' } },
    },
    async (request) => {
      const actor = roleChanger(request);
      return { success: true as const, role: await updateRole(app.db, actor, request.body) };
    },
  );
};

export default editRole;
