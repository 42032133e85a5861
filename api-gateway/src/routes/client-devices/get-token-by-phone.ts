import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { allowsLevel } from '@pvz/contracts/access';
import { errorResponses } from '@pvz/contracts/api/common';
import { DeviceTokens, notificationRoutes, PhoneBody } from '@pvz/contracts/api/notifications';
import { messages } from '@pvz/contracts/messages';
import { forbidden } from '../../errors.js';
import { callerOf } from '../../plugins/app/access.js';
import { deviceTokensOf } from '../../services/notifications/device-tokens.js';
import { phoneOf } from '../../services/phone-of.js';

/**
 * POST /api/client-devices/get-token-by-phone {phoneNumber} (spec §7): the push tokens of a phone,
 * for the client of that phone or for staff who may read the clients page.
 */
const tokensByPhone: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    notificationRoutes.tokensByPhone,
    {
      schema: { tags: ['notifications'], body: PhoneBody, response: { 200: DeviceTokens, ...errorResponses } },
      // a client or staff: the rule below decides which phones each may ask about
      config: { access: { signedIn: true } },
    },
    async (request) => {
      const auth = callerOf(request);
      const phone = phoneOf(request.body.phoneNumber);
      if (auth.kind === 'client' && auth.client.phoneNumber !== phone) throw forbidden(messages.ownPhoneOnly);
      if (auth.kind === 'staff' && !allowsLevel(auth.access.pages['admin-clients'], 'read')) throw forbidden();
      return { tokens: await deviceTokensOf(app.db, phone) };
    },
  );
};

export default tokensByPhone;
