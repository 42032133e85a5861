import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

interface ExtendableEvent {
  waitUntil(promise: Promise<unknown>): void;
}
interface PushEvent extends ExtendableEvent {
  data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  notification: { data: unknown; close(): void };
}
interface WindowClient {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

// Typed by hand so the worker needs no WebWorker lib beside the DOM one (see STACK.md).
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: { origin: string };
  skipWaiting(): Promise<void>;
  registration: {
    showNotification(title: string, options: { body: string; icon: string; data: unknown }): Promise<void>;
  };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<unknown>;
  };
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
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

/** What Firebase Cloud Messaging delivers for a web push: the notification and our data (the page to open). */
interface FcmPayload {
  notification?: { title?: string; body?: string };
  data?: { link?: string };
}

// The gateway pushes through FCM to the token made with this worker's registration.
self.addEventListener('push', (event) => {
  let payload: FcmPayload = {};
  try {
    payload = (event.data?.json() ?? {}) as FcmPayload;
  } catch {
    // a push without JSON still shows a notification
  }
  const link = payload.data?.link ?? '/';
  event.waitUntil(
    self.registration.showNotification(payload.notification?.title ?? 'Уведомление', {
      body: payload.notification?.body ?? '',
      icon: '/icon-192.png',
      data: { link },
    }),
  );
});

// A click opens the notification's page in a tab of the site, reusing one when there is.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = (event.notification.data as { link?: string } | null)?.link ?? '/';
  // only a path of this site: never another origin
  const link = self.location.origin + (path.startsWith('/') && !path.startsWith('//') ? path : '/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (windows) => {
      const open = windows.find((client) => client.url.startsWith(`${self.location.origin}/`));
      if (!open) return self.clients.openWindow(link);
      await open.navigate(link);
      return open.focus();
    }),
  );
});
