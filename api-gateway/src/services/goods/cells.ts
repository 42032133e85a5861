import { messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { unprocessable } from '../../errors.js';

/**
 * One client's cell at one point is decided under a lock of (point, phone): a parcel accepted and
 * the client's last parcel handed over at the same moment can never leave a parcel in a freed cell.
 * Different clients take different free cells through SKIP LOCKED, so two operators accepting at
 * once never share a cell and never wait for each other.
 */
async function lockClientAtPoint(trx: Transaction<Database>, pointId: number, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${pointId}::int, hashtext(${phone}))`.execute(trx);
}

/** The client's current cell at the point, else the lowest free one. */
export async function assignCell(trx: Transaction<Database>, pointId: number, phone: string): Promise<number> {
  await lockClientAtPoint(trx, pointId, phone);
  const held = await trx
    .selectFrom('cells')
    .select('number')
    .where('point_id', '=', pointId)
    .where('client_phone', '=', phone)
    .orderBy('number')
    .executeTakeFirst();
  if (held) return held.number;
  const taken = await sql<{ number: number }>`
    update cells set client_phone = ${phone}
    where id = (
      select id from cells where point_id = ${pointId} and client_phone is null
      order by number limit 1 for update skip locked)
    returning number`.execute(trx);
  const cell = taken.rows[0]?.number;
  if (cell === undefined) throw unprocessable(messages.noFreeCells);
  return cell;
}

/** Frees the client's cell once nothing accepted and not handed over is left in it; answers whether it did. */
export async function releaseCellIfEmpty(
  trx: Transaction<Database>,
  pointId: number,
  cell: number,
  phone: string,
): Promise<boolean> {
  await lockClientAtPoint(trx, pointId, phone);
  const left = await trx
    .selectFrom('goods')
    .select('id')
    .where('point_id', '=', pointId)
    .where('cell', '=', cell)
    .where('delivered_pvz_at', 'is not', null)
    .where('issued_at', 'is', null)
    .where('deleted_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (left) return false;
  const freed = await trx
    .updateTable('cells')
    .set({ client_phone: null })
    .where('point_id', '=', pointId)
    .where('number', '=', cell)
    .where('client_phone', '=', phone)
    .executeTakeFirst();
  return Number(freed.numUpdatedRows) > 0;
}
