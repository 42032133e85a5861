import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CodeCheckBody, clientIdentityRoutes } from '@pvz/contracts/api/client-identity';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest } from '../../errors.js';
import { checkCode } from '../../services/codes/check-code.js';
import { setResetCookie } from '../../services/codes/reset-cookie.js';

/**
 * POST /api/clients/verify-reset-code {phoneNumber, code}: checks a code sent for a password reset; the
 * browser that checked it gets the cookie reset-password asks for.
 */
const verifyResetCode: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientIdentityRoutes.verifyResetCode,
    {
      schema: {
        tags: ['clients'],
        body: CodeCheckBody,
        response: { 200: SuccessResponse, 400: errorResponses[400] },
      },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const phone = normalizePhone(request.body.phoneNumber);
      if (!phone.ok) throw badRequest(phone.error);
      const checked = await checkCode(app, phone.phone, 'reset', request.body.code);
      if (!checked.ok) throw badRequest(checked.error);
      if (checked.resetToken) setResetCookie(reply, checked.id, checked.resetToken);
      return { success: true as const };
    },
  );
};

export default verifyResetCode;
