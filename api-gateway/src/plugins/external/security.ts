import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { tooManyRequests } from '../../errors.js';

/** Origins of remotes configured to load from elsewhere; scripts from them must be allowed. */
function remoteOrigins(manifestUrls: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(manifestUrls)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** Where a browser subscribing to Firebase Cloud Messaging connects (only when push is configured for browsers). */
const firebaseMessagingOrigins = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
];

/**
 * Where Yandex Maps JS API v3 loads its code and vector tiles from and runs its workers (only when a
 * map key is configured): the loader and its modules, the static CDN and the tile servers.
 */
const yandexMapsScripts = ['https://api-maps.yandex.ru', 'https://yastatic.net'];
const yandexMapsData = [...yandexMapsScripts, 'https://*.maps.yandex.net'];

export default fp(
  async (app: FastifyInstance) => {
    const remotes = remoteOrigins(app.config.web.manifestUrls);
    const push = app.config.push?.web ? firebaseMessagingOrigins : [];
    const maps = app.config.maps.yandexKey !== null;
    // helmet's middleware, made once: @fastify/helmet makes it again on every request (its directives parsed,
    // its headers built), for per-route options and nonces this product does not use
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...remotes, ...(maps ? yandexMapsScripts : [])],
          connectSrc: ["'self'", ...remotes, ...push, ...(maps ? yandexMapsData : [])],
          // Emotion (MUI) injects style elements at runtime.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Product pictures in the client's cart come from the marketplaces' CDNs (many hosts, HTTPS only).
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'", ...(maps ? ['blob:'] : [])],
          manifestSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          // `npm start` serves http://localhost, which must keep working. In a network the product is served
          // over HTTPS (a proxy in front): WebCrypto and the service worker exist only on secure pages.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginResourcePolicy: { policy: 'same-site' },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined)),
    );
    // several instances count together in Redis (sign-in failures and throttles are in PostgreSQL already);
    // the client library is loaded only when a Redis is configured
    const redis = app.config.redisUrl
      ? new (await import('ioredis')).Redis(app.config.redisUrl, {
          connectTimeout: 500,
          maxRetriesPerRequest: 1,
          lazyConnect: false,
        })
      : null;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      ...(redis && { redis, nameSpace: 'pvz-rate-limit-', skipOnError: true }),
      max: app.config.requestsPerMinute,
      timeWindow: 60_000,
      // Static files of the app are not counted; every API call is. The matched route is tested, not the
      // raw URL, which may be percent-encoded (/%61pi/...) and still reach an API route.
      allowList: (request) => !request.routeOptions.url?.startsWith('/api/'),
      // a WebSocket injected in tests comes from no address: counted under one key rather than failing
      keyGenerator: (request) => request.ip ?? 'no-address',
      errorResponseBuilder: () => tooManyRequests(),
    });
  },
  { name: 'security', dependencies: ['config'] },
);
