import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcceptDocsBody, clientAccountRoutes, ProfileAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { notFound } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { findClientProfile } from '../../services/clients/client-views.js';
import { recordDocsAccepted } from '../../services/clients/consents.js';

/**
 * POST /api/clients/accept-docs {client}: the client accepts the documents once after sign-in; both
 * policy dates are set too when registration did not set them (LEGACY-NOTES §6.2).
 */
const acceptDocs: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.acceptDocs,
    {
      schema: { tags: ['clients'], body: AcceptDocsBody, response: { 200: ProfileAnswer, ...errorResponses } },
      config: { access: { client: true } },
    },
    async (request) => {
      const clientId = clientOf(request).client.id;
      await recordDocsAccepted(app.db, clientId);
      const profile = await findClientProfile(app.db, clientId);
      if (!profile) throw notFound();
      return { message: messages.docsAccepted, client: profile };
    },
  );
};

export default acceptDocs;
