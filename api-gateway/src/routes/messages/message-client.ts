import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { ClientMessageBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import fp from 'fastify-plugin';
import { staffOf } from '../../plugins/app/access.js';
import { messageOf } from '../../services/notifications/message-rules.js';
import { pushStored } from '../../services/notifications/notify.js';
import { storeClientMessage } from '../../services/notifications/staff-messages.js';
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
      const ids = await storeClientMessage(app.db, staffOf(request), phone, content);
      await pushStored(app.db, { sender: app.pushSender, log: request.log }, ids);
      return { success: true as const };
    },
  );
};

export default fp(messageClient, { name: 'message-client', dependencies: ['push'], encapsulate: true });
