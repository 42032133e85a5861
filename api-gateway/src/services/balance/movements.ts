import type { Movement, MovementsQuery } from '@pvz/contracts/api/balance';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moscowDayEnd, moscowDayStart } from '../../db/moscow-days.js';
import { accountCode } from '../ledger/accounts.js';

/** The moves of one point's cash box or online money behind a balance figure (see ledgerMovements). */
export async function accountMovements(
  db: Db,
  query: MovementsQuery & { start: string; end: string },
): Promise<{ rows: Movement[]; total: number }> {
  const code = accountCode({ kind: query.account === 'cash' ? 'point-cash' : 'point-online', pointId: query.pvzId });
  const account = await db.selectFrom('ledger_accounts').select('id').where('code', '=', code).executeTakeFirst();
  if (!account) return { rows: [], total: 0 };
  return ledgerMovements(db, account.id, query);
}

/**
 * The moves of one ledger account in a period, newest first: each with its sign (+ in, − out), the
 * other side's name, and whether it is only reserved so far (a cash withdrawal or a transfer not
 * received yet). Voids and the posts that resolve a reservation leave it out of sight.
 */
export async function ledgerMovements(
  db: Db,
  accountId: number,
  query: { start: string; end: string; page: number; pageSize: number },
): Promise<{ rows: Movement[]; total: number }> {
  const account = { id: accountId };
  const from = moscowDayStart(query.start);
  const to = moscowDayEnd(query.end);
  // a reservation shows while open, its post as the move itself (dated when it was posted)
  const side = (
    column: 'credit_account_id' | 'debit_account_id',
    other: 'debit_account_id' | 'credit_account_id',
  ) => sql`
    select t.id, t.created_at, t.kind, t.amount * ${column === 'credit_account_id' ? 1 : -1} as amount,
      t.type = 'pending' as pending, other.name as counterpart, t.reference
    from ledger_transfers t
    join ledger_accounts other on other.id = t.${sql.ref(other)}
    where t.${sql.ref(column)} = ${account.id}
      and t.created_at >= ${from} and t.created_at < ${to}
      and (t.type in ('posted', 'post', 'reversal')
        or (t.type = 'pending' and not exists (select 1 from ledger_transfers r where r.pending_id = t.id)))`;
  const moves = sql`(${side('credit_account_id', 'debit_account_id')} union all ${side('debit_account_id', 'credit_account_id')})`;
  const [page, count] = await Promise.all([
    sql<{
      id: string;
      created_at: Date;
      kind: string;
      amount: string;
      pending: boolean;
      counterpart: string;
      reference: string | null;
    }>`select * from ${moves} m order by created_at desc, id desc limit ${query.pageSize} offset ${query.page * query.pageSize}`.execute(
      db,
    ),
    sql<{ total: string }>`select count(*) as total from ${moves} m`.execute(db),
  ]);
  return {
    rows: page.rows.map((row) => ({
      id: Number(row.id),
      at: row.created_at.toISOString(),
      kind: row.kind,
      amount: Number(row.amount),
      pending: row.pending,
      counterpart: row.counterpart,
      reference: row.reference,
    })),
    total: Number(count.rows[0]?.total ?? 0),
  };
}
