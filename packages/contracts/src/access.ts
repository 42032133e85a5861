import { type ColumnLevel, type GoodsKind, goodsKinds } from './goods-columns.js';
import { grantablePages, type PageKey } from './pages.js';
import { ADMIN_ROLE } from './roles.js';

export type AccessLevel = 'read' | 'write';
export type PageLevels = Partial<Record<PageKey, AccessLevel>>;
export type ColumnLevels = Partial<Record<GoodsKind, Record<string, ColumnLevel>>>;

/** What a role grants: pages with a level, and per goods kind the level of each column. */
export interface RoleAccess {
  pages: PageLevels;
  columns: ColumnLevels;
}

/** A user's exceptions to their role: a page level or `none` (taken away), a column level. */
export interface AccessOverrides {
  pages: Partial<Record<PageKey, AccessLevel | 'none'>>;
  columns: ColumnLevels;
}

/** The access a user really has: every grantable page they may open, every column's level. */
export interface EffectiveAccess {
  pages: PageLevels;
  columns: Record<GoodsKind, Record<string, ColumnLevel>>;
}

/** The points a user works with; ADMIN and "all points" users see every point. */
export interface UserScope {
  allPoints: boolean;
  pointIds: number[];
  /** one sorting centre, or null for all */
  sortingCenterId: number | null;
  /** the point the user is at by default (balance, records), if any */
  homePointId: number | null;
}

export const emptyOverrides: AccessOverrides = { pages: {}, columns: {} };

/** The effective access of a user: ADMIN has everything; others their role with their overrides on top. */
export function effectiveAccess(role: string, roleAccess: RoleAccess, overrides: AccessOverrides): EffectiveAccess {
  const admin = role === ADMIN_ROLE;
  const pages: PageLevels = {};
  for (const { key } of grantablePages) {
    const override = overrides.pages[key];
    const level = admin ? 'write' : override === 'none' ? undefined : (override ?? roleAccess.pages[key]);
    if (level) pages[key] = level;
  }
  const columns = {} as EffectiveAccess['columns'];
  for (const { kind, columns: kindColumns } of goodsKinds) {
    columns[kind] = {};
    for (const { key } of kindColumns) {
      columns[kind][key] = admin
        ? 'write'
        : (overrides.columns[kind]?.[key] ?? roleAccess.columns[kind]?.[key] ?? 'hidden');
    }
  }
  return { pages, columns };
}

export function allowsLevel(granted: AccessLevel | undefined, needed: AccessLevel): boolean {
  return granted === 'write' || (granted === 'read' && needed === 'read');
}

/** Whether a user with this scope may see objects of a point. */
export function scopeIncludesPoint(scope: UserScope, pointId: number): boolean {
  return scope.allPoints || scope.pointIds.includes(pointId);
}

const columnRank = { hidden: 0, read: 1, write: 2 } as const;
const pageRank = (level: AccessLevel | undefined) => (level === 'write' ? 2 : level === 'read' ? 1 : 0);

/** The first page or column that `granted` gives above what `held` has. */
export type GrantExcess = { page: PageKey } | { kind: GoodsKind; column: string };

/**
 * What a user manager who is not ADMIN would hand out beyond their own access, compared page by page
 * and column by column; null when the grant is within it.
 */
export function grantExcess(granted: EffectiveAccess, held: EffectiveAccess): GrantExcess | null {
  for (const { key } of grantablePages) {
    if (pageRank(granted.pages[key]) > pageRank(held.pages[key])) return { page: key };
  }
  for (const { kind, columns } of goodsKinds) {
    for (const { key } of columns) {
      const given = granted.columns[kind][key] ?? 'hidden';
      if (columnRank[given] > columnRank[held.columns[kind][key] ?? 'hidden']) return { kind, column: key };
    }
  }
  return null;
}

/** Whether every point and the sorting centre of `inner` lie within `outer`. */
export function scopeWithin(inner: UserScope, outer: UserScope): boolean {
  const centreWithin = outer.sortingCenterId === null || inner.sortingCenterId === outer.sortingCenterId;
  if (outer.allPoints) return centreWithin;
  return !inner.allPoints && inner.pointIds.every((pointId) => outer.pointIds.includes(pointId)) && centreWithin;
}

/** Whether two scopes name the same points, home point and sorting centre. */
export function sameScope(a: UserScope, b: UserScope): boolean {
  const points = (scope: UserScope) => [...new Set(scope.pointIds)].sort((x, y) => x - y).join(',');
  return (
    a.allPoints === b.allPoints &&
    points(a) === points(b) &&
    a.sortingCenterId === b.sortingCenterId &&
    a.homePointId === b.homePointId
  );
}

/** Whether two sets of overrides say the same, whatever the order of their keys. */
export function sameOverrides(a: AccessOverrides, b: AccessOverrides): boolean {
  const flat = (overrides: AccessOverrides) =>
    [
      ...Object.entries(overrides.pages).map(([page, level]) => `page:${page}=${level}`),
      ...Object.entries(overrides.columns).flatMap(([kind, columns]) =>
        Object.entries(columns ?? {}).map(([column, level]) => `column:${kind}.${column}=${level}`),
      ),
    ]
      .sort()
      .join('|');
  return flat(a) === flat(b);
}
