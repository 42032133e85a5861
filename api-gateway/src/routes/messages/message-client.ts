import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { ClientMessageBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import fp from 'fastify-plugin';
import { notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { messageOf } from '../../services/notifications/message-rules.js';
import { pushStored, storeNotifications } from '../../services/notifications/notify.js';
import { phoneOf } from '../../services/phone-of.js';

/** POST /api/messages {title, message, phoneNumber} (spec §7): staff who manage clients write to a client. */
const messageClient: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    notificationRoutes.messageClient,
    {
      schema: {
        tags: ['notifications'],
        body: ClientMessageBody,
        response: { 200: SuccessResponse, ...errorResponses },
      },
      config: { access: { page: 'admin-clients', level: 'write' } },
    },
    async (request) => {
      const content = messageOf(request.body);
      const phone = phoneOf(request.body.phoneNumber);
      const client = await app.db
        .selectFrom('clients')
        .select('phone_number')
        .where('phone_number', '=', phone)
        .executeTakeFirst();
      if (!client) throw notFound(messages.clientNotFound);
      const ids = await app.db.transaction().execute(async (trx) => {
        await audit(trx, staffOf(request), { entity: 'message', entityId: phone, action: 'create', after: content });
        return storeNotifications(trx, { phoneNumber: phone }, content);
      });
      await pushStored(app.db, { sender: app.pushSender, log: request.log }, ids);
      return { success: true as const };
    },
  );
};

export default fp(messageClient, { name: 'message-client', dependencies: ['push'], encapsulate: true });
