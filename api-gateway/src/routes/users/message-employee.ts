import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { EmployeeMessageBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import fp from 'fastify-plugin';
import { staffOf } from '../../plugins/app/access.js';
import { sendOneMessage } from '../../services/notifications/broadcasts.js';
import { pushStored } from '../../services/notifications/notify.js';

/**
 * POST /api/users/message {title, message, username} (spec §7): «Сообщения» writes to one employee by
 * it (LEGACY-NOTES §7.8, the admin broadcast), so it needs that page, and reaches only those a
 * broadcast of the sender reaches (anyone else is answered as no one, 404).
 */
const messageEmployee: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    notificationRoutes.messageEmployee,
    {
      schema: {
        tags: ['notifications'],
        body: EmployeeMessageBody,
        response: { 200: SuccessResponse, ...errorResponses },
      },
      config: { access: { page: 'admin-messages', level: 'write' } },
    },
    async (request) => {
      const { username, title, message } = request.body;
      const ids = await sendOneMessage(app.db, staffOf(request), { kind: 'employee', username }, { title, message });
      await pushStored(app.db, { sender: app.pushSender, log: request.log }, ids);
      return { success: true as const };
    },
  );
};

export default fp(messageEmployee, { name: 'message-employee', dependencies: ['push'], encapsulate: true });
