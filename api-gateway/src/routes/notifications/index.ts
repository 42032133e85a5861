import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type FileStorage, fileStorageOf } from '../../services/files/storage.js';
import { firebaseSender } from '../../services/push/firebase-sender.js';
import { setProcessPushSender } from '../../services/push/process-sender.js';
import type { PushSender } from '../../services/push/sender.js';
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

declare module 'fastify' {
  interface FastifyInstance {
    /** null: notifications stay in-app only (decorated in the scope of these routes) */
    pushSender: PushSender | null;
    /** where uploaded files are kept (decorated in the scope of these routes) */
    fileStorage: FileStorage;
  }
}

/** Device tokens, messages, in-app notifications and uploaded files. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const push = app.config.push;
  const sender = push ? (push.sender ?? firebaseSender(push.serviceAccountJson)) : null;
  app.decorate('pushSender', sender);
  app.decorate('fileStorage', fileStorageOf(app.config.files));
  setProcessPushSender(sender);
  app.addHook('onClose', async () => setProcessPushSender(null));

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
