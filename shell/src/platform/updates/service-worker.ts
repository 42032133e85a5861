import { RELOAD_GUARD_MS } from '@pvz/contracts/session-constants';
import { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;

/** The one service worker, /sw.js with scope / (not under the dev server, which builds none). */
export function registerServiceWorker(): void {
  if (__BUILD_ID__ === 'dev' || !('serviceWorker' in navigator)) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  // Without the worker the app still works, only not offline.
  workbox.register().catch((error: unknown) => console.warn('service worker not registered', error));
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
  const registration = await workbox
    ?.getSW()
    .then(() => navigator.serviceWorker.getRegistration())
    .catch(() => undefined);
  if (workbox && registration?.waiting) {
    workbox.addEventListener('controlling', () => window.location.reload());
    workbox.messageSkipWaiting();
  } else {
    window.location.reload();
  }
  return true;
}
