import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import createEmployeeToken from './create-employee-token.js';
import createClientToken from './create-token.js';
import tokensByPhone from './get-token-by-phone.js';

/** /api/client-devices/*: the push tokens of devices. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(createEmployeeToken);
  await app.register(createClientToken);
  await app.register(tokensByPhone);
};

export default routes;
