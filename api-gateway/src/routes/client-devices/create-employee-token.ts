import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { EmployeeTokenBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { forbidden } from '../../errors.js';
import { staffOf } from '../../plugins/app/access.js';
import { connectEmployeeDevice } from '../../services/notifications/device-tokens.js';

/**
 * POST /api/client-devices/create-employee-token {username, token} (spec §7): a staff user connects
 * this browser for themselves; a token already connected is refused (spec §8).
 */
const createEmployeeToken: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    notificationRoutes.createEmployeeToken,
    {
      schema: {
        tags: ['notifications'],
        body: EmployeeTokenBody,
        response: { 200: SuccessResponse, ...errorResponses },
      },
      config: { access: { staff: true } },
    },
    async (request) => {
      const { user } = staffOf(request);
      if (request.body.username.trim().toLowerCase() !== user.username.toLowerCase())
        throw forbidden(messages.ownUsernameOnly);
      await connectEmployeeDevice(app.db, user.id, request.body.token.trim());
      return { success: true as const };
    },
  );
};

export default createEmployeeToken;
