import type { UserScope } from '@pvz/contracts/access';
import type { AccountFigures, MonthlyFlows, PointBalance } from '@pvz/contracts/api/balance';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moscowBucketOf, moscowDayEnd, moscowDayStart } from '../../db/moscow-days.js';
import { inPointScope } from '../point-scope.js';

export interface BalancePeriod {
  scope: UserScope;
  pvzId?: number;
  /** Moscow days, inclusive */
  start: string;
  end: string;
}

/** Moves that change posted money: made at once, a reservation posted, a reversal. */
const MOVED = sql`('posted', 'post', 'reversal')`;

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

/** An account's figures as SQL columns `<prefix>_balance`, `_reserved`, `_taken`, `_out`. */
function accountColumns(alias: 'cash' | 'online', period: BalancePeriod) {
  const account = sql.ref(alias);
  const from = moscowDayStart(period.start);
  const to = moscowDayEnd(period.end);
  const moved = (side: 'credit_account_id' | 'debit_account_id') => sql`(
    select coalesce(sum(t.amount), 0) from ledger_transfers t
    where t.${sql.ref(side)} = ${account}.id and t.type in ${MOVED}
      and t.created_at >= ${from} and t.created_at < ${to})`;
  return sql`
    coalesce(${account}.credits_posted - ${account}.debits_posted, 0) as ${sql.ref(`${alias}_balance`)},
    coalesce(${account}.debits_pending, 0) as ${sql.ref(`${alias}_reserved`)},
    ${moved('credit_account_id')} as ${sql.ref(`${alias}_taken`)},
    ${moved('debit_account_id')} as ${sql.ref(`${alias}_out`)}`;
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

/** Money in (cash, online) and out per Moscow month of the period, over the caller's points (or one). */
export async function monthlyFlows(db: Db, period: BalancePeriod): Promise<MonthlyFlows['months']> {
  // each side by its own index (transfers by credit account, by debit account), not one OR join
  const side = (column: 'credit_account_id' | 'debit_account_id') => sql`
    select t.created_at, t.amount, a.kind
    from ledger_accounts a
    join ledger_transfers t on t.${sql.ref(column)} = a.id
    where a.kind in ('point-cash', 'point-online') and ${inPointScope('a.point_id', period.scope, period.pvzId)}
      and t.type in ${MOVED}
      and t.created_at >= ${moscowDayStart(period.start)} and t.created_at < ${moscowDayEnd(period.end)}`;
  const { rows } = await sql<{ month: string; cash_in: string; online_in: string; out: string }>`
    select month, sum(cash_in) as cash_in, sum(online_in) as online_in, sum(out) as out from (
      select ${moscowBucketOf('month', sql`i.created_at`)} as month,
        case when i.kind = 'point-cash' then i.amount else 0 end as cash_in,
        case when i.kind = 'point-online' then i.amount else 0 end as online_in,
        0 as out
      from (${side('credit_account_id')}) i
      union all
      select ${moscowBucketOf('month', sql`o.created_at`)}, 0, 0, o.amount from (${side('debit_account_id')}) o
    ) moves
    group by month order by month`.execute(db);
  return rows.map((row) => ({
    month: row.month,
    cashIn: Number(row.cash_in),
    onlineIn: Number(row.online_in),
    out: Number(row.out),
  }));
}
