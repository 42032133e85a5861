import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorCodes } from '@pvz/contracts/api/common';
import type { RemotesConfig } from '@pvz/contracts/api/platform';
import { messages } from '@pvz/contracts/messages';
import { type RemoteName, remoteNames, remotePrefix } from '@pvz/contracts/pages';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** `main.3f9a1c2e.js`: content-hashed, safe to cache for a year. */
const hashedFile = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

function cacheHeaders(reply: FastifyReply, filePath: string) {
  // Entry files (index.html, sw.js, main.js, remoteEntry.js, mf-manifest.json, builds/latest.json) keep
  // stable names and must be revalidated, or a tab would keep running an old build.
  const immutable = hashedFile.test(path.basename(filePath));
  reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export function remotesConfig(manifestUrls: Record<RemoteName, string>): RemotesConfig {
  return { remotes: remoteNames.map((name) => ({ name, manifestUrl: manifestUrls[name] })) };
}

/**
 * Serves the built shell at `/`, each remote under its prefix, the runtime remote configuration, and
 * index.html for deep links. Nothing here is under /api.
 */
export default async function webApp(app: FastifyInstance) {
  const { web } = app.config;

  app.get('/config/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesConfig(web.manifestUrls);
  });

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
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        cacheHeaders(reply, filePath);
        // A shell hosted on another origin may load this remote.
        reply.header('Access-Control-Allow-Origin', '*');
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  const shellBuilt = existsSync(path.join(web.shellDir, 'index.html'));
  if (shellBuilt) {
    await app.register(fastifyStatic, {
      root: web.shellDir,
      prefix: '/',
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  } else {
    app.log.warn({ root: web.shellDir }, 'shell is not built: run `npm run build`');
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/')) {
      return reply.status(404).send({ error: messages.notFound, code: errorCodes.notFound });
    }
    // A browser navigating to a deep link asks for HTML (the path may well contain a dot, e.g. a name);
    // a missing script or image does not, and gets a plain 404.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/mfe/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage && shellBuilt) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send(messages.notFound);
  });
}
