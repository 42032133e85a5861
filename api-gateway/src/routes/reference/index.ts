import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { referenceDefinitions } from '../../services/reference/definitions.js';
import { referenceListRoutes } from './[entity]/reference-routes.js';
import getChoices from './get-choices.js';

/** /api/reference/*: the choices of the forms and the four calls of each reference list. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(getChoices);
  for (const definition of Object.values(referenceDefinitions))
    await app.register(referenceListRoutes(definition as never));
};

export default routes;
