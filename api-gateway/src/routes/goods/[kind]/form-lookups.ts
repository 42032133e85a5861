import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scopeIncludesPoint } from '@pvz/contracts/access';
import { errorResponses } from '@pvz/contracts/api/common';
import { PercentAnswer, PercentQuery, PhoneLookup, PhoneLookupQuery } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { bpToPercent } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { sql } from 'kysely';
import { badRequest, forbidden, notFound } from '../../../errors.js';
import { pointIn, staffOf } from '../../../plugins/app/access.js';
import { pageOf } from '../../../services/goods/goods-access.js';
import { marketplaceOfLink, percentBpFor } from '../../../services/goods/percent.js';
import { phoneEndingIn } from '../../../services/phone-search.js';
import { inPointScope } from '../../../services/point-scope.js';
import { loadSettings } from '../../../services/settings.js';

const SUGGESTED_PHONES_MAX = 10;

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
          const found = await sql<{ phone: string }>`
            (select distinct client_phone as phone from goods
              where ${phoneEndingIn('client_phone', digits)}
                and deleted_at is null
                and ${inPointScope('point_id', scope)}
              limit ${SUGGESTED_PHONES_MAX})
            union
            (select phone_number from clients
              where ${phoneEndingIn('phone_number', digits)}
              limit ${SUGGESTED_PHONES_MAX})
            order by 1 limit ${SUGGESTED_PHONES_MAX}`.execute(app.db);
          phones = found.rows.map((row) => row.phone);
        }
        const [phone] = phones;
        if (phones.length !== 1 || phone === undefined)
          return { phones, pointId: null, severalPoints: false, cell: null };
        // the points of the client's parcels not handed over yet, else of their latest parcel
        const open = await app.db
          .selectFrom('goods')
          .select('point_id')
          .distinct()
          .where('client_phone', '=', phone)
          .where('issued_at', 'is', null)
          .where('deleted_at', 'is', null)
          .where('point_id', 'is not', null)
          .execute();
        const points = open.map((row) => row.point_id as number).filter((id) => scopeIncludesPoint(scope, id));
        const latest =
          points.length > 0
            ? undefined
            : await app.db
                .selectFrom('goods')
                .select('point_id')
                .where('client_phone', '=', phone)
                .where('deleted_at', 'is', null)
                .where('point_id', 'is not', null)
                .orderBy('created_at', 'desc')
                .limit(1)
                .executeTakeFirst();
        const candidate = points.length === 1 ? points[0] : (latest?.point_id ?? null);
        const pointId =
          candidate !== undefined && candidate !== null && scopeIncludesPoint(scope, candidate) ? candidate : null;
        const held =
          pointId === null
            ? undefined
            : await app.db
                .selectFrom('cells')
                .select('number')
                .where('point_id', '=', pointId)
                .where('client_phone', '=', phone)
                .executeTakeFirst();
        return { phones, pointId, severalPoints: points.length > 1, cell: held?.number ?? null };
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
          const found = await app.db
            .selectFrom('marketplaces')
            .select(['id', 'name'])
            .where('id', '=', marketplaceId)
            .where('deleted_at', 'is', null)
            .executeTakeFirst();
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
