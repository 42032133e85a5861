import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  clientBoundPurposes,
  clientIdentityRoutes,
  SendCodeBody,
  SendCodeResponse,
} from '@pvz/contracts/api/client-identity';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest, conflict, unauthorized } from '../../errors.js';
import { addressKey } from '../../services/address-key.js';
import { issueCode } from '../../services/codes/issue-code.js';

/**
 * POST /api/clients/send-message {phoneNumber, code}: sends a one-time code (spec §7), by the Telegram
 * bot or by SMS. The server makes the code; the browser's `code` is ignored. For sign-in and reset the
 * answer never tells whether the phone has an account. A code that proves a phone for an account
 * (`verify`, `phone-change`) is asked by that account's signed-in client and counts only for them.
 */
const sendMessage: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientIdentityRoutes.sendMessage,
    {
      schema: {
        tags: ['clients'],
        body: SendCodeBody,
        response: { 200: SendCodeResponse, ...errorResponses },
      },
      config: { access: { public: true } },
    },
    async (request) => {
      const purpose = request.body.purpose ?? 'login';
      const auth = request.auth;
      const client = auth?.kind === 'client' ? auth.client : null;
      if (clientBoundPurposes.includes(purpose) && !client) throw unauthorized();
      const phone = normalizePhone(request.body.phoneNumber);
      if (!phone.ok) throw badRequest(phone.error);
      if (purpose === 'verify' && client) {
        if (client.phoneVerified) throw conflict(messages.phoneAlreadyVerified);
        if (phone.phone !== client.phoneNumber) throw badRequest(messages.verifyOwnPhoneOnly);
      }
      if (purpose === 'phone-change' && phone.phone === client?.phoneNumber)
        throw badRequest(messages.phoneCodeForOwnPhone);
      return issueCode(app, { ip: addressKey(request.ip), clientId: client?.id ?? null }, phone.phone, purpose);
    },
  );
};

export default sendMessage;
