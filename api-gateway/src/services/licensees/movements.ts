import type { LicenseeMovements, LicenseeMovementsQuery } from '@pvz/contracts/api/licensees';
import { messages } from '@pvz/contracts/messages';
import { MOSCOW_TIME_ZONE } from '@pvz/contracts/moscow-time';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { accountCode, licenseeAccount } from '../ledger/accounts.js';

/**
 * «Движения» of «Баланс лицензиатов»: the transfers on one licensee's ledger account (an invoice
 * credits it, a payment debits it) with the invoice or payment each posted, newest first, and what the
 * licensee owed after each. They run by the day of each (an invoice's issue, a payment's own day, so
 * a payment recorded late takes its place among the invoices), then in the order they were posted;
 * the last one's owed is the account's balance, as «Баланс лицензиатов» shows it.
 */
export async function licenseeMovements(db: Db, query: LicenseeMovementsQuery): Promise<LicenseeMovements> {
  const licensee = await db
    .selectFrom('licensees')
    .select(['id', 'name'])
    .where('id', '=', query.licenseeId)
    .executeTakeFirst();
  if (!licensee) throw notFound(messages.licenseeNotFound);
  const account = await db
    .selectFrom('ledger_accounts')
    .select('id')
    .where('code', '=', accountCode(licenseeAccount(licensee)))
    .executeTakeFirst();
  // never invoiced nor paid: the account is opened by the first of them
  if (!account) return { rows: [], total: 0 };
  // one index per side of the transfer (see ledgerMovements)
  const side = (column: 'credit_account_id' | 'debit_account_id') => sql`
    select t.id, t.created_at, t.user_id, t.amount * ${column === 'credit_account_id' ? 1 : -1} as change
    from ledger_transfers t
    where t.${sql.ref(column)} = ${account.id} and t.type in ('posted', 'post', 'reversal')`;
  const transfers = sql`(${side('credit_account_id')} union all ${side('debit_account_id')})`;
  const moves = sql`
    select m.id, m.created_at, m.change, i.month::text as month, i.parcels, p.note, u.username,
      coalesce(p.paid_on, (m.created_at at time zone ${MOSCOW_TIME_ZONE})::date)::text as day
    from ${transfers} m
    left join licensee_invoices i on i.licensee_id = ${licensee.id} and i.transfer_id = m.id
    left join licensee_payments p on p.licensee_id = ${licensee.id} and p.transfer_id = m.id
    left join users u on u.id = m.user_id`;
  const [page, count] = await Promise.all([
    sql<{
      id: string;
      created_at: Date;
      change: string;
      month: string | null;
      parcels: number | null;
      note: string | null;
      username: string | null;
      day: string;
      owed: string;
    }>`
      select * from (select *, sum(change) over (order by day, id) as owed from (${moves}) moves) running
      order by day desc, id desc
      limit ${query.pageSize} offset ${query.page * query.pageSize}`.execute(db),
    sql<{ total: string }>`select count(*) as total from ${transfers} m`.execute(db),
  ]);
  return {
    rows: page.rows.map((row) => {
      const change = Number(row.change);
      return {
        id: Number(row.id),
        kind: change > 0 ? 'invoice' : 'payment',
        on: row.day,
        month: row.month,
        parcels: row.parcels,
        invoiced: change > 0 ? change : null,
        paid: change < 0 ? -change : null,
        owed: Number(row.owed),
        note: row.note ?? '',
        by: row.username,
        at: row.created_at.toISOString(),
      };
    }),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
