import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import messageClient from './message-client.js';

/** /api/messages: a message to a client. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(messageClient);
};

export default routes;
