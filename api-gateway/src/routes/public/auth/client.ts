import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes, ClientMeResponse } from '@pvz/contracts/api/auth';

/** GET /api/public/auth/client: the signed-in client, or `client: null`. */
const client: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    authRoutes.client,
    { schema: { tags: ['auth'], response: { 200: ClientMeResponse } }, config: { access: { public: true } } },
    async (request) => {
      const auth = request.auth;
      if (auth?.kind !== 'client') return { client: null };
      return { client: { ...auth.client, role: 'CLIENT' as const }, session: app.sessions.infoFor(auth) };
    },
  );
};

export default client;
