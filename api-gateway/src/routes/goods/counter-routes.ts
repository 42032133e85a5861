import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  ClientParcels,
  ClientParcelsQuery,
  IssueAnswer,
  IssueBody,
  PickupCode,
  ResolvedScan,
  ResolveScanBody,
} from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import { refusalOutcomes } from '@pvz/contracts/goods';
import { collectedAtHandOver } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import { normalizePhone } from '@pvz/contracts/phone';
import { parseScanCode } from '@pvz/contracts/scan-codes';
import { badRequest, forbidden, notFound } from '../../errors.js';
import { clientOf, pointIn, staffOf } from '../../plugins/app/access.js';
import { pickupTokenOf } from '../../services/clients/pickup-token.js';
import { type WaitingClient, waitingClientsByPhoneEnd } from '../../services/goods/counter-clients.js';
import { handOver } from '../../services/goods/hand-over.js';
import { resolveScan } from '../../services/goods/resolve-scan.js';
import { goodsRowsByIds, selectGoods, toGoodsRow } from '../../services/goods/rows.js';
import { answerOnce } from '../../services/operations.js';
import { staffConfirmedPayments } from '../../services/payments/online-payments.js';
import { loadSettings } from '../../services/settings.js';

/** The last four digits of a phone, typed at the counter to find a client. */
const PHONE_END = /^\d{4}$/;

/** The hand-over at the counter: what a scan means, the client's parcels and sum, the hand-over itself. */
const counterRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const secret = app.config.sessionSecret;

  app.post(
    goodsRoutes.resolveScan,
    {
      schema: { tags: ['goods'], body: ResolveScanBody, response: { 200: ResolvedScan, ...errorResponses } },
      config: { access: { page: 'goods-issue', level: 'read', point: pointIn('body', 'pvzId') } },
    },
    async (request) => {
      const { pvzId, code } = request.body;
      const lastDigits = code.trim();
      if (PHONE_END.test(lastDigits)) {
        const clients = await waitingClientsByPhoneEnd(app.db, pvzId, lastDigits);
        if (clients.length === 0) throw notFound(messages.noClientWithDigits);
        const { columns } = staffOf(request).access;
        // a name is shown to those who see the name column of the parcel it comes from
        const shown = ({ name, kind }: WaitingClient) =>
          name && kind && columns[kind].name !== 'hidden' ? { name } : {};
        return {
          type: 'clients' as const,
          clients: clients.map((client) => ({ phone: client.phone, cell: client.cell, ...shown(client) })),
        };
      }
      const scanned = parseScanCode(code);
      if (!scanned || scanned.type === 'box' || scanned.type === 'equipment') throw badRequest(messages.codeUnknown);
      return resolveScan(app.db, secret, pvzId, scanned);
    },
  );

  app.get(
    goodsRoutes.clientParcels,
    {
      schema: { tags: ['goods'], querystring: ClientParcelsQuery, response: { 200: ClientParcels, ...errorResponses } },
      config: { access: { page: 'goods-issue', level: 'read', point: pointIn('query', 'pvzId'), columns: 'row-kind' } },
    },
    async (request) => {
      const { pvzId } = request.query;
      const phone = normalizePhone(request.query.phone);
      if (!phone.ok) throw badRequest(messages.phoneFormat);
      const settings = await loadSettings(app.db);
      const rows = await selectGoods(app.db)
        .where('g.point_id', '=', pvzId)
        .where('g.client_phone', '=', phone.phone)
        .where('g.issued_at', 'is', null)
        .where('g.deleted_at', 'is', null)
        .where('g.delivered_sc_at', 'is not', null)
        .orderBy('g.delivered_pvz_at', (order) => order.asc().nullsLast())
        .orderBy('g.id')
        .execute();
      const waiting = rows.filter((row) => row.delivered_pvz_at !== null);
      const dues = waiting.map((row) => ({
        id: row.id,
        cash: collectedAtHandOver(row.amount_due, 'cash', settings.cashRoundingStep),
        online: collectedAtHandOver(row.amount_due, 'online', settings.cashRoundingStep),
      }));
      return {
        rows: rows.map((row) => toGoodsRow(row, secret)),
        cell: waiting[0]?.cell ?? null,
        toCollect: {
          cash: dues.reduce((total, due) => total + due.cash, 0),
          online: dues.reduce((total, due) => total + due.online, 0),
        },
        dues,
        refusalFee: settings.refusalFee,
      };
    },
  );

  app.post(
    goodsRoutes.issue,
    {
      schema: { tags: ['goods'], body: IssueBody, response: { 200: IssueAnswer, ...errorResponses } },
      config: { access: { page: 'goods-issue', level: 'write', point: pointIn('body', 'pvzId'), columns: 'row-kind' } },
    },
    async (request, reply) => {
      const actor = staffOf(request);
      const { operationId, pvzId, ids, outcome } = request.body;
      return answerOnce(request, reply, 'goods.issue', async (trx) => {
        const settings = await loadSettings(trx);
        const result = await handOver(
          trx,
          actor,
          { pointId: pvzId, ids, outcome, operationId },
          settings,
          staffConfirmedPayments,
        );
        return {
          message: refusalOutcomes.includes(outcome) ? messages.refusalDone : messages.handedOver,
          ...result,
          rows: await goodsRowsByIds(trx, ids, secret),
        };
      });
    },
  );

  app.get(
    goodsRoutes.pickupCode,
    {
      schema: { tags: ['goods'], response: { 200: PickupCode, ...errorResponses } },
      config: { access: { client: true, phoneVerified: true } },
    },
    async (request) => {
      const { client } = clientOf(request);
      const pickup = await pickupTokenOf(app.db, secret, client.id);
      if (!pickup) throw forbidden(messages.phoneNotVerified);
      return { token: pickup.token, expiresAt: pickup.expiresAt.toISOString() };
    },
  );
};

export default counterRoutes;
