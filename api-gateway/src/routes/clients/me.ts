import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientProfile, clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { notFound } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { findClientProfile } from '../../services/clients/client-views.js';

/** GET /api/clients/me: the signed-in client's profile, acceptance dates and bonus balance. */
const me: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    clientAccountRoutes.me,
    {
      schema: { tags: ['clients'], response: { 200: ClientProfile, ...errorResponses } },
      config: { access: { client: true } },
    },
    async (request) => {
      const profile = await findClientProfile(app.db, clientOf(request).client.id);
      if (!profile) throw notFound();
      return profile;
    },
  );
};

export default me;
