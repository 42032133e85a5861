import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { clientIdentityRoutes, ResetPasswordBody } from '@pvz/contracts/api/client-identity';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { clientPasswordError } from '@pvz/contracts/validation/client-registration';
import { badRequest } from '../../errors.js';
import { resetPasswordByProof } from '../../services/clients/password-reset.js';
import { clearResetCookie, readResetCookie } from '../../services/codes/reset-cookie.js';

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
      const done = proof !== null && (await resetPasswordByProof(app.db, phone.phone, proof, request.body.newPassword));
      if (!done) throw badRequest(messages.resetCodeRequired);
      clearResetCookie(reply);
      return { success: true as const };
    },
  );
};

export default resetPassword;
