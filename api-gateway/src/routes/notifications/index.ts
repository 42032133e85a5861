import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import createEmployeeToken from '../client-devices/create-employee-token.js';
import createClientToken from '../client-devices/create-token.js';
import tokensByPhone from '../client-devices/get-token-by-phone.js';
import barcodeDeliveryRoutes from '../clients/barcode-delivery-routes.js';
import fileRoutes from '../files/file-routes.js';
import messageClient from '../messages/message-client.js';
import messageEmployee from '../messages/message-employee.js';
import listNotifications from './list-notifications.js';
import pushConfig from './push-config.js';
import readNotifications from './read-notifications.js';

/** Device tokens, messages, in-app notifications and uploaded files. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  for (const plugin of [
    createClientToken,
    tokensByPhone,
    createEmployeeToken,
    messageClient,
    messageEmployee,
    listNotifications,
    readNotifications,
    pushConfig,
    fileRoutes,
    barcodeDeliveryRoutes,
  ])
    await app.register(plugin);
};

export default routes;
