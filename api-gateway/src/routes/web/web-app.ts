import { existsSync } from 'node:fs';
import path from 'node:path';
import { errorCodes } from '@pvz/contracts/api/common';
import type { RemotesConfig } from '@pvz/contracts/api/platform';
import { messages } from '@pvz/contracts/messages';
import { type RemoteName, remoteNames, signInPageFolder } from '@pvz/contracts/pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KIND_COOKIE } from '../../plugins/app/sessions.js';
import { shellBuilt } from '../../plugins/external/static.js';
import { remotePreloads } from './remote-preloads.js';

const signInPageFile = `${signInPageFolder}/index.html`;

/** No session cookie: nobody is signed in in this browser, and every page but a few would send them to sign in. */
const anonymous = (request: FastifyRequest) => !request.cookies[KIND_COOKIE];

function remotesConfig(manifestUrls: Record<RemoteName, string>): RemotesConfig {
  return { remotes: remoteNames.map((name) => ({ name, manifestUrl: manifestUrls[name] })) };
}

/**
 * Serves the runtime remote configuration and the app's pages: index.html for `/` and deep links, the
 * sign-in page's own build for /auth/login to a browser with no session (the files themselves are
 * served by plugins/external/static.ts). Nothing here is under /api.
 */
export default async function webApp(app: FastifyInstance) {
  const { web } = app.config;

  app.get('/config/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesConfig(web.manifestUrls);
  });

  const shell = shellBuilt(web.shellDir);
  const signInPage = shell && existsSync(path.join(web.shellDir, signInPageFile));

  const preloadsOf = remotePreloads(web);

  /** What answers a page depends on the cookies, and is asked for again each time. */
  const perBrowser = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie');

  /**
   * A page of the app: index.html, or the sign-in page's own build at /auth/login for a browser with no
   * session; with the preloads of the page's remote.
   */
  const sendPage = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    perBrowser(reply);
    const signedIn = !anonymous(request);
    const preloads = preloadsOf(pathname, signedIn);
    if (preloads) reply.header('Link', preloads);
    const light = signInPage && pathname === '/auth/login' && !signedIn;
    return reply.sendFile(light ? signInPageFile : 'index.html');
  };

  if (signInPage) {
    // The site's address: a browser with no session goes straight to the sign-in page, as the app
    // would send it, and so gets the light one rather than the whole app first.
    app.get('/', { schema: { hide: true } }, async (request, reply) =>
      anonymous(request) ? perBrowser(reply).redirect('/auth/login', 302) : sendPage(request, reply, '/'),
    );
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
    if (isPage && shell) return sendPage(request, reply, pathname);
    return reply.status(404).type('text/plain; charset=utf-8').send(messages.notFound);
  });
}
