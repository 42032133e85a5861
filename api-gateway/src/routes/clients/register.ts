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
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict, tooManyRequests } from '../../errors.js';
import { addressKey } from '../../services/address-key.js';
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
      try {
        await app.db
          .insertInto('clients')
          .values({
            phone_number: check.phoneNumber,
            fio: check.fio,
            password_hash: passwordHash,
            privacy_policy_agreed_at: sql<Date>`now()`,
            personal_data_policy_agreed_at: sql<Date>`now()`,
            phone_verified_at: sql<Date>`now()`,
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(messages.phoneTaken);
        throw error;
      }
      return { success: true as const, phoneNumber: check.phoneNumber };
    },
  );
};

export default register;
