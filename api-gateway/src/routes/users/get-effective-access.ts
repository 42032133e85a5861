import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { EffectiveAccessAnswer, EffectiveAccessQuery, userRoutes } from '@pvz/contracts/api/users';
import { messages } from '@pvz/contracts/messages';
import { notFound } from '../../errors.js';
import { loadStaffAccess } from '../../services/staff-access.js';

/** GET /api/users/get-effective-access?id=: what a user can really do, role and overrides together. */
const getEffectiveAccess: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    userRoutes.getEffectiveAccess,
    {
      schema: {
        tags: ['users'],
        querystring: EffectiveAccessQuery,
        response: { 200: EffectiveAccessAnswer, ...errorResponses },
      },
      config: { access: { page: 'admin-users', level: 'read' } },
    },
    async (request) => {
      const effective = await loadStaffAccess(app.db, request.query.id);
      if (!effective) throw notFound(messages.userNotFound);
      return effective;
    },
  );
};

export default getEffectiveAccess;
