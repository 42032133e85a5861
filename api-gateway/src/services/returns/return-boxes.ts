import type { UserScope } from '@pvz/contracts/access';
import type { ReturnBox, ReturnBoxSummary } from '@pvz/contracts/api/returns';
import { kindOfRecordType, refusalOutcomes } from '@pvz/contracts/goods';
import { describe, messages } from '@pvz/contracts/messages';
import type { ScanCode } from '@pvz/contracts/scan-codes';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { recordEvents } from '../goods/events.js';
import { inPointScope } from '../point-scope.js';
import { markShipped } from './return-steps.js';

type ItemCode = Extract<ScanCode, { type: 'item' | 'old-item' }>;

const priceSql = sql<number>`case when g.kind = 'barcode' then g.price_program else g.price_site end`;

/** The boxes with their marketplace and what they hold. */
function selectBoxes(db: Db) {
  return db
    .selectFrom('return_boxes as b')
    .innerJoin('marketplaces as m', 'm.id', 'b.marketplace_id')
    .leftJoin('goods as g', 'g.return_box_id', 'b.id')
    .select([
      'b.id',
      'b.marketplace_id',
      'm.name as marketplace_name',
      'b.created_at',
      'b.created_by',
      'b.closed_at',
      'b.closed_by',
      sql<string>`count(g.id)`.as('count'),
      sql<string>`coalesce(sum(${priceSql}), 0)`.as('sum'),
    ])
    .groupBy(['b.id', 'm.name']);
}

type BoxRow = Awaited<ReturnType<ReturnType<typeof selectBoxes>['executeTakeFirstOrThrow']>>;

function toSummary(box: BoxRow): ReturnBoxSummary {
  return {
    id: box.id,
    marketplace: { id: box.marketplace_id, name: box.marketplace_name },
    createdAt: box.created_at.toISOString(),
    createdBy: box.created_by,
    closedAt: box.closed_at?.toISOString() ?? null,
    closedBy: box.closed_by,
    count: Number(box.count),
    sum: Number(box.sum),
  };
}

/**
 * The open boxes (newest first), or the closed ones: the return acts formed lately; of them, those
 * that hold no parcel of a point outside the caller's scope.
 */
export async function listReturnBoxes(db: Db, closed: boolean, scope: UserScope): Promise<ReturnBoxSummary[]> {
  const boxes = await selectBoxes(db)
    .where('b.closed_at', closed ? 'is not' : 'is', null)
    .$if(!scope.allPoints, (query) =>
      query.where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('goods as outside')
              .select('outside.id')
              .whereRef('outside.return_box_id', '=', 'b.id')
              .where((eb) =>
                eb.or([eb('outside.point_id', 'is', null), eb.not(inPointScope('outside.point_id', scope))]),
              ),
          ),
        ),
      ),
    )
    .orderBy('b.id', 'desc')
    .limit(200)
    .execute();
  return boxes.map(toSummary);
}

/** A box with its parcels: the content of the return act. */
export async function loadReturnBox(db: Db, id: number): Promise<ReturnBox> {
  const box = await selectBoxes(db).where('b.id', '=', id).executeTakeFirst();
  if (!box) throw notFound(messages.returnBoxNotFound);
  const parcels = await db
    .selectFrom('goods as g')
    .leftJoin('points as p', 'p.id', 'g.point_id')
    .select([
      'g.id',
      'g.kind',
      'g.product_name',
      'g.items_count',
      'g.outcome',
      'p.name as point_name',
      priceSql.as('price'),
    ])
    .where('g.return_box_id', '=', id)
    .orderBy('g.id')
    .execute();
  return {
    ...toSummary(box),
    parcels: parcels.map((parcel) => ({
      id: parcel.id,
      kind: parcel.kind,
      product: parcel.product_name || (parcel.kind === 'barcode' ? `Товаров: ${parcel.items_count}` : ''),
      price: Number(parcel.price),
      // only refusals are packed (the table's check keeps it so)
      outcome: parcel.outcome ?? 'defect',
      point: parcel.point_name,
    })),
  };
}

export async function openReturnBox(
  trx: Transaction<Database>,
  actor: StaffAuth,
  marketplaceId: number,
): Promise<number> {
  const marketplace = await trx
    .selectFrom('marketplaces')
    .select('id')
    .where('id', '=', marketplaceId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!marketplace) throw notFound(messages.marketplaceUnknown);
  const box = await trx
    .insertInto('return_boxes')
    .values({ marketplace_id: marketplaceId, created_by: actor.user.username })
    .returning('id')
    .executeTakeFirstOrThrow();
  return box.id;
}

/** The box, locked; a closed box takes no more changes. */
async function lockOpenBox(trx: Transaction<Database>, boxId: number) {
  const box = await trx.selectFrom('return_boxes').selectAll().where('id', '=', boxId).forUpdate().executeTakeFirst();
  if (!box) throw notFound(messages.returnBoxNotFound);
  if (box.closed_at !== null) throw unprocessable(messages.returnBoxClosed);
  return box;
}

/** The live parcel a label names (its kind must match the label's), or null. */
export function parcelOfCode(db: Db, code: ItemCode) {
  const query = db.selectFrom('goods').selectAll().where('deleted_at', 'is', null);
  return (
    code.type === 'item'
      ? query.where('id', '=', code.id).where('kind', '=', kindOfRecordType[code.recordType])
      : query.where('old_id', '=', code.oldId)
  ).executeTakeFirst();
}

/**
 * A parcel's label scanned into a return box: it must be a refusal not verified yet, of the box's
 * marketplace, and in no other return box.
 */
export async function packReturn(
  trx: Transaction<Database>,
  actor: StaffAuth,
  boxId: number,
  code: ItemCode,
  scan: string,
  operationId: string,
): Promise<void> {
  const box = await lockOpenBox(trx, boxId);
  const found = await parcelOfCode(trx, code);
  const parcel =
    found && (await trx.selectFrom('goods').selectAll().where('id', '=', found.id).forUpdate().executeTakeFirst());
  if (!parcel) throw notFound(messages.goodsNotFound);
  if (parcel.outcome === null || !refusalOutcomes.includes(parcel.outcome))
    throw unprocessable(messages.returnNotRefused);
  if (parcel.verified_at !== null) throw unprocessable(messages.returnVerifiedAlready);
  if (parcel.return_box_id === box.id) throw unprocessable(messages.returnPackedHere);
  if (parcel.return_box_id !== null) throw unprocessable(describe.returnInOtherBox(parcel.return_box_id));
  if (parcel.marketplace_id !== box.marketplace_id) throw unprocessable(messages.returnOfOtherMarketplace);
  await trx.updateTable('goods').set({ return_box_id: box.id }).where('id', '=', parcel.id).execute();
  await recordEvents(trx, actor, [
    {
      goodsId: parcel.id,
      type: 'return-packed',
      pointId: parcel.point_id,
      scan,
      operationId,
      details: { returnBoxId: box.id },
    },
  ]);
}

export async function unpackReturn(
  trx: Transaction<Database>,
  actor: StaffAuth,
  boxId: number,
  goodsId: number,
  operationId: string,
) {
  await lockOpenBox(trx, boxId);
  const parcel = await trx
    .selectFrom('goods')
    .select(['id', 'point_id'])
    .where('id', '=', goodsId)
    .where('return_box_id', '=', boxId)
    .forUpdate()
    .executeTakeFirst();
  if (!parcel) throw unprocessable(messages.returnNotInBox);
  await trx.updateTable('goods').set({ return_box_id: null }).where('id', '=', parcel.id).execute();
  await recordEvents(trx, actor, [
    {
      goodsId: parcel.id,
      type: 'return-unpacked',
      pointId: parcel.point_id,
      operationId,
      details: { returnBoxId: boxId },
    },
  ]);
}

/** Closing a box forms its return act; its parcels leave with it, so those not shipped yet are shipped now. */
export async function closeReturnBox(trx: Transaction<Database>, actor: StaffAuth, boxId: number, operationId: string) {
  await lockOpenBox(trx, boxId);
  const parcels = await trx
    .selectFrom('goods')
    .select(['id', 'point_id', 'shipped_at'])
    .where('return_box_id', '=', boxId)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (parcels.length === 0) throw unprocessable(messages.returnBoxEmpty);
  await trx
    .updateTable('return_boxes')
    .set({ closed_at: new Date(), closed_by: actor.user.username })
    .where('id', '=', boxId)
    .execute();
  await markShipped(
    trx,
    actor,
    parcels.filter((parcel) => parcel.shipped_at === null),
    operationId,
    { returnBoxId: boxId },
  );
}
