import type { AccessLevel } from '@pvz/contracts/api/auth';
import { messages } from '@pvz/contracts/messages';
import type { PageKey } from '@pvz/contracts/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../errors.js';
import type { ClientAuth, StaffAuth } from './sessions.js';

/**
 * What a route requires of its caller. Every `/api` route declares one in `config.access`;
 * a route without it stops the server from starting.
 */
export type RouteAccess = { public: true } | { client: true } | { staff: true } | { page: PageKey; level: AccessLevel };

export interface DeclaredRoute {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** every /api route with the access it declared, in registration order */
    declaredRoutes: DeclaredRoute[];
  }
}

/** Paths under /api that are not product calls (the OpenAPI viewer). */
const undeclaredPrefixes = ['/api/docs'];

export function requiresDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !undeclaredPrefixes.some((prefix) => url.startsWith(prefix));
}

function allows(granted: AccessLevel | undefined, needed: AccessLevel): boolean {
  return granted === 'write' || (granted === 'read' && needed === 'read');
}

/** The signed-in staff user of a route that declared a staff or page requirement. */
export function staffOf(request: FastifyRequest): StaffAuth {
  if (request.auth?.kind !== 'staff') throw unauthorized();
  return request.auth;
}

/** The signed-in client of a route that declared `{ client: true }`. */
export function clientOf(request: FastifyRequest): ClientAuth {
  if (request.auth?.kind !== 'client') throw unauthorized();
  return request.auth;
}

export default fp(
  async (app: FastifyInstance) => {
    const declaredRoutes: DeclaredRoute[] = [];
    app.decorate('declaredRoutes', declaredRoutes);
    app.addHook('onRoute', (route) => {
      if (!requiresDeclaration(route.url)) return;
      const access = route.config?.access;
      if (!access) throw new Error(`route ${route.method} ${route.url} declares no access (config.access)`);
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') declaredRoutes.push({ method, url: route.url, access });
      }
    });

    // onRequest, so that a caller without the right is turned away before the body is even read.
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || 'public' in access) return;
      const auth = request.auth;
      if (!auth) throw unauthorized();
      if ('client' in access) {
        if (auth.kind !== 'client') throw forbidden(messages.clientOnly);
        return;
      }
      if (auth.kind !== 'staff') throw forbidden(messages.staffOnly);
      if ('page' in access && !allows(auth.pages[access.page], access.level)) throw forbidden();
    });
  },
  { name: 'access', dependencies: ['sessions'] },
);
