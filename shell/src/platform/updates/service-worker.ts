import { RELOAD_GUARD_MS } from '@pvz/contracts/session-constants';
import type { Workbox } from 'workbox-window';

let workbox: Promise<Workbox> | null = null;

/**
 * The one service worker, /sw.js with scope / (not under the dev server, which builds none). Registered
 * once the page has loaded, with workbox-window fetched then: neither the library nor the worker's
 * precache downloads compete with the first visit's own.
 */
export function registerServiceWorker(): void {
  if (__BUILD_ID__ === 'dev' || !('serviceWorker' in navigator)) return;
  workbox = pageLoaded()
    .then(() => import('workbox-window'))
    .then(({ Workbox }) => {
      const registered = new Workbox('/sw.js', { scope: '/' });
      registered.register().catch(notRegistered);
      return registered;
    });
  workbox.catch(notRegistered);
}

/** Without the worker the app still works, only not offline. */
function notRegistered(error: unknown): void {
  console.warn('service worker not registered', error);
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

const RELOAD_KEY = 'pvz-reloaded-at';

/**
 * Loads the newest build: a waiting service worker takes over first. Refuses to reload again within
 * 10 s of the last reload, so a broken deploy cannot trap the tab in a loop. Answers whether it reloads.
 */
export async function reloadToNewBuild(): Promise<boolean> {
  const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  if (Date.now() - last < RELOAD_GUARD_MS) return false;
  sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  const registered = await workbox?.catch(() => null);
  const registration = await registered
    ?.getSW()
    .then(() => navigator.serviceWorker.getRegistration())
    .catch(() => undefined);
  if (registered && registration?.waiting) {
    registered.addEventListener('controlling', () => window.location.reload());
    registered.messageSkipWaiting();
  } else {
    window.location.reload();
  }
  return true;
}
