import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { ClientMessageBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import fp from 'fastify-plugin';
import { staffOf } from '../../plugins/app/access.js';
import { sendOneMessage } from '../../services/notifications/broadcasts.js';
import { pushStored } from '../../services/notifications/notify.js';

/**
 * POST /api/messages {title, message, phoneNumber} (spec §7): staff who manage clients write to a
 * client; «Сообщения» writes to one client by it.
 */
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
      const { phoneNumber, title, message } = request.body;
      const ids = await sendOneMessage(app.db, staffOf(request), { kind: 'client', phoneNumber }, { title, message });
      await pushStored(app.db, { sender: app.pushSender, log: request.log }, ids);
      return { success: true as const };
    },
  );
};

export default fp(messageClient, { name: 'message-client', dependencies: ['push'], encapsulate: true });
