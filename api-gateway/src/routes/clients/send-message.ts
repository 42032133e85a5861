import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SendCodeBody, SendCodeResponse } from '@pvz/contracts/api/client-identity';
import { errorResponses } from '@pvz/contracts/api/common';
import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest } from '../../errors.js';
import { issueCode } from '../../services/codes/issue-code.js';

/**
 * POST /api/clients/send-message {phoneNumber, code}: sends a one-time code by the Telegram bot (spec §7).
 * The server makes the code; the browser's `code` is ignored. The answer never tells whether the phone has an account.
 */
const sendMessage: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/clients/send-message',
    {
      schema: {
        tags: ['clients'],
        body: SendCodeBody,
        response: { 200: SendCodeResponse, 400: errorResponses[400], 429: errorResponses[429] },
      },
      config: { access: { public: true } },
    },
    async (request) => {
      const phone = normalizePhone(request.body.phoneNumber);
      if (!phone.ok) throw badRequest(phone.error);
      return issueCode(app, request.ip, phone.phone, request.body.purpose ?? 'login');
    },
  );
};

export default sendMessage;
