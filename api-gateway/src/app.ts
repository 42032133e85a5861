import cookie from '@fastify/cookie';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { cachedSchemaCompilers } from './compiled-schema-cache.js';
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
import realtime from './plugins/app/realtime.js';
import sameOrigin from './plugins/app/same-origin.js';
import sessions from './plugins/app/sessions.js';
import compression from './plugins/external/compression.js';
import multipart from './plugins/external/multipart.js';
import openapi from './plugins/external/openapi.js';
import security from './plugins/external/security.js';
import staticFiles from './plugins/external/static.js';
import apiRoutes from './routes/index.js';
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
  /** a folder for the compiled validators and serializers, shared by the builds of a test run */
  schemaCache?: string;
}

/** Builds the gateway without listening; `server.ts` listens, tests use `app.inject`. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Opening the embedded database for the first time and migrating it can take a while on a busy machine.
    pluginTimeout: 120_000,
    ...(options.schemaCache && { schemaController: { compilersFactory: cachedSchemaCompilers(options.schemaCache) } }),
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
  await app.register(compression);
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
  await app.register(realtime);

  // Tier 3: routes.
  await app.register(apiRoutes);
  await app.register(webApp);

  await app.ready();
  return app;
}
