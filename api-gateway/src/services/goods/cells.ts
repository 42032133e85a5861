import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * One client's cell at one point is decided under a lock of (point, phone), the lock the database
 * function `goods_accept` (db/migrations/0005-goods-accept.ts) takes too: a parcel accepted and the client's last parcel handed over at
 * the same moment can never leave a parcel in a freed cell.
 */
async function lockClientAtPoint(trx: Transaction<Database>, pointId: number, phone: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(${pointId}::int, hashtext(${phone}))`.execute(trx);
}

/**
 * Locks several clients' cells at once, always in the same order (point, then phone), so that two
 * bulk steps over the same clients wait for each other instead of deadlocking.
 */
export async function lockClientsInOrder(
  trx: Transaction<Database>,
  clients: readonly { pointId: number; phone: string }[],
): Promise<void> {
  const keys = [...new Map(clients.map((client) => [`${client.pointId} ${client.phone}`, client])).values()].sort(
    (a, b) => a.pointId - b.pointId || (a.phone < b.phone ? -1 : a.phone > b.phone ? 1 : 0),
  );
  for (const { pointId, phone } of keys) await lockClientAtPoint(trx, pointId, phone);
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
