import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RegisterClientBody, RegisterClientResponse } from '@pvz/contracts/api/clients';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { checkClientRegistration } from '@pvz/contracts/validation/client-registration';
import { sql } from 'kysely';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, conflict } from '../../errors.js';
import { hashPassword } from '../../services/passwords.js';

/** POST /api/clients/register {client}: a new client account by phone (spec §7); answers `success`. */
const register: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/clients/register',
    {
      schema: {
        tags: ['clients'],
        body: RegisterClientBody,
        response: { 200: RegisterClientResponse, 400: errorResponses[400], 409: errorResponses[409] },
      },
      config: { access: { public: true } },
    },
    async (request) => {
      const check = checkClientRegistration(request.body.client);
      if (!check.ok) throw badRequest(check.error);
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
