import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { debtorsRoutes, PublicDebtor, PublicDebtorQuery } from '@pvz/contracts/api/service-balances';
import { messages } from '@pvz/contracts/messages';
import { notFound } from '../../errors.js';
import { resolveDebtorLink } from '../../services/delivery/debtor-links.js';
import { publicDebtorOf } from '../../services/delivery/debtors.js';

/** Links one address may try per minute: the page is open to everybody, so guessing is slowed down. */
const DEBTOR_PAGES_PER_MINUTE = 60;

/** GET /api/public/debtor?link=: what a business customer or an employee owes, without a login. */
const publicDebtorRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    debtorsRoutes.publicDebtor,
    {
      schema: {
        tags: ['payments'],
        querystring: PublicDebtorQuery,
        response: { 200: PublicDebtor, 400: errorResponses[400], 404: errorResponses[404], 429: errorResponses[429] },
      },
      config: {
        access: { public: true },
        rateLimit: { max: Math.min(DEBTOR_PAGES_PER_MINUTE, app.config.requestsPerMinute), timeWindow: 60_000 },
      },
    },
    async (request) => {
      // a forged link and a link of nobody look the same: not found
      const owner = await resolveDebtorLink(app.db, app.config.sessionSecret, request.query.link);
      if (owner === null) throw notFound(messages.debtorPageNotFound);
      return publicDebtorOf(app.db, owner);
    },
  );
};

export default publicDebtorRoute;
