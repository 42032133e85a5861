import diagnostics from 'node:diagnostics_channel';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { workingLists } from '@pvz/contracts/api/goods-lists';
import { inventoryScopes } from '@pvz/contracts/api/inventory';
import { referenceEntities } from '@pvz/contracts/api/reference';
import { registerSegments } from '@pvz/contracts/equipment';
import { goodsKindKeys } from '@pvz/contracts/goods-columns';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../helpers/test-app.js';

/** The URL segments a bracket folder stands for (besides a `:parameter`). */
const bracketFolders: Record<string, readonly string[]> = {
  '[kind]': ['all', ...goodsKindKeys],
  '[list]': workingLists,
  '[scope]': inventoryScopes,
  '[entity]': referenceEntities,
  '[service]': ['delivery', 'sort'],
  '[register]': Object.values(registerSegments),
};

/** Served by the API description plugin, not by a route file. */
const undeclaredPrefixes = ['/api/docs'];

const routesDir = `${path.sep}src${path.sep}routes${path.sep}`;

/**
 * Whether the route file (relative to src/routes) names the URL: one folder per segment after /api,
 * the last segment being the file's own business, so the folders hold all segments or all but the last.
 */
function servedFromItsFolder(url: string, file: string): boolean {
  const segments = url.replace(/^\/api\//, '').split('/');
  const folders = path.posix
    .dirname(file)
    .split('/')
    .filter((folder) => folder !== '.');
  if (segments.length - folders.length > 1 || folders.length > segments.length) return false;
  return folders.every((folder, index) => {
    const segment = segments[index] ?? '';
    return (
      folder === segment ||
      (folder in bracketFolders && (segment.startsWith(':') || bracketFolders[folder]?.includes(segment)))
    );
  });
}

/** The file under src/routes whose code registered the route: the nearest such frame of the stack. */
function routeFileOfStack(stack: string): string | null {
  for (const line of stack.split('\n')) {
    const at = line.indexOf(routesDir);
    if (at >= 0)
      return line
        .slice(at + routesDir.length)
        .replace(/(:\d+)*\)?$/, '')
        .split(path.sep)
        .join('/');
  }
  return null;
}

describe('route folders mirror the URLs', () => {
  it('serves every /api URL from the file whose folders name it', async () => {
    const routes: { url: string; file: string | null }[] = [];
    const onInstance = (message: unknown) => {
      (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
        routes.push({ url: route.url, file: routeFileOfStack(new Error().stack ?? '') });
      });
    };
    diagnostics.subscribe('fastify.initialization', onInstance);
    const t = await createTestApp().finally(() => diagnostics.unsubscribe('fastify.initialization', onInstance));
    await t.close();

    const api = routes.filter(
      ({ url }) => url.startsWith('/api/') && !undeclaredPrefixes.some((p) => url.startsWith(p)),
    );
    expect(api.length).toBeGreaterThan(150);
    const misplaced = api
      .filter(({ url, file }) => file === null || !servedFromItsFolder(url, file))
      .map(({ url, file }) => `${url} ← ${file ?? 'no file under src/routes'}`);
    expect(misplaced).toEqual([]);
  });

  it('tells a misplaced route', () => {
    expect(servedFromItsFolder('/api/boxes/open', 'boxes/sorting-routes.ts')).toBe(true);
    expect(servedFromItsFolder('/api/boxes/open', 'goods/boxes/sorting-routes.ts')).toBe(false);
    expect(servedFromItsFolder('/api/goods/chronicle/shop/export', 'goods/chronicle/[kind]/chronicle-routes.ts')).toBe(
      true,
    );
    expect(servedFromItsFolder('/api/goods/chronicle/shop/export', 'goods/chronicle/chronicle-routes.ts')).toBe(false);
    expect(servedFromItsFolder('/api/goods/returns/list', 'goods/[kind]/table-routes.ts')).toBe(false);
    expect(servedFromItsFolder('/api/files/:id', 'files/[kind]/file-routes.ts')).toBe(true);
    expect(servedFromItsFolder('/api/users/message', 'messages/message-employee.ts')).toBe(false);
    expect(servedFromItsFolder('/api/public/order', 'public/order.ts')).toBe(true);
  });
});

describe('route plugin names', () => {
  const contractsApi = path.join(import.meta.dirname, '../../../packages/contracts/src/api');
  const routesRoot = path.join(import.meta.dirname, '../../src/routes');
  const namesIn = (folder: string, pattern: RegExp) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [...readFileSync(path.join(folder, file), 'utf8').matchAll(pattern)].map((match) => match[1]));

  it('never take the name of a contract URL map', () => {
    const urlMaps = new Set(namesIn(contractsApi, /^export const (\w+Routes) = \{/gm));
    expect(urlMaps.size).toBeGreaterThan(10);
    const routeNames = namesIn(routesRoot, /(?:^|\s)(?:const|function|import)\s+(\w+)/gm);
    expect(routeNames.filter((name) => urlMaps.has(name))).toEqual([]);
  });
});
