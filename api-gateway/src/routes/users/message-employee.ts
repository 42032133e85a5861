import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { EmployeeMessageBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import fp from 'fastify-plugin';
import { staffOf } from '../../plugins/app/access.js';
import { messageOf } from '../../services/notifications/message-rules.js';
import { pushStored } from '../../services/notifications/notify.js';
import { storeEmployeeMessage } from '../../services/notifications/staff-messages.js';

/** POST /api/users/message {title, message, username} (spec §7): staff who manage users write to an employee. */
const messageEmployee: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    notificationRoutes.messageEmployee,
    {
      schema: {
        tags: ['notifications'],
        body: EmployeeMessageBody,
        response: { 200: SuccessResponse, ...errorResponses },
      },
      config: { access: { page: 'admin-users', level: 'write' } },
    },
    async (request) => {
      const content = messageOf(request.body);
      const ids = await storeEmployeeMessage(app.db, staffOf(request), request.body.username, content);
      await pushStored(app.db, { sender: app.pushSender, log: request.log }, ids);
      return { success: true as const };
    },
  );
};

export default fp(messageEmployee, { name: 'message-employee', dependencies: ['push'], encapsulate: true });
