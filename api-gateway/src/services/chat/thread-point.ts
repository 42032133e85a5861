import type { Db } from '../../db/database.js';
import { assertActivePoint } from '../point-exists.js';

/** The point of a client's latest parcel, found by their phone once it is proven (else they have no parcels). */
async function latestParcelPoint(db: Db, clientId: number): Promise<number | null> {
  const latest = await db
    .selectFrom('clients as c')
    .innerJoin('goods as g', 'g.client_phone', 'c.phone_number')
    .innerJoin('points as p', 'p.id', 'g.point_id')
    .select('p.id')
    .where('c.id', '=', clientId)
    .where('c.phone_verified_at', 'is not', null)
    .where('g.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return latest?.id ?? null;
}

/**
 * The point whose staff answer a new thread: the active point its writer names, else a client's latest
 * parcel's; else none, and the thread waits in the network's queue that everyone who works the chat sees.
 */
export async function pointOfNewThread(
  db: Db,
  named: number | undefined,
  clientId: number | null,
): Promise<number | null> {
  if (named !== undefined) {
    await assertActivePoint(db, named);
    return named;
  }
  return clientId === null ? null : latestParcelPoint(db, clientId);
}
