import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { counterKinds } from '@pvz/contracts/goods';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/schema.js';
import access from './plugins/app/access.js';
import codeDelivery from './plugins/app/code-delivery.js';
import database from './plugins/app/database.js';
import errorHandler from './plugins/app/error-handler.js';
import files from './plugins/app/files.js';
import inputGuard from './plugins/app/input-guard.js';
import jobs from './plugins/app/jobs.js';
import push from './plugins/app/push.js';
import sameOrigin from './plugins/app/same-origin.js';
import sessions from './plugins/app/sessions.js';
import multipart from './plugins/external/multipart.js';
import openapi from './plugins/external/openapi.js';
import security from './plugins/external/security.js';
import staticFiles from './plugins/external/static.js';
import getLog from './routes/audit/get-log.js';
import addCells from './routes/cells/add-cells.js';
import getCells from './routes/cells/get-cells.js';
import clientAccountRoutes from './routes/clients/account-routes.js';
import marketplaceRoutes from './routes/clients/marketplace-routes.js';
import clientOrderRoutes from './routes/clients/order-routes.js';
import register from './routes/clients/register.js';
import acceptScan from './routes/goods/accept-scan.js';
import boxRoutes from './routes/goods/boxes/index.js';
import counterRoutes from './routes/goods/counter-routes.js';
import { goodsFormLookups } from './routes/goods/form-lookups.js';
import inventoryRoutes from './routes/goods/inventory/index.js';
import listRoutes from './routes/goods/lists/index.js';
import lookupRoutes from './routes/goods/lookup/index.js';
import recordRoutes from './routes/goods/record-routes.js';
import returnRoutes from './routes/goods/returns/index.js';
import { goodsRowRoutes } from './routes/goods/row-routes.js';
import { goodsTableRoutes } from './routes/goods/table-routes.js';
import notificationRoutes from './routes/notifications/index.js';
import authClient from './routes/public/auth/client.js';
import me from './routes/public/auth/me.js';
import refresh from './routes/public/auth/refresh.js';
import login from './routes/public/login.js';
import loginClient from './routes/public/login-client.js';
import logout from './routes/public/logout.js';
import site from './routes/public/site.js';
import getPercents from './routes/pvz-percent/get-percents.js';
import setPercent from './routes/pvz-percent/set-percent.js';
import { referenceDefinitions } from './routes/reference/entities.js';
import getChoices from './routes/reference/get-choices.js';
import { referenceRoutes } from './routes/reference/reference-routes.js';
import createRole from './routes/roles/create-role.js';
import deleteRole from './routes/roles/delete-role.js';
import editRole from './routes/roles/edit-role.js';
import getRolesWithAccess from './routes/roles/get-roles.js';
import editSettings from './routes/settings/edit-settings.js';
import getSettings from './routes/settings/get-settings.js';
import telegramRoutes from './routes/telegram/index.js';
import createUser from './routes/users/create-user.js';
import deleteUser from './routes/users/delete-user.js';
import editUser from './routes/users/edit-user.js';
import getEffectiveAccess from './routes/users/get-effective-access.js';
import getRoles from './routes/users/get-roles.js';
import getUsers from './routes/users/get-users.js';
import webApp from './routes/web/web-app.js';
import { fastifyTrustProxy } from './trust-proxy.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export interface BuildOptions {
  /** an open database instead of the configured one (tests) */
  db?: Kysely<Database>;
  logger?: FastifyServerOptions['logger'];
}

/** Every /api route, grouped as the URLs are. */
const apiRoutes = [
  login,
  loginClient,
  logout,
  me,
  authClient,
  refresh,
  site,
  createUser,
  getUsers,
  editUser,
  deleteUser,
  getRoles,
  getEffectiveAccess,
  getRolesWithAccess,
  createRole,
  editRole,
  deleteRole,
  getChoices,
  ...Object.values(referenceDefinitions).map((definition) => referenceRoutes(definition as never)),
  getCells,
  addCells,
  getPercents,
  setPercent,
  getSettings,
  editSettings,
  getLog,
  register,
  ...(['all', ...counterKinds] as const).map(goodsTableRoutes),
  ...counterKinds.map(goodsRowRoutes),
  ...counterKinds.map(goodsFormLookups),
  recordRoutes,
  acceptScan,
  counterRoutes,
  boxRoutes,
  returnRoutes,
  inventoryRoutes,
  listRoutes,
  lookupRoutes,
  telegramRoutes,
  clientAccountRoutes,
  marketplaceRoutes,
  clientOrderRoutes,
  notificationRoutes,
];

/** Builds the gateway without listening; `server.ts` listens, tests use `app.inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Opening the embedded database for the first time and migrating it can take a while on a busy machine.
    pluginTimeout: 120_000,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
      },
      { name: 'config' },
    ),
  );

  // Tier 1: external plugins.
  await app.register(security);
  await app.register(cookie);
  await app.register(compress);
  await app.register(multipart);
  await app.register(openapi);
  await app.register(staticFiles);

  // Tier 2: application services.
  await app.register(errorHandler);
  await app.register(database, { db: options.db });
  // onRequest hooks run in this order: origin check, session, access; the input guard's preHandler
  // runs before the access plugin's, which reads validated ids from the database.
  await app.register(sameOrigin);
  await app.register(sessions);
  await app.register(inputGuard);
  await app.register(access);
  await app.register(files);
  await app.register(push);
  await app.register(jobs);
  await app.register(codeDelivery);

  // Tier 3: routes.
  for (const routes of apiRoutes) await app.register(routes);
  await app.register(webApp);

  await app.ready();
  return app;
}
