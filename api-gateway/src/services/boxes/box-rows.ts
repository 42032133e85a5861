import type { UserScope } from '@pvz/contracts/access';
import { type Box, type BoxListQuery, boxStatusOf } from '@pvz/contracts/api/boxes';
import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { moscowStartOfCurrent } from '../../db/moscow-days.js';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { inPointScope } from '../point-scope.js';

/** A box with its destination point and the number of parcels in it. */
export function selectBoxes(db: Db) {
  return db
    .selectFrom('boxes as b')
    .innerJoin('points as p', 'p.id', 'b.point_id')
    .selectAll('b')
    .select(['p.name as point_name', 'p.address as point_address'])
    .select((eb) =>
      eb
        .selectFrom('goods as g')
        .whereRef('g.box_id', '=', 'b.id')
        .where('g.deleted_at', 'is', null)
        .select((count) => count.fn.countAll<string>().as('n'))
        .as('parcels'),
    )
    .where('b.deleted_at', 'is', null);
}

export type BoxRow = Awaited<ReturnType<ReturnType<typeof selectBoxes>['executeTakeFirstOrThrow']>>;

const stamp = (value: Date | null) => value?.toISOString() ?? null;

export function toBox(row: BoxRow): Box {
  return {
    id: row.id,
    point: { id: row.point_id, name: row.point_name, address: row.point_address },
    type: row.type,
    pieces: row.pieces,
    status: boxStatusOf({ sortedAt: row.sorted_at, deliveredAt: row.delivered_at, acceptedAt: row.accepted_at }),
    parcels: Number(row.parcels ?? 0),
    createdAt: row.created_at.toISOString(),
    createdBy: row.created_by,
    sortedAt: stamp(row.sorted_at),
    sortedBy: row.sorted_by,
    deliveredAt: stamp(row.delivered_at),
    deliveredBy: row.delivered_by,
    acceptedAt: stamp(row.accepted_at),
    acceptedBy: row.accepted_by,
  };
}

/** A box as answered, or 404. */
export async function boxById(db: Db, id: number): Promise<Box> {
  const row = await selectBoxes(db).where('b.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(messages.boxNotFound);
  return toBox(row);
}

/**
 * Locks a box for a change and answers its stamps. A label names the destination point too: a
 * number that does not match is another box's label, or a forged one — not found.
 */
export async function lockBox(trx: Transaction<Database>, id: number, pvzNumber?: number) {
  const box = await trx
    .selectFrom('boxes')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!box || (pvzNumber !== undefined && box.point_id !== pvzNumber)) throw notFound(messages.boxNotFound);
  return box;
}

/** The ids of a box's parcels, oldest first. */
export async function parcelIdsOf(db: Db, boxId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('goods')
    .select('id')
    .where('box_id', '=', boxId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

/** Boxes listed at once: the distribution tabs show the open and waiting boxes of a few days. */
const BOX_LIST_MAX = 2000;

/** The boxes of one point or of the scope's points, newest first, of one status when asked. */
export async function listBoxes(db: Db, scope: UserScope, query: BoxListQuery): Promise<Box[]> {
  const { status, pvzId } = query;
  let boxes = selectBoxes(db)
    .where(inPointScope('b.point_id', scope, pvzId))
    .orderBy('b.id', 'desc')
    .limit(BOX_LIST_MAX);
  if (status === 'sorting') boxes = boxes.where('b.sorted_at', 'is', null).where('b.accepted_at', 'is', null);
  if (status === 'courier')
    boxes = boxes
      .where('b.sorted_at', 'is not', null)
      .where('b.delivered_at', 'is', null)
      .where('b.accepted_at', 'is', null);
  if (status === 'delivered') boxes = boxes.where('b.delivered_at', 'is not', null).where('b.accepted_at', 'is', null);
  if (status === 'accepted') boxes = boxes.where('b.accepted_at', 'is not', null);
  return (await boxes.execute()).map(toBox);
}

/** The boxes a courier took or delivered today (a day in Moscow), grouped by point in the points' order. */
export async function courierDeliveriesToday(db: Db, userId: number) {
  const rows = await selectBoxes(db)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('box_events as e')
          .whereRef('e.box_id', '=', 'b.id')
          .where('e.actor_id', '=', userId)
          .where('e.type', 'in', ['taken', 'delivered'])
          .where('e.at', '>=', moscowStartOfCurrent('day')),
      ),
    )
    .orderBy('p.name')
    .orderBy('b.id')
    .execute();
  const byPoint = new Map<number, { point: Box['point']; boxes: Box[] }>();
  for (const box of rows.map(toBox)) {
    const group = byPoint.get(box.point.id) ?? { point: box.point, boxes: [] };
    group.boxes.push(box);
    byPoint.set(box.point.id, group);
  }
  return [...byPoint.values()];
}

/** A box by its label (the id and the number of its destination point), with its steps; 404 for another label. */
export async function boxOfLabel(db: Db, id: number, pvzNumber: number) {
  const row = await selectBoxes(db).where('b.id', '=', id).executeTakeFirst();
  // the label's number is the destination point: another number is not this box's label
  if (!row || row.point_id !== pvzNumber) throw notFound(messages.boxNotFound);
  const events = await db
    .selectFrom('box_events')
    .select(['id', 'at', 'type', 'actor', 'scan', 'details'])
    .where('box_id', '=', id)
    .orderBy('id')
    .execute();
  return { box: toBox(row), events: events.map((event) => ({ ...event, at: event.at.toISOString() })) };
}
