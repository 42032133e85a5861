import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { remoteNames, remotePrefix } from '@pvz/contracts/pages';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/** `main.3f9a1c2e.js`: content-hashed, safe to cache for a year. */
const hashedFile = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/** `.br` and `.gz`: the build's compressed copy of a file, sent in its place (`preCompressed`). */
const compressedCopy = /\.(br|gz)$/;

/**
 * What every folder of the build is served with: caching set by cacheHeaders, the build's compressed
 * copies sent in place of their files, and a copy asked for by its own name not found (it would go out
 * as bytes of no type, compressed again).
 */
const builtFiles = {
  cacheControl: false,
  preCompressed: true,
  allowedPath: (pathName: string) => !compressedCopy.test(pathName),
};

function cacheHeaders(reply: FastifyReply, filePath: string) {
  // Entry files (index.html, sw.js, main.js, remoteEntry.js, mf-manifest.json, builds/latest.json) keep
  // stable names and must be revalidated, or a tab would keep running an old build.
  const immutable = hashedFile.test(path.basename(filePath).replace(compressedCopy, ''));
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export const shellBuilt = (shellDir: string) => existsSync(path.join(shellDir, 'index.html'));

/**
 * Serves the built shell at `/` and each remote under its prefix; nothing here is under /api. A file's
 * Brotli or gzip copy written by the build (packages/federation) goes out in its place when the browser
 * accepts it, so the gateway does not compress scripts on every download.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { web } = app.config;
    for (const name of remoteNames) {
      const root = web.remoteDirs[name];
      if (!existsSync(root)) {
        app.log.warn({ remote: name, root }, 'remote is not built; its pages will show the error panel');
        continue;
      }
      await app.register(fastifyStatic, {
        root,
        prefix: remotePrefix[name],
        decorateReply: false,
        ...builtFiles,
        setHeaders: (reply, filePath) => {
          cacheHeaders(reply, filePath);
          // A shell hosted on another origin may load this remote.
          reply.header('Access-Control-Allow-Origin', '*');
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        },
      });
    }
    if (shellBuilt(web.shellDir)) {
      await app.register(fastifyStatic, {
        root: web.shellDir,
        prefix: '/',
        ...builtFiles,
        setHeaders: cacheHeaders,
      });
    } else {
      app.log.warn({ root: web.shellDir }, 'shell is not built: run `npm run build`');
    }
  },
  { name: 'static', dependencies: ['config'] },
);
