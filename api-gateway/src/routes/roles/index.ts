import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import createRole from './create-role.js';
import deleteRole from './delete-role.js';
import editRole from './edit-role.js';
import getRoles from './get-roles.js';

/** /api/roles/* */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getRoles);
  await app.register(createRole);
  await app.register(editRole);
  await app.register(deleteRole);
};

export default routes;
