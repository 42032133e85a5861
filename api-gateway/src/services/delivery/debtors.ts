import type { Debtors, DebtorsQuery, PublicDebtor } from '@pvz/contracts/api/service-balances';
import { MOSCOW_TIME_ZONE } from '@pvz/contracts/moscow-time';
import { type Expression, type SqlBool, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { likeEscaped } from '../../db/like.js';
import { moscowStartOfCurrent } from '../../db/moscow-days.js';
import { phoneContaining } from '../phone-search.js';
import { debtorLinkOf } from './debtor-links.js';

/** The rows a public page lists at most (a customer with more sees the sum of all). */
const PUBLIC_ROWS_MAX = 500;

const moscowDay = (column: string) =>
  sql<string>`to_char(${sql.ref(column)} at time zone ${MOSCOW_TIME_ZONE}, 'YYYY-MM-DD')`;
const moscowMonth = (column: string) =>
  sql<string>`to_char(date_trunc('month', ${sql.ref(column)} at time zone ${MOSCOW_TIME_ZONE}), 'YYYY-MM-DD')`;

/** The unpaid fees of the service rows: what business customers owe (DOMAIN.md §2). */
const unpaidRows = (db: Db) =>
  db
    .selectFrom('goods as g')
    .where('g.kind', '=', 'service')
    .where('g.deleted_at', 'is', null)
    .where('g.paid_at', 'is', null)
    .where('g.amount_due', '>', 0);

function search(q: string | undefined): Expression<SqlBool>[] {
  const text = q?.trim();
  if (!text) return [];
  const digits = text.replace(/\D/g, '');
  return [
    digits.length >= 3
      ? phoneContaining('g.client_phone', digits)
      : sql<SqlBool>`g.client_name ilike ${`%${likeEscaped(text)}%`}`,
  ];
}

/**
 * Who owes and how much, since when, with the link of each one's public page: every debt, by the
 * month the rows were made, or this month's only; and the debt by month for the chart.
 */
export async function debtorsOf(db: Db, secret: string, query: DebtorsQuery): Promise<Debtors> {
  const view = query.view ?? 'all';
  let rows = unpaidRows(db).where((eb) => eb.and(search(query.q)));
  if (view === 'current') rows = rows.where(sql<SqlBool>`g.created_at >= ${moscowStartOfCurrent('month')}`);
  const month = view === 'monthly' ? moscowMonth('g.created_at') : sql<string | null>`null::text`;
  const [found, byMonth] = await Promise.all([
    rows
      .select([
        'g.client_phone',
        month.as('month'),
        sql<string>`(array_agg(g.client_name order by g.created_at desc))[1]`.as('name'),
        sql<string>`sum(g.amount_due)`.as('owed'),
        sql<string>`count(*)`.as('rows'),
        sql<string>`min(${moscowDay('g.created_at')})`.as('since'),
      ])
      .groupBy(view === 'monthly' ? ['g.client_phone', sql`2`] : ['g.client_phone'])
      .orderBy(view === 'monthly' ? sql`2 desc, sum(g.amount_due) desc` : sql`sum(g.amount_due) desc`)
      .execute(),
    unpaidRows(db)
      .select([moscowMonth('g.created_at').as('month'), sql<string>`sum(g.amount_due)`.as('owed')])
      .groupBy(sql`1`)
      .orderBy(sql`1`)
      .execute(),
  ]);
  const debtors = found.map((row) => ({
    phone: row.client_phone ?? '',
    name: row.name,
    month: row.month,
    owed: Number(row.owed),
    rows: Number(row.rows),
    since: row.since,
    link: debtorLinkOf(secret, row.client_phone ?? ''),
  }));
  return {
    view,
    debtors,
    total: debtors.reduce((sum, debtor) => sum + debtor.owed, 0),
    byMonth: byMonth.map((row) => ({ month: row.month, owed: Number(row.owed) })),
  };
}

/** What one customer owes, row by row, as the public page shows it: nothing else about them. */
export async function publicDebtorOf(db: Db, phone: string): Promise<PublicDebtor> {
  const [rows, sum] = await Promise.all([
    unpaidRows(db)
      .select([moscowDay('g.created_at').as('date'), 'g.action', 'g.goods_value', 'g.amount_due', 'g.client_name'])
      .where('g.client_phone', '=', phone)
      .orderBy('g.created_at')
      .orderBy('g.id')
      .limit(PUBLIC_ROWS_MAX)
      .execute(),
    unpaidRows(db)
      .select(sql<string>`coalesce(sum(g.amount_due), 0)`.as('owed'))
      .where('g.client_phone', '=', phone)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    name: rows.at(-1)?.client_name ?? '',
    owed: Number(sum.owed),
    rows: rows.map((row) => ({
      date: row.date,
      action: row.action ?? 'delivery',
      value: row.goods_value,
      fee: row.amount_due,
    })),
  };
}
