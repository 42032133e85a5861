import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import editPolicy from './edit-policy.js';
import editSettings from './edit-settings.js';
import getSettings from './get-settings.js';

/** /api/settings/* */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getSettings);
  await app.register(editSettings);
  await app.register(editPolicy);
};

export default routes;
