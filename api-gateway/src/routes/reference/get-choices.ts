import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { referenceRoutes } from '@pvz/contracts/api/reference';
import { Type } from 'typebox';
import { staffOf } from '../../plugins/app/access.js';
import { loadChoices } from '../../services/reference/choices.js';

const Choice = Type.Object({ id: Type.Integer(), name: Type.String() });

const Choices = Type.Object({
  /** the points in the caller's scope */
  points: Type.Array(Choice),
  sortingCenters: Type.Array(Choice),
  marketplaces: Type.Array(Choice),
  /** the marketplace accounts purchases are ordered from */
  orderAccounts: Type.Array(Choice),
  /** the delivery service's destinations («ПВЗ (Доставка)») and sorting centres («СЦ (Доставка)») */
  deliveryPoints: Type.Array(Choice),
  deliveryCenters: Type.Array(Choice),
  /** the advance report's categories (some name no point) and companies */
  categories: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), withoutPoint: Type.Boolean() })),
  companies: Type.Array(Choice),
});

/** GET /api/reference/choices: names for pickers (points, sorting centres, marketplaces, order accounts, the delivery service's places), for any staff user. */
const getChoices: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    referenceRoutes.choices,
    {
      schema: { tags: ['reference'], response: { 200: Choices, ...errorResponses } },
      config: { access: { staff: true } },
    },
    async (request) => loadChoices(app.db, staffOf(request).scope),
  );
};

export default getChoices;
