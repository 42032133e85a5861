import type { UserScope } from '@pvz/contracts/access';
import type { AccountFigures, BalanceHistory, MonthlyFlows, PointBalance } from '@pvz/contracts/api/balance';
import { messages } from '@pvz/contracts/messages';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';
import { inPointScope } from '../point-scope.js';

export interface BalancePeriod {
  scope: UserScope;
  pvzId?: number;
  /** Moscow days, inclusive */
  start: string;
  end: string;
}

interface FiguresRow {
  balance: number | string;
  reserved: number | string;
  taken: number | string;
  out: number | string;
}

const figuresOf = (row: FiguresRow): AccountFigures => {
  const balance = Number(row.balance);
  const reserved = Number(row.reserved);
  return {
    balance,
    reserved,
    available: balance - reserved,
    takenInPeriod: Number(row.taken),
    outInPeriod: Number(row.out),
  };
};

/** What moved into (`credits`) or out of (`debits`) the account `alias` in the period, by its days. */
export const periodMoves = (alias: string, side: 'credits' | 'debits', period: { start: string; end: string }) => sql`(
  select coalesce(sum(d.${sql.ref(side)}), 0) from ledger_daily d
  where d.account_id = ${sql.ref(alias)}.id and d.day >= ${period.start}::date and d.day <= ${period.end}::date)`;

/** An account's figures as SQL columns `<prefix>_balance`, `_reserved`, `_taken`, `_out`. */
function accountColumns(alias: 'cash' | 'online', period: BalancePeriod) {
  const account = sql.ref(alias);
  return sql`
    coalesce(${account}.credits_posted - ${account}.debits_posted, 0) as ${sql.ref(`${alias}_balance`)},
    coalesce(${account}.debits_pending, 0) as ${sql.ref(`${alias}_reserved`)},
    ${periodMoves(alias, 'credits', period)} as ${sql.ref(`${alias}_taken`)},
    ${periodMoves(alias, 'debits', period)} as ${sql.ref(`${alias}_out`)}`;
}

/**
 * The money of the caller's points (or one): each point's cash box and online money as the ledger's
 * counters hold them now, and what came in and went out in the period, summed by the database.
 */
export async function pointBalances(db: Db, period: BalancePeriod): Promise<PointBalance[]> {
  const { rows } = await sql<Record<string, number | string>>`
    select p.id, p.name, ${accountColumns('cash', period)}, ${accountColumns('online', period)}
    from points p
    left join ledger_accounts cash on cash.code = 'point-cash:p' || p.id
    left join ledger_accounts online on online.code = 'point-online:p' || p.id
    where p.deleted_at is null and ${inPointScope('p.id', period.scope, period.pvzId)}
    order by p.name, p.id`.execute(db);
  const pick = (row: Record<string, number | string>, alias: string): FiguresRow => ({
    balance: row[`${alias}_balance`] ?? 0,
    reserved: row[`${alias}_reserved`] ?? 0,
    taken: row[`${alias}_taken`] ?? 0,
    out: row[`${alias}_out`] ?? 0,
  });
  return rows.map((row) => ({
    point: { id: Number(row.id), name: String(row.name) },
    cash: figuresOf(pick(row, 'cash')),
    online: figuresOf(pick(row, 'online')),
  }));
}

/** The sum of every point's figures, for the totals row. */
export function totalOf(points: readonly PointBalance[]): { cash: AccountFigures; online: AccountFigures } {
  const zero: AccountFigures = { balance: 0, reserved: 0, available: 0, takenInPeriod: 0, outInPeriod: 0 };
  const add = (a: AccountFigures, b: AccountFigures): AccountFigures => ({
    balance: a.balance + b.balance,
    reserved: a.reserved + b.reserved,
    available: a.available + b.available,
    takenInPeriod: a.takenInPeriod + b.takenInPeriod,
    outInPeriod: a.outInPeriod + b.outInPeriod,
  });
  return points.reduce(
    (total, point) => ({ cash: add(total.cash, point.cash), online: add(total.online, point.online) }),
    { cash: zero, online: zero },
  );
}

/** Money in (cash, online) and out per Moscow month of the period, over the caller's points (or one), by their days. */
export async function monthlyFlows(db: Db, period: BalancePeriod): Promise<MonthlyFlows['months']> {
  const { rows } = await sql<{ month: string; cash_in: string; online_in: string; out: string }>`
    select to_char(date_trunc('month', d.day), 'YYYY-MM-DD') as month,
      sum(case when a.kind = 'point-cash' then d.credits else 0 end) as cash_in,
      sum(case when a.kind = 'point-online' then d.credits else 0 end) as online_in,
      sum(d.debits) as out
    from ledger_accounts a
    join ledger_daily d on d.account_id = a.id
    where a.kind in ('point-cash', 'point-online') and ${inPointScope('a.point_id', period.scope, period.pvzId)}
      and d.day >= ${period.start}::date and d.day <= ${period.end}::date
    group by 1 order by 1`.execute(db);
  return rows.map((row) => ({
    month: row.month,
    cashIn: Number(row.cash_in),
    onlineIn: Number(row.online_in),
    out: Number(row.out),
  }));
}

/** The longest period a balance history is drawn for: two years of days. */
const HISTORY_MAX_DAYS = 732;

/** The Moscow days from `start` to `end`, inclusive (`YYYY-MM-DD`, counted in UTC: a day is a date here). */
function daysOf(start: string, end: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${start}T00:00:00Z`);
    day <= new Date(`${end}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
}

/**
 * One point's posted cash and online money at the end of each day of the period: what it held before
 * the period, plus each day's net moves, from the days' sums.
 */
export async function balanceHistory(db: Db, pointId: number, start: string, end: string): Promise<BalanceHistory> {
  const length = (Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000 + 1;
  if (length > HISTORY_MAX_DAYS) throw badRequest(messages.balanceHistoryTooLong);
  const { rows } = await sql<{ kind: 'point-cash' | 'point-online'; day: string | null; net: string }>`
    select a.kind, case when d.day < ${start}::date then null else to_char(d.day, 'YYYY-MM-DD') end as day,
      sum(d.credits - d.debits) as net
    from ledger_accounts a
    join ledger_daily d on d.account_id = a.id and d.day <= ${end}::date
    where a.code in (${`point-cash:p${pointId}`}, ${`point-online:p${pointId}`})
    group by 1, 2`.execute(db);
  const held = { cash: 0, online: 0 };
  const nets = new Map<string, { cash: number; online: number }>();
  for (const row of rows) {
    const side = row.kind === 'point-cash' ? 'cash' : 'online';
    if (row.day === null) held[side] += Number(row.net);
    else nets.set(row.day, { cash: 0, online: 0, ...nets.get(row.day), [side]: Number(row.net) });
  }
  return {
    days: daysOf(start, end).map((day) => {
      held.cash += nets.get(day)?.cash ?? 0;
      held.online += nets.get(day)?.online ?? 0;
      return { day, cash: held.cash, online: held.online };
    }),
  };
}
