import { shareOf } from '@pvz/contracts/goods-money';
import { moscowDay } from '@pvz/contracts/moscow-time';
import { REGIONAL_MANAGER_ROLE } from '@pvz/contracts/roles';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { percentSettingSql } from '../settings.js';
import { type AccountSpec, ledgerAccount } from './accounts.js';
import { transfer } from './transfers.js';

/** The ledger kinds of income: accrued to a partner point or a regional manager, and drawn back when paid out. */
export const incomeKinds = {
  partner: 'partner-income',
  manager: 'manager-income',
  withdrawal: 'income-withdrawal',
} as const;

/** Who earns a share of a point's takings. */
export type Earner = { kind: 'partner'; pointId: number } | { kind: 'manager'; userId: number };

/**
 * The account an earner's income at a point accrues on. A manager has one per point, so that
 * hand-overs at different points never wait on one manager's lock; their income is the sum.
 */
export function incomeAccountSpec(earner: Earner, pointId: number, name: string): AccountSpec {
  return earner.kind === 'partner'
    ? { kind: 'partner-income', pointId: earner.pointId, name: `Доход ППВЗ: ${name}` }
    : { kind: 'manager-income', pointId, userId: earner.userId, name: `Доход менеджера: ${name}` };
}

/** The point's counter the shares of its takings are accrued from (it goes negative by what was earned and not paid). */
export const accrualCounterSpec = (pointId: number, pointName: string): AccountSpec => ({
  kind: 'expense',
  pointId,
  key: 'income',
  name: `Начислено доходов: ${pointName}`,
});

/** The settings' default percent of an earner, in basis points, as SQL. */
export const defaultBpSql = (earner: Earner['kind']) =>
  sql<number>`round(${percentSettingSql(earner === 'partner' ? 'partnerPercent' : 'managerPercent')} * 100)::integer`;

/** The percent (basis points) in force on a Moscow day: the latest rate from that day or before, else the default. */
export const rateOnDay = (earner: Earner['kind'], owner: RawBuilder<unknown>, day: string) =>
  sql<number>`coalesce((
    select r.percent_bp from income_rates r
    where r.${sql.ref(earner === 'partner' ? 'point_id' : 'user_id')} = ${owner} and r.starts_on <= ${day}::date
    order by r.starts_on desc limit 1), ${defaultBpSql(earner)})`;

export interface TakingsShare {
  pointId: number;
  /** kopecks the point took */
  amount: number;
  /** the key of the takings' move: each share's key derives from it */
  key: string;
  reference: string;
  userId: number;
}

/**
 * Accrues the shares of money a point took: to the point if it is a partner's, and to each regional
 * manager whose points include it, at each one's percent of the day. Runs in the transaction that
 * posts the takings, under keys derived from theirs.
 */
export async function accrueIncomeShares(db: Db, takings: TakingsShare): Promise<void> {
  const today = moscowDay();
  const { rows: earners } = await sql<{ user_id: number | null; name: string; bp: number; point_name: string }>`
    select e.user_id, e.name, e.bp, p.name as point_name
    from points p cross join lateral (
      select null::int as user_id, p.name, ${rateOnDay('partner', sql`p.id`, today)} as bp
      where p.is_partner
      union all
      select u.id, u.username, ${rateOnDay('manager', sql`u.id`, today)}
      from users u
      where u.role = ${REGIONAL_MANAGER_ROLE} and u.deleted_at is null
        and (u.all_points or exists (select 1 from user_points up where up.user_id = u.id and up.point_id = p.id))
    ) e
    where p.id = ${takings.pointId}
    order by e.user_id nulls first`.execute(db);
  const [first] = earners;
  if (!first) return;
  const counter = await ledgerAccount(db, accrualCounterSpec(takings.pointId, first.point_name));
  for (const row of earners) {
    const amount = shareOf(takings.amount, Number(row.bp));
    if (amount === 0) continue;
    const earner: Earner =
      row.user_id === null ? { kind: 'partner', pointId: takings.pointId } : { kind: 'manager', userId: row.user_id };
    await transfer(db, {
      key: earner.kind === 'partner' ? `${takings.key}:partner` : `${takings.key}:manager:${earner.userId}`,
      debitAccountId: counter,
      creditAccountId: await ledgerAccount(db, incomeAccountSpec(earner, takings.pointId, row.name)),
      amount,
      kind: incomeKinds[earner.kind],
      reference: takings.reference,
      userId: takings.userId,
    });
  }
}
