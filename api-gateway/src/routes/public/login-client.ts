import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes, ClientLoginBody, ClientSession } from '@pvz/contracts/api/auth';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest } from '../../errors.js';
import { clientAccountOf, signIn } from '../../services/sign-in.js';

/** POST /api/public/login-client {phoneNumber, password, isForeignDevice}: client sign-in (spec §7). */
const loginClient: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    authRoutes.loginClient,
    {
      schema: {
        tags: ['auth'],
        body: ClientLoginBody,
        response: { 200: ClientSession, 400: errorResponses[400], 401: errorResponses[401], 429: errorResponses[429] },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const { password, isForeignDevice = false } = request.body;
      const phone = normalizePhone(request.body.phoneNumber);
      if (!phone.ok) throw badRequest(phone.error);
      const found = await clientAccountOf(app.db, phone.phone);
      const client = await signIn(app, request, reply, {
        kind: 'client',
        login: phone.phone,
        found,
        password,
        isForeignDevice,
        invalidMessage: messages.invalidClientCredentials,
      });
      const session = await app.sessions.start(
        request,
        reply,
        { kind: 'client', clientId: client.id },
        isForeignDevice,
      );
      return {
        client: { id: client.id, phoneNumber: client.phone_number, fio: client.fio, role: 'CLIENT' as const },
        session,
      };
    },
  );
};

export default loginClient;
