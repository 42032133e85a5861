import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientIdentityRoutes, RESET_WINDOW_SECONDS, ResetPasswordBody } from '@pvz/contracts/api/client-identity';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { clientPasswordError } from '@pvz/contracts/validation/client-registration';
import { sql } from 'kysely';
import { badRequest } from '../../errors.js';
import { provenNow } from '../../services/clients/phone-proof.js';
import { clearResetCookie, readResetCookie } from '../../services/codes/reset-cookie.js';
import { hashPassword } from '../../services/passwords.js';
import { sameHash, sha256 } from '../../services/tokens.js';

/**
 * POST /api/clients/reset-password {phoneNumber, newPassword} (spec §7): only from the browser that
 * checked a reset code for this phone within RESET_WINDOW_SECONDS; the code is spent and every
 * session of the client ends.
 */
const resetPassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientIdentityRoutes.resetPassword,
    {
      schema: {
        tags: ['clients'],
        body: ResetPasswordBody,
        response: { 200: SuccessResponse, 400: errorResponses[400] },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const phone = normalizePhone(request.body.phoneNumber);
      if (!phone.ok) throw badRequest(phone.error);
      const passwordProblem = clientPasswordError(request.body.newPassword);
      if (passwordProblem) throw badRequest(passwordProblem);
      const proof = readResetCookie(request);
      const done = await app.db.transaction().execute(async (trx) => {
        if (!proof) return false;
        const record = await trx
          .selectFrom('one_time_codes')
          .select(['id', 'reset_token_hash'])
          .where('id', '=', proof.recordId)
          .where('phone', '=', phone.phone)
          .where('purpose', '=', 'reset')
          .where('used_at', 'is', null)
          .where('verified_at', '>', sql<Date>`now() - make_interval(secs => ${RESET_WINDOW_SECONDS})`)
          .forUpdate()
          .executeTakeFirst();
        if (!record?.reset_token_hash || !sameHash(record.reset_token_hash, sha256(proof.secret))) return false;
        // hashed only for a proven caller: the hash costs CPU on purpose
        const passwordHash = await hashPassword(request.body.newPassword);
        const client = await trx
          .updateTable('clients')
          .set({ password_hash: passwordHash, phone_verified_at: provenNow, updated_at: sql<Date>`now()` })
          .where('phone_number', '=', phone.phone)
          .returning('id')
          .executeTakeFirst();
        if (!client) return false;
        await trx
          .updateTable('one_time_codes')
          .set({ used_at: sql<Date>`now()` })
          .where('id', '=', record.id)
          .execute();
        await trx
          .updateTable('sessions')
          .set({ revoked_at: sql<Date>`now()` })
          .where('client_id', '=', client.id)
          .where('revoked_at', 'is', null)
          .execute();
        return true;
      });
      if (!done) throw badRequest(messages.resetCodeRequired);
      clearResetCookie(reply);
      return { success: true as const };
    },
  );
};

export default resetPassword;
