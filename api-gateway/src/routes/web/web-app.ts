import { errorCodes } from '@pvz/contracts/api/common';
import type { RemotesConfig } from '@pvz/contracts/api/platform';
import { messages } from '@pvz/contracts/messages';
import { type RemoteName, remoteNames } from '@pvz/contracts/pages';
import type { FastifyInstance } from 'fastify';
import { shellBuilt } from '../../plugins/external/static.js';

function remotesConfig(manifestUrls: Record<RemoteName, string>): RemotesConfig {
  return { remotes: remoteNames.map((name) => ({ name, manifestUrl: manifestUrls[name] })) };
}

/**
 * Serves the runtime remote configuration and index.html for deep links (the files themselves are
 * served by plugins/external/static.ts). Nothing here is under /api.
 */
export default async function webApp(app: FastifyInstance) {
  const { web } = app.config;

  app.get('/config/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesConfig(web.manifestUrls);
  });

  const shell = shellBuilt(web.shellDir);

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
    if (isPage && shell) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).type('text/plain; charset=utf-8').send(messages.notFound);
  });
}
