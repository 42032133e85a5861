import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import listNotifications from './list-notifications.js';
import readNotifications from './read-notifications.js';

/** /api/notifications/*: the in-app notifications. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listNotifications);
  await app.register(readNotifications);
};

export default routes;
