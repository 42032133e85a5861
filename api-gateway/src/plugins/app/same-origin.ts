import { errorCodes } from '@pvz/contracts/api/common';
import { messages } from '@pvz/contracts/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.js';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Mutations must come from our own pages: the browser's Origin (or Sec-Fetch-Site) is checked.
 * Callers that are not browsers send neither and are judged by their session alone.
 */
export function crossSite(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin;
  if (origin) {
    if (allowedOrigins.includes(origin)) return false;
    // The host is compared, not the scheme: behind a proxy that ends TLS the gateway itself sees http.
    return URL.canParse(origin) ? new URL(origin).host !== request.host : true;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  return fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none';
}

export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if (safeMethods.has(request.method) || !request.routeOptions.url?.startsWith('/api/')) return;
      if (crossSite(request, app.config.allowedOrigins)) {
        throw new AppError(403, errorCodes.crossSite, messages.crossSite);
      }
    });
  },
  { name: 'same-origin', dependencies: ['config'] },
);
