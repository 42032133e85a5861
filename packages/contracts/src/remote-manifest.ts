/**
 * What a remote's build writes in its mf-manifest.json that the app reads before the federation
 * runtime does: the files its entry and `./pages` module start with. The gateway names them in a page's
 * preload header, the shell in its prefetch of the remotes behind the menu.
 */
interface Manifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

/** A file name a build writes: anything else (a comma, a bracket, a line break, `..`) is not trusted. */
const buildFile = /^[\w-]+(\.[\w-]+)*(\/[\w-]+(\.[\w-]+)*)*$/;

/**
 * The scripts a remote starts with, relative to its manifest: its entry (joined as the federation
 * runtime joins it) and the files of its `./pages` module; null for a manifest that does not name them
 * as a build would.
 */
export function remoteStartScripts(manifestText: string): string[] | null {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(manifestText) as Partial<Manifest>;
  } catch {
    return null;
  }
  const pages = Array.isArray(manifest.exposes) ? manifest.exposes.find((expose) => expose?.name === 'pages') : null;
  const entry = manifest.metaData?.remoteEntry;
  const sync = pages?.assets?.js?.sync;
  if (!Array.isArray(sync) || typeof entry?.name !== 'string') return null;
  const entryFile = entry.path ? `${entry.path.replace(/^\/+|\/+$/g, '')}/${entry.name}` : entry.name;
  const scripts = [entryFile, ...sync];
  return scripts.every((file) => typeof file === 'string' && buildFile.test(file)) ? scripts : null;
}
