import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  BarcodeDeliveryCreated,
  BarcodeDeliveryInfo,
  barcodeDeliveryRoutes,
  CreateBarcodeDeliveryBody,
  MyBarcodeDeliveries,
} from '@pvz/contracts/api/barcode-delivery';
import { errorResponses } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import fp from 'fastify-plugin';
import { clientOf } from '../../../plugins/app/access.js';
import { createBarcodeDelivery } from '../../../services/barcode-delivery/create.js';
import { barcodeDeliveryInfo } from '../../../services/barcode-delivery/info.js';
import { myBarcodeDeliveries } from '../../../services/barcode-delivery/mine.js';
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
      return myBarcodeDeliveries(app.db, client.phoneNumber);
    },
  );
};

export default fp(routes, { name: 'barcode-delivery-routes', dependencies: ['push'], encapsulate: true });
