import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientAccountRoutes, ProfileAnswer } from '@pvz/contracts/api/client-account';
import { VerifyPhoneBody } from '@pvz/contracts/api/client-identity';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { badRequest, conflict, notFound } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { findClientProfile } from '../../services/clients/client-views.js';
import { claimAccountByPhone } from '../../services/clients/phone-proof.js';
import { checkCode } from '../../services/codes/check-code.js';

/**
 * POST /api/clients/verify-phone {code}: the signed-in client proves the phone of an account made
 * before phones were proven, with the code sent to it (purpose `verify`); then its parcels, pickup QR
 * and bonuses open, and its other sessions end (whoever made the account may not be this client).
 */
const verifyPhone: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.verifyPhone,
    {
      schema: { tags: ['clients'], body: VerifyPhoneBody, response: { 200: ProfileAnswer, ...errorResponses } },
      config: { access: { client: true } },
    },
    async (request) => {
      const auth = clientOf(request);
      const { client } = auth;
      if (client.phoneVerified) throw conflict(messages.phoneAlreadyVerified);
      const checked = await checkCode(app, client.phoneNumber, 'verify', request.body.code, client.id);
      if (!checked.ok) throw badRequest(checked.error);
      await app.db
        .transaction()
        .execute((trx) => claimAccountByPhone(trx, { client, sessionId: auth.sessionId, knowsPassword: true }));
      const profile = await findClientProfile(app.db, client.id);
      if (!profile) throw notFound();
      return { message: messages.phoneVerified, client: profile };
    },
  );
};

export default verifyPhone;
