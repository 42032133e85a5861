import {
  type PageTips,
  type Tip,
  type TipGroupKey,
  type TipList,
  type TipListQuery,
  type TipOptions,
  tipGroupOfPage,
  tipPageKeys,
} from '@pvz/contracts/api/tips';
import { messages } from '@pvz/contracts/messages';
import type { PageKey } from '@pvz/contracts/pages';
import { ADMIN_ROLE, CLIENT_ROLE } from '@pvz/contracts/roles';
import { type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likeEscaped } from '../../db/like.js';
import { notFound } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { summaryColumns, summaryOf, tipRecord, tipsOf } from './tip-rows.js';

/** The words of an article as the search index holds them (the expression of the `tips_words` index). */
const words = sql`to_tsvector('russian', t.title || ' ' || t.body)`;

/** Articles listed under a group: with a page of its menu group («Общие»: without pages, or with a page outside the menu). */
function inGroup(group: TipGroupKey) {
  const keys = tipPageKeys.filter((key) => tipGroupOfPage(key) === group);
  const withPage = sql<SqlBool>`t.page_keys && ${keys}::text[]`;
  return group === 'general' ? sql<SqlBool>`(cardinality(t.page_keys) = 0 or ${withPage})` : withPage;
}

/**
 * The articles the caller may read, filtered by a group or a page, and by a search: the Russian
 * forms of its words («возвраты» finds «возврат») or a part of a word as it is typed.
 */
export async function tipList(db: Db, caller: StaffAuth, query: TipListQuery): Promise<TipList> {
  const q = query.q?.trim() ?? '';
  const pattern = `%${likeEscaped(q)}%`;
  const asked = sql`websearch_to_tsquery('russian', ${q})`;
  const rows = await tipsOf(db, caller)
    .select(summaryColumns)
    .$if(query.group !== undefined, (select) => select.where(inGroup(query.group ?? 'general')))
    .$if(query.page !== undefined, (select) => select.where(sql<SqlBool>`${query.page ?? ''} = any(t.page_keys)`))
    .$if(q !== '', (select) =>
      select
        .where(sql<SqlBool>`(${words} @@ ${asked} or t.title ilike ${pattern} or t.body ilike ${pattern})`)
        .orderBy(sql`ts_rank(${words}, ${asked})`, 'desc'),
    )
    .orderBy(sql`lower(t.title)`)
    .orderBy('t.id')
    .execute();
  return { tips: rows.map(summaryOf) };
}

export async function tipOf(db: Db, caller: StaffAuth, id: number): Promise<Tip> {
  const tip = await tipRecord(db, caller, id);
  if (!tip) throw notFound(messages.tipNotFound);
  return tip;
}

/** The titles of a page's articles for the caller: what the «?» of the page opens. */
export async function tipsForPage(db: Db, caller: StaffAuth, page: PageKey): Promise<PageTips> {
  const tips = await tipsOf(db, caller)
    .select(['t.id', 't.title'])
    .where(sql<SqlBool>`${page} = any(t.page_keys)`)
    .orderBy(sql`lower(t.title)`)
    .orderBy('t.id')
    .execute();
  return { tips };
}

/** The staff roles an article may be meant for. */
export async function tipOptions(db: Db): Promise<TipOptions> {
  const roles = await db
    .selectFrom('roles')
    .select(['code', 'name'])
    .where('deleted_at', 'is', null)
    .where('code', 'not in', [ADMIN_ROLE, CLIENT_ROLE])
    .orderBy('name')
    .execute();
  return { roles };
}
