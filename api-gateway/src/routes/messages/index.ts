import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import broadcast from './broadcast.js';
import history from './history.js';
import messageClient from './message-client.js';

/** /api/messages: a message to a client (spec §7), broadcasts to an audience and their history. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(messageClient);
  await app.register(broadcast);
  await app.register(history);
};

export default routes;
