import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ClientPhoneAnswer, ClientPhoneBody, clientAccountRoutes } from '@pvz/contracts/api/client-account';
import { errorResponses } from '@pvz/contracts/api/common';
import { clientOfPhone, phoneFrom } from '../../services/clients/client-card.js';

/** POST /api/clients/get-client-phone {phoneNumber}: whether the phone belongs to a client, and whose. */
const getClientPhone: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    clientAccountRoutes.getClientPhone,
    {
      schema: { tags: ['clients'], body: ClientPhoneBody, response: { 200: ClientPhoneAnswer, ...errorResponses } },
      config: { access: { page: 'admin-clients', level: 'read' } },
    },
    async (request) => {
      const phone = phoneFrom(request.body.phoneNumber);
      const found = await clientOfPhone(app.db, phone);
      return { exists: found !== undefined, phoneNumber: phone, id: found?.id ?? null, fio: found?.fio ?? null };
    },
  );
};

export default getClientPhone;
