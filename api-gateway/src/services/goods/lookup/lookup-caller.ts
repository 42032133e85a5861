import type { EffectiveAccess, UserScope } from '@pvz/contracts/access';
import { allowsLevel } from '@pvz/contracts/access';
import { type GoodsKind, goodsKindKeys } from '@pvz/contracts/goods-columns';
import type { PageKey } from '@pvz/contracts/pages';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { inPointScope } from '../../point-scope.js';

/** Who searches: the points they work with, and per kind the columns they see. */
export interface LookupCaller {
  scope: UserScope;
  columns: EffectiveAccess['columns'];
  /** the kinds whose page the caller may read: rows of other kinds are not found */
  kinds: readonly GoodsKind[];
  /** may read «Телефоны и адреса»: the address of any phone */
  readsPhoneBook: boolean;
}

/** A staff user as the search and the phone card see them. */
export function lookupCallerOf(
  auth: { scope: UserScope; access: EffectiveAccess },
  pageOf: Record<GoodsKind, PageKey>,
): LookupCaller {
  return {
    scope: auth.scope,
    columns: auth.access.columns,
    kinds: goodsKindKeys.filter((kind) => allowsLevel(auth.access.pages[pageOf[kind]], 'read')),
    readsPhoneBook: allowsLevel(auth.access.pages['admin-phone-numbers'], 'read'),
  };
}

/** Whether a column of a kind is in the caller's answers (a kind without the column never shows it). */
export function sees(caller: LookupCaller, kind: GoodsKind, key: string): boolean {
  const level = caller.columns[kind][key];
  return level !== undefined && level !== 'hidden';
}

/** The kinds whose client phone the caller sees: only their rows may be found by a phone. */
export function phoneKinds(caller: LookupCaller): GoodsKind[] {
  return caller.kinds.filter((kind) => sees(caller, kind, 'fromName'));
}

type Builder = ExpressionBuilder<Database & { g: Database['goods'] }, 'g'>;

/** Live rows of the given kinds at the caller's points (and sorting centre); the kinds must not be empty. */
export function inScope(eb: Builder, caller: LookupCaller, kinds: readonly GoodsKind[]): Expression<SqlBool> {
  const { scope } = caller;
  const conditions: Expression<SqlBool>[] = [eb('g.deleted_at', 'is', null), eb('g.kind', 'in', [...kinds])];
  conditions.push(inPointScope('g.point_id', scope));
  if (scope.sortingCenterId !== null) conditions.push(eb('g.sorting_center_id', '=', scope.sortingCenterId));
  return eb.and(conditions);
}
