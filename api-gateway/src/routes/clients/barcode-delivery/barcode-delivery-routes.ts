import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BarcodeDeliveryCreated,
  BarcodeDeliveryInfo,
  barcodeDeliveryRoutes,
  CreateBarcodeDeliveryBody,
  MyBarcodeDeliveries,
} from '@pvz/contracts/api/barcode-delivery';
import { errorResponses } from '@pvz/contracts/api/common';
import { bpToPercent } from '@pvz/contracts/goods-money';
import { messages } from '@pvz/contracts/messages';
import fp from 'fastify-plugin';
import { clientOf } from '../../../plugins/app/access.js';
import { createBarcodeDelivery } from '../../../services/barcode-delivery/create.js';
import { barcodeDeliveryInfo } from '../../../services/barcode-delivery/info.js';
import { pushStored } from '../../../services/notifications/notify.js';

/** «Доставка по штрих-коду (QR)» of the client cabinet: the form's data, sending a barcode, my barcode deliveries. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    barcodeDeliveryRoutes.info,
    {
      schema: { tags: ['clients'], response: { 200: BarcodeDeliveryInfo, ...errorResponses } },
      config: { access: { client: true } },
    },
    async () => barcodeDeliveryInfo(app.db),
  );

  app.post(
    barcodeDeliveryRoutes.create,
    {
      schema: {
        tags: ['clients'],
        body: CreateBarcodeDeliveryBody,
        response: { 200: BarcodeDeliveryCreated, ...errorResponses },
      },
      config: { access: { client: true, phoneVerified: true } },
    },
    async (request) => {
      const auth = clientOf(request);
      const created = await app.db
        .transaction()
        .execute((trx) => createBarcodeDelivery(trx, auth, request.body, app.config.sessionSecret));
      await pushStored(app.db, { sender: app.pushSender, log: request.log }, created.notificationIds);
      return { id: created.id, message: messages.barcodeDeliveryCreated };
    },
  );

  app.get(
    barcodeDeliveryRoutes.mine,
    {
      schema: { tags: ['clients'], response: { 200: MyBarcodeDeliveries, ...errorResponses } },
      config: { access: { client: true, phoneVerified: true } },
    },
    async (request) => {
      const { client } = clientOf(request);
      const rows = await app.db
        .selectFrom('goods as g')
        .leftJoin('points as p', 'p.id', 'g.point_id')
        .leftJoin('marketplaces as m', 'm.id', 'g.marketplace_id')
        .leftJoin('goods_files as gf', 'gf.goods_id', 'g.id')
        .select([
          'g.id',
          'p.name as point',
          'm.name as marketplace',
          'g.items_count',
          'g.percent_bp',
          'g.created_at',
          'g.delivered_sc_at',
          'gf.file_id',
        ])
        .where('g.kind', '=', 'barcode')
        .where('g.client_phone', '=', client.phoneNumber)
        .where('g.deleted_at', 'is', null)
        .orderBy('g.created_at', 'desc')
        .orderBy('g.id', 'desc')
        .limit(100)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        point: row.point ?? '',
        marketplace: row.marketplace ?? '',
        itemsCount: row.items_count,
        percent: bpToPercent(row.percent_bp),
        createdAt: row.created_at.toISOString(),
        fileId: row.file_id,
        collected: row.delivered_sc_at !== null,
      }));
    },
  );
};

export default fp(routes, { name: 'barcode-delivery-routes', dependencies: ['push'], encapsulate: true });
