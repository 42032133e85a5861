import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes, RefreshResponse } from '@pvz/contracts/api/auth';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import { unauthorized } from '../../../errors.js';

/** POST /api/public/auth/refresh: rotates the refresh token and issues a new access token. */
const refresh: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    authRoutes.refresh,
    {
      schema: { tags: ['auth'], response: { 200: RefreshResponse, 401: errorResponses[401] } },
      config: { access: { public: true } },
    },
    async (request, reply) => {
      const refreshed = await app.sessions.refresh(request, reply);
      if (!refreshed) throw unauthorized(messages.sessionExpired);
      return refreshed;
    },
  );
};

export default refresh;
