import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { assertActivePoint } from './point-exists.js';

/**
 * Adds `count` cells to a point, numbered after its highest. A lock per point keeps two people
 * adding at once from taking the same numbers.
 */
export async function addCells(
  trx: Transaction<Database>,
  pointId: number,
  count: number,
): Promise<{ from: number; to: number }> {
  await sql`select pg_advisory_xact_lock(hashtext('pvz:cells'), ${pointId})`.execute(trx);
  const { highest } = await trx
    .selectFrom('cells')
    .select((eb) => eb.fn.coalesce(eb.fn.max('number'), sql<number>`0`).as('highest'))
    .where('point_id', '=', pointId)
    .executeTakeFirstOrThrow();
  const from = Number(highest) + 1;
  const to = from + count - 1;
  if (count > 0) {
    await sql`insert into cells (point_id, number) select ${pointId}, n from generate_series(${from}::int, ${to}::int) as n`.execute(
      trx,
    );
  }
  return { from, to };
}

/** The cells of an active point by number, with the client each holds. */
export async function pointCells(db: Db, pointId: number) {
  await assertActivePoint(db, pointId);
  return db
    .selectFrom('cells')
    .select(['id', 'number', 'client_phone as clientPhone'])
    .where('point_id', '=', pointId)
    .orderBy('number')
    .execute();
}
