import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { PercentAnswer, PercentQuery, PhoneLookup, PhoneLookupQuery } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { bpToPercent } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest, forbidden, notFound } from '../../../errors.js';
import { pointIn, staffOf } from '../../../plugins/app/access.js';
import { pageOf } from '../../../services/goods/goods-access.js';
import { activeMarketplace, marketplaceOfLink, percentBpFor } from '../../../services/goods/percent.js';
import { clientPlace, latestClientName, phonesEndingIn } from '../../../services/goods/phone-lookup.js';
import { loadSettings } from '../../../services/settings.js';

/** What a kind's row form fills in by itself: the client from a phone's last digits, the marketplace percentage. */
export function goodsFormLookups(kind: CounterKind): FastifyPluginAsyncTypebox {
  return async (app) => {
    app.get(
      goodsRoutes.phoneLookup(kind),
      {
        schema: { tags: ['goods'], querystring: PhoneLookupQuery, response: { 200: PhoneLookup, ...errorResponses } },
        config: { access: { page: pageOf[kind], level: 'write' } },
      },
      async (request) => {
        const { scope, access } = staffOf(request);
        // the lookup answers phone numbers: not for a user who may not see them
        if (access.columns[kind].fromName === 'hidden') throw forbidden(messages.columnHidden);
        const digits = request.query.digits.replace(/\D/g, '');
        if (digits.length < 4) throw badRequest(messages.phoneFormat);
        let phones: string[];
        if (digits.length >= 10) {
          const full = normalizePhone(request.query.digits);
          if (!full.ok) throw badRequest(messages.phoneFormat);
          phones = [full.phone];
        } else {
          phones = await phonesEndingIn(app.db, scope, digits);
        }
        const [phone] = phones;
        if (phones.length !== 1 || phone === undefined)
          return { phones, pointId: null, severalPoints: false, cell: null };
        const place = await clientPlace(app.db, scope, phone);
        if (access.columns[kind].name === 'hidden') return { phones, ...place };
        return { phones, ...place, name: await latestClientName(app.db, scope, phone) };
      },
    );

    app.get(
      goodsRoutes.percent(kind),
      {
        schema: { tags: ['goods'], querystring: PercentQuery, response: { 200: PercentAnswer, ...errorResponses } },
        config: { access: { page: pageOf[kind], level: 'read', point: pointIn('query', 'pvzId') } },
      },
      async (request) => {
        const { pvzId, link, marketplaceId } = request.query;
        if (kind === 'shop') return { percent: 0, marketplace: null };
        let marketplace: { id: number; name: string } | null = null;
        if (marketplaceId !== undefined) {
          const found = await activeMarketplace(app.db, marketplaceId);
          if (!found) throw notFound(messages.marketplaceUnknown);
          marketplace = found;
        } else if (link) {
          marketplace = await marketplaceOfLink(app.db, link);
        }
        const settings = await loadSettings(app.db);
        const bp = await percentBpFor(app.db, settings, pvzId, kind, marketplace?.id ?? null);
        return { percent: bpToPercent(bp), marketplace };
      },
    );
  };
}
