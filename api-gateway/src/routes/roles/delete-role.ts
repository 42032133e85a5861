import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { DeleteRoleBody, roleRoutes } from '@pvz/contracts/api/roles';
import { staffOf } from '../../plugins/app/access.js';
import { removeRole } from '../../services/roles/roles.js';
import { assertAdmin } from './role-rules.js';

/** POST /api/roles/delete-role {code} (ADMIN): refused while users have the role. */
const deleteRole: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    roleRoutes.deleteRole,
    {
      schema: { tags: ['roles'], body: DeleteRoleBody, response: { 200: SuccessResponse, ...errorResponses } },
      config: { access: { page: 'admin-roles', level: 'write' } },
    },
    async (request) => {
      const actor = staffOf(request);
      assertAdmin(actor);
      await removeRole(app.db, actor, request.body.code);
      return { success: true as const };
    },
  );
};

export default deleteRole;
