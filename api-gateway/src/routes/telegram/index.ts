import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import resetPassword from '../clients/reset-password.js';
import sendMessage from '../clients/send-message.js';
import verifyResetCode from '../clients/verify-reset-code.js';
import getAuthClient from './get-auth-client.js';
import useAttempt from './use-attempt.js';
import webhook from './webhook.js';

/** One-time codes: send-message, telegram/get-auth-client, telegram/use-attempt, reset-password, the bot's webhook. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(sendMessage);
  await app.register(getAuthClient);
  await app.register(useAttempt);
  await app.register(verifyResetCode);
  await app.register(resetPassword);
  await app.register(webhook);
};

export default routes;
