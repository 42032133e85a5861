import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type FileStorage, fileStorageOf } from '../services/files/storage.js';
import { firebaseSender } from '../services/push/firebase-sender.js';
import { setProcessPushSender } from '../services/push/process-sender.js';
import type { PushSender } from '../services/push/sender.js';
import audit from './audit/index.js';
import boxes from './boxes/index.js';
import cells from './cells/index.js';
import clientDevices from './client-devices/index.js';
import clients from './clients/index.js';
import files from './files/index.js';
import goods from './goods/index.js';
import messages from './messages/index.js';
import notifications from './notifications/index.js';
import publicRoutes from './public/index.js';
import pvzPercent from './pvz-percent/index.js';
import reference from './reference/index.js';
import roles from './roles/index.js';
import settings from './settings/index.js';
import telegram from './telegram/index.js';
import users from './users/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** null: notifications stay in-app only (decorated in the scope of the /api routes) */
    pushSender: PushSender | null;
    /** where uploaded files are kept (decorated in the scope of the /api routes) */
    fileStorage: FileStorage;
  }
}

/** Every /api route: one folder per URL segment, each folder's index registers its files and subfolders. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const push = app.config.push;
  const sender = push ? (push.sender ?? firebaseSender(push.serviceAccountJson)) : null;
  app.decorate('pushSender', sender);
  app.decorate('fileStorage', fileStorageOf(app.config.files));
  setProcessPushSender(sender);
  app.addHook('onClose', async () => setProcessPushSender(null));

  for (const folder of [
    publicRoutes,
    users,
    roles,
    reference,
    cells,
    pvzPercent,
    settings,
    audit,
    clients,
    goods,
    boxes,
    telegram,
    clientDevices,
    messages,
    notifications,
    files,
  ])
    await app.register(folder);
};

export default routes;
