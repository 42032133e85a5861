import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { EmployeeMessageBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { notFound } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { audit } from '../../services/audit.js';
import { messageOf } from '../../services/notifications/message-rules.js';
import { pushStored, storeNotifications } from '../../services/notifications/notify.js';

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
      const user = await app.db
        .selectFrom('users')
        .select('id')
        .where(sql<boolean>`lower(username) = lower(${request.body.username.trim()})`)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      if (!user) throw notFound(messages.userNotFound);
      const ids = await app.db.transaction().execute(async (trx) => {
        await audit(trx, staffOf(request), { entity: 'message', entityId: user.id, action: 'create', after: content });
        return storeNotifications(trx, { userIds: [user.id] }, content);
      });
      await pushStored(app.db, { sender: app.pushSender, log: request.log }, ids);
      return { success: true as const };
    },
  );
};

export default fp(messageEmployee, { name: 'message-employee', dependencies: ['push'], encapsulate: true });
