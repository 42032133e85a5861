import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { Policy, PolicyQuery, policyRoutes } from '@pvz/contracts/api/policies';
import { loadPolicy } from '../../services/policies.js';

/** GET /api/public/policy?name=: a policy's text, for every visitor (the registration form links to it). */
const policy: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    policyRoutes.publicPolicy,
    {
      schema: { tags: ['settings'], querystring: PolicyQuery, response: { 200: Policy, ...errorResponses } },
      config: { access: { public: true } },
    },
    async (request) => loadPolicy(app.db, request.query.name),
  );
};

export default policy;
