import { type AccessLevel, allowsLevel, scopeIncludesPoint } from '@pvz/contracts/access';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { messages } from '@pvz/contracts/messages';
import type { PageKey } from '@pvz/contracts/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../errors.js';
import { assertWritableColumns, hideColumns, hideDerivedMoney } from '../../services/columns.js';
import type { ClientAuth, StaffAuth } from './sessions.js';

/**
 * Finds the point (or the points) the objects of a request belong to; null when there is no such
 * object (the route answers 404).
 */
export type PointOf = (
  request: FastifyRequest,
) => number | readonly number[] | null | Promise<number | readonly number[] | null>;

/**
 * The goods kind of a route's rows: one kind, or `row-kind` when an answer mixes kinds and each
 * row is judged by its own `kind`.
 */
export type ColumnsOf = GoodsKind | 'row-kind';

/**
 * What a route requires of its caller. Every `/api` route declares one in `config.access`;
 * a route without it stops the server from starting. A page route may add:
 * - `point`: the object's point must be in the caller's scope, else 403;
 * - `columns`: the goods kind of its rows; hidden columns leave the answer, writes need `write`.
 *   Filters and sorting on hidden columns are refused by the list routes themselves.
 */
export type RouteAccess =
  | { public: true }
  /** a client or a staff user: routes both cabinets use on the caller's own things */
  | { signedIn: true }
  /** `phoneVerified`: the route shows what is found by the client's phone (parcels, the pickup QR) */
  | { client: true; phoneVerified?: true }
  | { staff: true }
  | { page: PageKey; level: AccessLevel; point?: PointOf; columns?: ColumnsOf };

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

/** The points of every source together: an object a request names may belong to several (a box and a parcel). */
export function allPointsOf(...sources: PointOf[]): PointOf {
  return async (request) => {
    const found = await Promise.all(sources.map((source) => source(request)));
    const points = found.flatMap((points) => (points === null ? [] : [points].flat()));
    return found.every((points) => points === null) ? null : points;
  };
}

/** The point named by a field of the query, the body or the route parameters. */
export function pointIn(part: 'query' | 'body' | 'params', field: string): PointOf {
  return (request) => {
    const value = (request[part] as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'number' ? value : null;
  };
}

/** The response schema a route declared for a status. */
function responseSchemaOf(request: FastifyRequest, status: number): unknown {
  const responses = (request.routeOptions.schema as { response?: Record<string, unknown> } | undefined)?.response;
  return responses?.[status] ?? responses?.[String(status)] ?? responses?.['2xx'];
}

/** Paths under /api that are not product calls (the OpenAPI viewer). */
const undeclaredPrefixes = ['/api/docs'];

export function requiresDeclaration(url: string): boolean {
  return url.startsWith('/api/') && !undeclaredPrefixes.some((prefix) => url.startsWith(prefix));
}

/** The signed-in staff user of a route that declared a staff or page requirement. */
export function staffOf(request: FastifyRequest): StaffAuth {
  if (request.auth?.kind !== 'staff') throw unauthorized();
  return request.auth;
}

/** The caller of a route that declared `{ signedIn: true }`. */
export function callerOf(request: FastifyRequest): ClientAuth | StaffAuth {
  if (!request.auth) throw unauthorized();
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
      if ('signedIn' in access) return;
      if ('client' in access) {
        if (auth.kind !== 'client') throw forbidden(messages.clientOnly);
        if (access.phoneVerified && !auth.client.phoneVerified) throw forbidden(messages.phoneNotVerified);
        return;
      }
      if (auth.kind !== 'staff') throw forbidden(messages.staffOnly);
      if ('page' in access && !allowsLevel(auth.access.pages[access.page], access.level)) throw forbidden();
    });

    // Scope and column writes need the parsed request, so they are checked once it is validated.
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || !('page' in access) || request.auth?.kind !== 'staff') return;
      if (access.point) {
        const found = await access.point(request);
        const scope = request.auth.scope;
        if (found !== null && [found].flat().some((pointId) => !scopeIncludesPoint(scope, pointId)))
          throw forbidden(messages.pointOutOfScope);
      }
      if (access.columns && access.columns !== 'row-kind')
        assertWritableColumns(access.columns, request.auth.access.columns[access.columns], request.body);
    });

    // What a staff caller may not see leaves the answer: the columns of its goods rows, and every money
    // figure its response schema derives from such a column, whatever the route (a public page too).
    app.addHook('preSerialization', async (request, reply, payload) => {
      const access = request.routeOptions.config.access;
      if (reply.statusCode >= 400 || request.auth?.kind !== 'staff') return payload;
      const levels = request.auth.access.columns;
      const columns = access && 'page' in access ? access.columns : undefined;
      const visible = columns ? hideColumns(columns, levels, payload) : payload;
      return hideDerivedMoney(responseSchemaOf(request, reply.statusCode), columns, levels, visible);
    });
  },
  { name: 'access', dependencies: ['sessions'] },
);
