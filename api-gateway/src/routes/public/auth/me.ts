import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authRoutes, StaffMeResponse } from '@pvz/contracts/api/auth';

/** GET /api/public/auth/me: the signed-in staff user with their access structure, or `user: null`. */
const me: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    authRoutes.me,
    { schema: { tags: ['auth'], response: { 200: StaffMeResponse } }, config: { access: { public: true } } },
    async (request) => {
      const auth = request.auth;
      if (auth?.kind !== 'staff') return { user: null };
      return { user: auth.user, access: auth.access, scope: auth.scope, session: app.sessions.infoFor(auth) };
    },
  );
};

export default me;
