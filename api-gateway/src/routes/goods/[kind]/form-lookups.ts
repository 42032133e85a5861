import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import { GoodsQuote, GoodsQuoteBody, PhoneLookup, PhoneLookupQuery } from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { bpToPercent } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { badRequest, forbidden } from '../../../errors.js';
import { staffOf } from '../../../plugins/app/access.js';
import { pageOf, pointsWritten } from '../../../services/goods/goods-access.js';
import { clientPlace, latestClientName, phonesEndingIn } from '../../../services/goods/phone-lookup.js';
import { quoteRow } from '../../../services/goods/quote.js';

/** What a kind's row form asks as it is filled: the client from a phone's last digits, what saving would store. */
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

    app.post(
      goodsRoutes.quote(kind),
      {
        schema: { tags: ['goods'], body: GoodsQuoteBody, response: { 200: GoodsQuote, ...errorResponses } },
        config: { access: { page: pageOf[kind], level: 'write', columns: kind, point: pointsWritten(app) } },
      },
      async (request) => {
        const { id, row } = request.body;
        const quote = await quoteRow(app.db, kind, row, id);
        return {
          marketplace: quote.marketplace,
          percent: bpToPercent(quote.percentBp),
          amountFromClient: quote.money.due,
          profit: quote.money.income,
        };
      },
    );
  };
}
