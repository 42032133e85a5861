import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { DeleteRoleBody, roleRoutes } from '@pvz/contracts/api/roles';
import { describe } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import { conflict } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { assertAdmin, changeableRole } from './role-rules.js';

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
      await app.db.transaction().execute(async (trx) => {
        const before = await changeableRole(trx, request.body.code);
        if (before.userCount > 0) throw conflict(describe.roleInUse(before.userCount));
        await trx.updateTable('roles').set({ deleted_at: sql<Date>`now()` }).where('code', '=', before.code).execute();
        await audit(trx, actor, { entity: 'role', entityId: before.code, action: 'delete', before });
      });
      return { success: true as const };
    },
  );
};

export default deleteRole;
