import type { DeliveryCalendar } from '@pvz/contracts/api/service-rows';
import { MOSCOW_TIME_ZONE } from '@pvz/contracts/moscow-time';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moscowDayEnd, moscowDayStart } from '../../db/moscow-days.js';
import { monthDays } from '../lists/period.js';

/**
 * «Сводная: доставка и сортировка»: the month's paid service rows summed by the Moscow day they were
 * paid, per customer and action, in one grouped query (LEGACY-NOTES §7.2).
 */
export async function deliveryCalendar(db: Db, month: string): Promise<DeliveryCalendar> {
  const { end, days } = monthDays(month);
  const { rows } = await sql<{
    phone: string;
    name: string;
    action: 'sorting' | 'delivery';
    day: number;
    value: string;
    fee: string;
  }>`
    select g.client_phone as phone, (array_agg(g.client_name order by g.created_at desc))[1] as name, g.action,
      extract(day from g.paid_at at time zone ${MOSCOW_TIME_ZONE})::int as day,
      sum(g.goods_value) as value, sum(g.amount_due) as fee
    from goods g
    where g.kind = 'service' and g.deleted_at is null
      and g.paid_at >= ${moscowDayStart(month)} and g.paid_at < ${moscowDayEnd(end)}
    group by g.client_phone, g.action, 4
    order by 2, 1`.execute(db);
  const empty = () => ({ value: Array<number>(days).fill(0), fee: Array<number>(days).fill(0) });
  const customers = new Map<string, DeliveryCalendar['customers'][number]>();
  for (const row of rows) {
    const customer = customers.get(row.phone) ?? {
      name: row.name,
      phone: row.phone,
      delivery: empty(),
      sorting: empty(),
    };
    customers.set(row.phone, customer);
    customer[row.action].value[row.day - 1] = Number(row.value);
    customer[row.action].fee[row.day - 1] = Number(row.fee);
  }
  return { month, days, customers: [...customers.values()] };
}
