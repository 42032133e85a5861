import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  clientIdentityRoutes,
  REGISTRATIONS_PER_ADDRESS_PER_HOUR,
  REGISTRATIONS_PER_PHONE_PER_HOUR,
} from '@pvz/contracts/api/client-identity';
import { RegisterClientBody, RegisterClientResponse } from '@pvz/contracts/api/clients';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { checkClientRegistration } from '@pvz/contracts/validation/client-registration';
import { badRequest, tooManyRequests } from '../../errors.js';
import { addressKey } from '../../services/address-key.js';
import { createClient } from '../../services/clients/registration.js';
import { checkCode } from '../../services/codes/check-code.js';
import { hashPassword } from '../../services/passwords.js';
import { overLimit } from '../../services/throttle.js';

/**
 * POST /api/clients/register {client}: a new client account by phone (spec §7); answers `success`.
 * The account is made only with the one-time code sent to that phone (purpose `register`), so no one
 * registers a phone that is not theirs. Attempts are counted per address and per phone.
 */
const register: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientIdentityRoutes.register,
    {
      schema: {
        tags: ['clients'],
        body: RegisterClientBody,
        response: { 200: RegisterClientResponse, ...errorResponses },
      },
      config: { access: { public: true } },
    },
    async (request) => {
      const check = checkClientRegistration(request.body.client);
      if (!check.ok) throw badRequest(check.error);
      if (!request.body.client.code.trim()) throw badRequest(messages.codeEmpty);
      const limits = [
        { key: `address:${addressKey(request.ip)}`, max: REGISTRATIONS_PER_ADDRESS_PER_HOUR },
        { key: `phone:${check.phoneNumber}`, max: REGISTRATIONS_PER_PHONE_PER_HOUR },
      ];
      if (await overLimit(app.db, 'registration', limits, 60)) throw tooManyRequests(messages.registrationsTooMany);
      const checked = await checkCode(app, check.phoneNumber, 'register', request.body.client.code);
      if (!checked.ok) throw badRequest(checked.error);
      const passwordHash = await hashPassword(request.body.client.password);
      await createClient(app.db, { phoneNumber: check.phoneNumber, fio: check.fio, passwordHash });
      return { success: true as const, phoneNumber: check.phoneNumber };
    },
  );
};

export default register;
