import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { RoleAnswer, RoleInput, roleRoutes } from '@pvz/contracts/api/roles';
import { messages } from '@pvz/contracts/messages';
import { isUniqueViolation } from '../../db/errors.js';
import { conflict } from '../../errors.js';
import { audit } from '../../services/audit.js';
import { roleChanger, selectRoles, toRoleItem } from './role-rules.js';

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
      const { code, pages, columns } = request.body;
      try {
        const role = await app.db.transaction().execute(async (trx) => {
          await trx
            .insertInto('roles')
            .values({
              code,
              name: request.body.name.trim(),
              pages: JSON.stringify(pages),
              columns: JSON.stringify(columns),
            })
            .execute();
          const created = toRoleItem(await selectRoles(trx).where('r.code', '=', code).executeTakeFirstOrThrow());
          await audit(trx, actor, { entity: 'role', entityId: code, action: 'create', after: created });
          return created;
        });
        return { success: true as const, role };
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.roleDuplicate);
        throw error;
      }
    },
  );
};

export default createRole;
