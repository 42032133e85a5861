import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesConfig } from '@pvz/contracts/api/platform';
import { pageCatalogue, type RemoteName } from '@pvz/contracts/pages';
import { remoteStartScripts } from '@pvz/contracts/remote-manifest';
import type { RemotePagesModule } from '@pvz/ui/remote-page';
import { matchPath } from '@pvz/ui/router';

type Remote = { name: string; entry: string };

const registered = new Map<string, Remote>();
const loading = new Map<string, Promise<RemotePagesModule>>();

/** The last read of /config/remotes.json: true when it succeeded (remote pages show their error panel otherwise). */
let configured: Promise<boolean> = Promise.resolve(false);

/**
 * Registers the remotes of /config/remotes.json; nothing is fetched until a page needs it. The first
 * render does not wait for it (the sign-in pages need no remote): remote pages wait instead.
 */
export function registerRemotesFromConfig(): Promise<boolean> {
  configured = readRemotesConfig().then(
    () => true,
    (error: unknown) => {
      console.error('remotes configuration is unavailable', error);
      return false;
    },
  );
  return configured;
}

/** The configuration, read again first when the last read failed; pages asking at once share one read. */
async function remotesConfigured(): Promise<void> {
  const last = configured;
  if (await last) return;
  if (configured === last) void registerRemotesFromConfig();
  await configured;
}

async function readRemotesConfig(): Promise<void> {
  const response = await fetch('/config/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes configuration: HTTP ${response.status}`);
  const config = (await response.json()) as RemotesConfig;
  const remotes = config.remotes.map(({ name, manifestUrl }) => ({
    name,
    entry: new URL(manifestUrl, window.location.href).href,
  }));
  for (const remote of remotes) registered.set(remote.name, remote);
  registerRemotes(remotes);
  registerPlugins([
    {
      name: 'pvz-remote-failure-log',
      // The page shows the error panel; the console keeps the reason for whoever investigates.
      errorLoadRemote(args) {
        console.warn(`remote ${args.id} failed to load`, args.error);
      },
    },
    {
      name: 'pvz-prefetched-manifests',
      // the manifest the prefetch read is the runtime's first read of it (then forgotten: a retry asks anew)
      fetch(url) {
        const text = prefetchedManifests.get(url);
        if (text === undefined) return;
        prefetchedManifests.delete(url);
        return Promise.resolve(new Response(text, { headers: { 'content-type': 'application/json' } }));
      },
    },
  ]);
}

/**
 * The `./pages` module of a remote, loaded once. A failed load is forgotten, and the remote is
 * registered anew (dropping the runtime's cached manifest), so that "retry" really tries again.
 */
export function loadRemotePages(name: RemoteName): Promise<RemotePagesModule> {
  const cached = loading.get(name);
  if (cached) return cached;
  const promise = remotesConfigured()
    .then(() => loadRemote<RemotePagesModule>(`${name}/pages`))
    .then((module) => {
      if (!module) throw new Error(`remote ${name} has no ./pages`);
      return module;
    });
  promise.catch(() => {
    loading.delete(name);
    const remote = registered.get(name);
    if (remote) registerRemotes([remote], { force: true });
  });
  loading.set(name, promise);
  return promise;
}

/**
 * At start, the remote of the page the tab opens at loads while the session, the area and its layout
 * do, not after them. Only where that page will show: a public page, or a browser with a session (the
 * others open the sign-in page).
 */
export function loadRemoteOfPage(pathname: string, signedIn: boolean): void {
  const page = pageCatalogue.find((candidate) => matchPath(candidate.path, pathname));
  if (!page || page.remote === 'shell' || !(signedIn || page.audience === 'public')) return;
  // a failure here is the page's to show, when it asks again
  loadRemotePages(page.remote).catch(() => undefined);
}

/** How long after the window's load the other remotes wait at most for the first page (one that never shows). */
const FIRST_PAGE_WAIT_MS = 10_000;

let firstPageShown: () => void = () => undefined;
/**
 * Settles when the first page of this visit shows: its own code, then the other remotes. Once for the
 * tab's life: a later sign-in in the tab finds the remotes fetched already.
 */
const firstPageShownPromise = new Promise<void>((resolve) => {
  firstPageShown = resolve;
  const giveUp = () => setTimeout(resolve, FIRST_PAGE_WAIT_MS);
  if (document.readyState === 'complete') giveUp();
  else window.addEventListener('load', giveUp, { once: true });
});

/** Called when a page (a remote's, once its code rendered; the shell's own) or its error panel shows. */
export function pageShown(): void {
  firstPageShown();
}

/**
 * Downloads the remotes behind the user's menu, so their pages open without waiting for the line: once the first page has shown
 * and the browser is idle. Before, they shared a slow line with the opened page's own remote (on a
 * simulated phone, 110 KB of other remotes before the acceptance page's table).
 */
export function prefetchRemotes(names: readonly RemoteName[]): void {
  void Promise.all([configured, firstPageShownPromise]).then(([read]) => read && prefetchRegistered(names));
}

function prefetchRegistered(names: readonly RemoteName[]): void {
  const wanted = () => names.filter((name) => registered.has(name) && !loading.has(name) && !prefetching.has(name));
  if (wanted().length === 0) return;
  // a remote the user opened meanwhile is loading already
  const run = () => {
    for (const name of wanted()) {
      prefetching.add(name);
      // a failed prefetch may be tried again by the next menu
      prefetchFiles(name).catch(() => prefetching.delete(name));
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

const prefetching = new Set<RemoteName>();
/** Manifests the prefetch read, by URL, until the runtime asks for them. */
const prefetchedManifests = new Map<string, string>();

/**
 * A remote's manifest (kept for the runtime), entry and `./pages` files into the browser's caches (the
 * service worker keeps them), not run: the runtime's own preload ran each remote's entry, a task of
 * 50–230 ms per remote on a phone's CPU while the first page was becoming usable. The page that needs
 * a remote runs it then, after one revalidation of its entry. Only remotes of this origin: the content
 * security policy lets a prefetch reach no other, so a remote hosted elsewhere loads when opened.
 */
async function prefetchFiles(name: RemoteName): Promise<void> {
  const manifestUrl = registered.get(name)?.entry;
  if (!manifestUrl || new URL(manifestUrl).origin !== window.location.origin) return;
  const response = await fetch(manifestUrl);
  if (!response.ok) throw new Error(`${manifestUrl}: HTTP ${response.status}`);
  const text = await response.text();
  const scripts = remoteStartScripts(text);
  if (!scripts) return;
  prefetchedManifests.set(manifestUrl, text);
  for (const script of scripts) {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = new URL(script, manifestUrl).href;
    document.head.append(link);
  }
}
