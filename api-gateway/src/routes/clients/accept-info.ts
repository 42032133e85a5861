import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AcceptInfoBody, clientAccountRoutes, ProfileAnswer } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { CLIENT_AGE_MAX, CLIENT_AGE_MIN } from '@pvz/contracts/validation/client-profile';
import { badRequest, notFound } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { findClientProfile } from '../../services/clients/client-views.js';
import { recordClientInfo } from '../../services/clients/consents.js';

/** POST /api/clients/accept-info {client: {age, gender}}: the client gives (or corrects) their age and gender. */
const acceptInfo: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.acceptInfo,
    {
      schema: { tags: ['clients'], body: AcceptInfoBody, response: { 200: ProfileAnswer, ...errorResponses } },
      config: { access: { client: true } },
    },
    async (request) => {
      const clientId = clientOf(request).client.id;
      const { age, gender } = request.body.client;
      if (age < CLIENT_AGE_MIN || age > CLIENT_AGE_MAX) throw badRequest(messages.clientAgeInvalid);
      await recordClientInfo(app.db, clientId, { age, gender });
      const profile = await findClientProfile(app.db, clientId);
      if (!profile) throw notFound();
      return { message: messages.infoAccepted, client: profile };
    },
  );
};

export default acceptInfo;
