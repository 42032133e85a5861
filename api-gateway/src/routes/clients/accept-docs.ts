import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcceptDocsBody, clientAccountRoutes, ProfileAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import { notFound } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { findClientProfile } from '../../services/clients/client-views.js';

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
      await app.db
        .updateTable('clients')
        .set({
          docs_accepted_at: sql<Date>`coalesce(docs_accepted_at, now())`,
          privacy_policy_agreed_at: sql<Date>`coalesce(privacy_policy_agreed_at, now())`,
          personal_data_policy_agreed_at: sql<Date>`coalesce(personal_data_policy_agreed_at, now())`,
          updated_at: sql<Date>`now()`,
        })
        .where('id', '=', clientId)
        .execute();
      const profile = await findClientProfile(app.db, clientId);
      if (!profile) throw notFound();
      return { message: messages.docsAccepted, client: profile };
    },
  );
};

export default acceptDocs;
