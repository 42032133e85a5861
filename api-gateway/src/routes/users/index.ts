import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import createUser from './create-user.js';
import deleteUser from './delete-user.js';
import editUser from './edit-user.js';
import getEffectiveAccess from './get-effective-access.js';
import getRoles from './get-roles.js';
import getUsers from './get-users.js';
import messageEmployee from './message-employee.js';

/** /api/users/* */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(createUser);
  await app.register(getUsers);
  await app.register(editUser);
  await app.register(deleteUser);
  await app.register(getRoles);
  await app.register(getEffectiveAccess);
  await app.register(messageEmployee);
};

export default routes;
