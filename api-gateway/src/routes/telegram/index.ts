import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import getAuthClient from './get-auth-client.js';
import useAttempt from './use-attempt.js';
import webhook from './webhook.js';

/** /api/telegram/*: the bot's one-time codes and its webhook. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getAuthClient);
  await app.register(useAttempt);
  await app.register(webhook);
};

export default routes;
