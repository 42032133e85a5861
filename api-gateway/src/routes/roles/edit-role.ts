import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { RoleAnswer, RoleInput, roleRoutes } from '@pvz/contracts/api/roles';
import { sql } from 'kysely';
import { audit } from '../../services/audit.js';
import { changeableRole, roleChanger, selectRoles, toRoleItem } from './role-rules.js';

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
      const { code, pages, columns } = request.body;
      const role = await app.db.transaction().execute(async (trx) => {
        const before = await changeableRole(trx, code);
        await trx
          .updateTable('roles')
          .set({
            name: request.body.name.trim(),
            pages: JSON.stringify(pages),
            columns: JSON.stringify(columns),
            updated_at: sql<Date>`now()`,
          })
          .where('code', '=', code)
          .execute();
        const after = toRoleItem(await selectRoles(trx).where('r.code', '=', code).executeTakeFirstOrThrow());
        await audit(trx, actor, { entity: 'role', entityId: code, action: 'update', before, after });
        return after;
      });
      return { success: true as const, role };
    },
  );
};

export default editRole;
