import type { UserScope } from '@pvz/contracts/access';
import { HOME_CHART_DAYS, type HomeDay } from '@pvz/contracts/api/home';
import { addDays } from '@pvz/contracts/recurrence';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { inPointScope } from '../point-scope.js';

/**
 * The chart's days up to today: parcels accepted and handed over (refusals too) and their income,
 * summed over the caller's points from the per-day counters the goods keep (goods_daily_now,
 * db/migrations/0051-goods-counters.ts, the turnover's rules), every day present.
 */
export async function homeDays(db: Db, scope: UserScope, today: string): Promise<HomeDay[]> {
  const start = addDays(today, 1 - HOME_CHART_DAYS);
  const { rows } = await sql<{ day: string; accepted: string; handed: string; income: string }>`
    select to_char(d.day, 'YYYY-MM-DD') as day, sum(d.accepted) as accepted, sum(d.issued + d.refused) as handed,
      sum(d.income) as income
      from goods_daily_now d
     where d.day between ${start}::date and ${today}::date and ${inPointScope('d.point_id', scope)}
     group by d.day`.execute(db);
  const found = new Map(rows.map((row) => [row.day, row]));
  return Array.from({ length: HOME_CHART_DAYS }, (_, offset) => {
    const day = addDays(start, offset);
    const row = found.get(day);
    return {
      day,
      accepted: Number(row?.accepted ?? 0),
      issued: Number(row?.handed ?? 0),
      income: Number(row?.income ?? 0),
    };
  });
}
