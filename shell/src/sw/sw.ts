import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

// Typed by hand so the worker needs no WebWorker lib beside the DOM one (see STACK.md).
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
};

// The shell's own files, with their revisions.
precacheAndRoute(self.__WB_MANIFEST);

// Deep links open the shell even offline; its router takes over.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/mfe\//] }));

// A remote's hashed chunks never change: cache first.
registerRoute(
  ({ url }) => /\/[^/]+\.[0-9a-f]{8}\.js$/.test(url.pathname) && url.pathname.includes('/mfe/'),
  new CacheFirst({
    cacheName: 'remote-chunks',
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 30 })],
  }),
);

// Manifests, remote entries and the remotes configuration: always ask the network, fall back to the cache.
registerRoute(
  ({ url }) => url.pathname === '/config/remotes.json' || /\/(mf-manifest\.json|remoteEntry\.js)$/.test(url.pathname),
  new NetworkFirst({ cacheName: 'remote-entries', networkTimeoutSeconds: 4 }),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
