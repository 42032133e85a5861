import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, SuccessResponse } from '@pvz/contracts/api/common';
import { ClientTokenBody, notificationRoutes } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { forbidden } from '../../errors.js';
import { clientOf } from '../../plugins/app/access.js';
import { connectClientDevice } from '../../services/notifications/device-tokens.js';
import { phoneOf } from '../../services/phone-of.js';

/**
 * POST /api/client-devices/create-token {phoneNumber, token} (spec §7): a client connects this
 * browser for their own phone. A token already known moves to this phone: the device has a new owner.
 */
const createClientToken: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    notificationRoutes.createClientToken,
    {
      schema: {
        tags: ['notifications'],
        body: ClientTokenBody,
        response: { 200: SuccessResponse, ...errorResponses },
      },
      // pushes go to the phone's devices: only a client who proved the phone may add one
      config: { access: { client: true, phoneVerified: true } },
    },
    async (request) => {
      const { client } = clientOf(request);
      if (phoneOf(request.body.phoneNumber) !== client.phoneNumber) throw forbidden(messages.ownPhoneOnly);
      await connectClientDevice(app.db, client.phoneNumber, request.body.token.trim());
      return { success: true as const };
    },
  );
};

export default createClientToken;
