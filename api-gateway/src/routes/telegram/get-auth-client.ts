import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientSession } from '@pvz/contracts/api/auth';
import { CodeCheckBody, clientIdentityRoutes } from '@pvz/contracts/api/client-identity';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest } from '../../errors.js';
import { auditSignIn } from '../../services/audit.js';
import { claimAccountByPhone } from '../../services/clients/phone-proof.js';
import { checkCode } from '../../services/codes/check-code.js';
import { clientAccountOf } from '../../services/sign-in.js';

/**
 * POST /api/telegram/get-auth-client {phoneNumber, code}: signs a client in with a one-time code (spec §7);
 * the code proves the phone, too, and the audit log keeps each try.
 */
const getAuthClient: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientIdentityRoutes.telegramGetAuthClient,
    {
      schema: {
        tags: ['auth'],
        body: CodeCheckBody,
        response: { 200: ClientSession, 400: errorResponses[400] },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const phone = normalizePhone(request.body.phoneNumber);
      if (!phone.ok) throw badRequest(phone.error);
      const checked = await checkCode(app, phone.phone, 'login', request.body.code);
      const record = { kind: 'client', login: phone.phone, address: request.ip, method: 'code' } as const;
      if (!checked.ok) {
        await auditSignIn(app.db, { ...record, outcome: 'wrong-code' });
        throw badRequest(checked.error);
      }
      const client = await clientAccountOf(app.db, phone.phone);
      // a code exists only for a registered phone; an account removed since is simply not found
      if (!client) throw badRequest(messages.codeNotFound);
      await app.db.transaction().execute((trx) =>
        claimAccountByPhone(trx, {
          client: { id: client.id, phoneNumber: client.phone_number },
          sessionId: null,
          knowsPassword: false,
        }),
      );
      const session = await app.sessions.start(request, reply, { kind: 'client', clientId: client.id }, false);
      await auditSignIn(app.db, { ...record, outcome: 'signed-in' });
      return {
        client: { id: client.id, phoneNumber: client.phone_number, fio: client.fio, role: 'CLIENT' as const },
        session,
      };
    },
  );
};

export default getAuthClient;
