import type { UserScope } from '@pvz/contracts/access';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The rows of the points a staff caller may see: of the one point asked for (the route's access check
 * found it in scope), else of every point of the caller's scope; a scope of no points matches nothing.
 * `column` holds the rows' point id.
 */
export function inPointScope(column: string, scope: UserScope, askedPointId?: number): RawBuilder<SqlBool> {
  if (askedPointId !== undefined) return sql<SqlBool>`${sql.ref(column)} = ${askedPointId}`;
  if (scope.allPoints) return sql<SqlBool>`true`;
  return sql<SqlBool>`${sql.ref(column)} = any(${scope.pointIds}::int[])`;
}
