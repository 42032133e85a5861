import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SuccessResponse } from '@pvz/contracts/api/common';

/** POST /api/public/logout: revokes the session (staff or client) and clears its cookies. */
const logout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/public/logout',
    { schema: { tags: ['auth'], response: { 200: SuccessResponse } }, config: { access: { public: true } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { success: true as const };
    },
  );
};

export default logout;
