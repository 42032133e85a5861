import { allowsLevel } from '@pvz/contracts/access';
import { type Tip, type TipSummary, tipPageKeys } from '@pvz/contracts/api/tips';
import type { PageKey } from '@pvz/contracts/pages';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';

/** Those who write the page see every article, to keep them; everyone else those meant for their role. */
export const writesTips = (caller: StaffAuth) => allowsLevel(caller.access.pages.tips, 'write');

/** Whether the live article `t` is for the caller. */
export function tipVisibleTo(caller: StaffAuth) {
  const live = sql<SqlBool>`t.deleted_at is null`;
  if (writesTips(caller)) return live;
  return sql<SqlBool>`${live} and (cardinality(t.roles) = 0 or ${caller.user.role} = any(t.roles))`;
}

/** The live articles the caller may read, from `tips as t`. */
export const tipsOf = (db: Db, caller: StaffAuth) => db.selectFrom('tips as t').where(tipVisibleTo(caller));

export const summaryColumns = ['t.id', 't.title', 't.page_keys', 't.roles', 't.updated_at'] as const;

interface SummaryRow {
  id: number;
  title: string;
  page_keys: PageKey[];
  roles: string[];
  updated_at: Date;
}

const knownPages = new Set(tipPageKeys);

export function summaryOf(row: SummaryRow): TipSummary {
  return {
    id: row.id,
    title: row.title,
    // a page gone from the catalogue is no place to show an article
    pageKeys: row.page_keys.filter((key) => knownPages.has(key)),
    roles: row.roles,
    updatedAt: row.updated_at.toISOString(),
  };
}

/** One live article the caller may read, with its author; null when there is none. */
export async function tipRecord(db: Db, caller: StaffAuth, id: number): Promise<Tip | null> {
  const row = await tipsOf(db, caller)
    .leftJoin('users as u', 'u.id', 't.author_id')
    .select([...summaryColumns, 't.body', 't.created_at', 'u.username as author'])
    .where('t.id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  return { ...summaryOf(row), body: row.body, author: row.author, createdAt: row.created_at.toISOString() };
}
