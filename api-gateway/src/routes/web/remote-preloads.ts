import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type CataloguePage, pageCatalogue, type RemoteName, remoteNames, remotePrefix } from '@pvz/contracts/pages';
import { remoteStartScripts } from '@pvz/contracts/remote-manifest';
import type { WebConfig } from '../../config.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue path as a regular expression; a closing `/*` (a page's own sub-pages) matches the page itself too. */
function pathPattern(route: string): RegExp {
  const [base = '', splat] = route.split(/(?=\/\*$)/);
  return new RegExp(`^${escapeRegExp(base)}${splat ? '(?:/.*)?' : ''}/?$`);
}

/** The Link header value preloading a remote's manifest, entry and `./pages` module; null for a manifest it cannot read. */
function linksOf(prefix: string, manifestText: string): string | null {
  const scripts = remoteStartScripts(manifestText);
  if (!scripts) return null;
  // the runtime fetches the manifest (CORS mode, same-origin credentials) and adds the scripts as plain <script>s
  return [
    `<${prefix}mf-manifest.json>; rel=preload; as=fetch; crossorigin`,
    ...scripts.map((script) => `<${prefix}${script}>; rel=preload; as=script`),
  ].join(', ');
}

/**
 * A remote's preloads, read from its build and read again when the build changes (a remote is built
 * and deployed on its own): the header never names files a new build has removed.
 */
function remoteLinks(web: WebConfig, name: RemoteName): () => string | null {
  const prefix = remotePrefix[name];
  // a remote hosted elsewhere is the shell's to find; only the builds this gateway serves are known here
  if (web.manifestUrls[name] !== `${prefix}mf-manifest.json`) return () => null;
  const file = path.join(web.remoteDirs[name], 'mf-manifest.json');
  let read: { changedAt: number; links: string | null } | null = null;
  return () => {
    const changedAt = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (changedAt === undefined) return null;
    if (read?.changedAt !== changedAt) read = { changedAt, links: linksOf(prefix, readFileSync(file, 'utf8')) };
    return read.links;
  };
}

/**
 * The preloads of a link to a remote's page: its manifest, entry and `./pages` module start with the
 * HTML instead of after the app's code, the session and the remotes configuration (a chain of requests
 * a phone pays in round trips). `signedIn`: pages other than the public ones send a browser without a
 * session to sign in, and their remote would be downloaded for nothing. Null for the shell's pages.
 */
export function remotePreloads(web: WebConfig): (pathname: string, signedIn: boolean) => string | null {
  const links = new Map(remoteNames.map((name) => [name, remoteLinks(web, name)]));
  const routes = pageCatalogue.flatMap((page: CataloguePage) => {
    const linksOfRemote = page.remote === 'shell' ? undefined : links.get(page.remote);
    return linksOfRemote
      ? [{ pattern: pathPattern(page.path), links: linksOfRemote, isPublic: page.audience === 'public' }]
      : [];
  });
  return (pathname, signedIn) => {
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    return route && (signedIn || route.isPublic) ? route.links() : null;
  };
}
