import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageCatalogue, type RemoteName, remoteNames, remotePrefix } from '@pvz/contracts/pages';
import type { WebConfig } from '../../config.js';

/** What the preloads need of a remote's mf-manifest.json. */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue path as a regular expression: a closing `/*` (a page's own sub-pages) takes the rest. */
function pathPattern(route: string): RegExp {
  const segments = route.split('/').map((segment) => (segment === '*' ? '.*' : escapeRegExp(segment)));
  return new RegExp(`^${segments.join('/')}/?$`);
}

/** The Link header value that preloads a remote's manifest, entry and `./pages` module, or null without a build. */
function remoteLinks(web: WebConfig, name: RemoteName): string | null {
  const prefix = remotePrefix[name];
  // a remote hosted elsewhere is the shell's to find; only the builds this gateway serves are known here
  if (web.manifestUrls[name] !== `${prefix}mf-manifest.json`) return null;
  const file = path.join(web.remoteDirs[name], 'mf-manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<Manifest>;
  const pages = manifest.exposes?.find((expose) => expose.name === 'pages');
  const remoteEntry = manifest.metaData?.remoteEntry;
  // a manifest of another shape: no hints, the app loads the remote as always
  if (!pages?.assets?.js?.sync || !remoteEntry) return null;
  const scripts = [path.posix.join(remoteEntry.path, remoteEntry.name), ...pages.assets.js.sync];
  // the runtime fetches the manifest (CORS mode, same-origin credentials) and adds the scripts as plain <script>s
  return [
    `<${prefix}mf-manifest.json>; rel=preload; as=fetch; crossorigin`,
    ...scripts.map((script) => `<${prefix}${script}>; rel=preload; as=script`),
  ].join(', ');
}

/**
 * The preloads of a deep link to a remote's page: its manifest, entry and `./pages` module start with
 * the HTML instead of after the app's code, the session and the remotes configuration (a chain of
 * requests a phone pays in round trips). Read once from the builds at start; null for the shell's pages.
 */
export function remotePreloads(web: WebConfig): (pathname: string) => string | null {
  const links = new Map(remoteNames.map((name) => [name, remoteLinks(web, name)]));
  const routes = pageCatalogue.flatMap((page) =>
    page.remote === 'shell' ? [] : [{ pattern: pathPattern(page.path), links: links.get(page.remote) ?? null }],
  );
  return (pathname) => routes.find((route) => route.pattern.test(pathname))?.links ?? null;
}
