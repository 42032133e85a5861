import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes, LogoutQuery } from '@pvz/contracts/api/auth';
import { SuccessResponse } from '@pvz/contracts/api/common';
import { forgetDevice } from '../../services/known-devices.js';

/**
 * POST /api/public/logout: revokes the session (staff or client) and clears its cookies. With
 * `forgetDevice` («Очистить cookie») the browser's device id goes too; a plain sign-out keeps it, so
 * that strangers' failed guesses never lock this browser out.
 */
const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    authRoutes.logout,
    {
      schema: { tags: ['auth'], querystring: LogoutQuery, response: { 200: SuccessResponse } },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      if (request.query.forgetDevice) forgetDevice(reply);
      return { success: true as const };
    },
  );
};

export default logout;
