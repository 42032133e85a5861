import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { describe, messages } from '@pvz/contracts/messages';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { type AppError, conflict, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { parcelsInCellQuery } from './cells.js';
import { selectGoods, toGoodsRow } from './rows.js';

/** The parcel a scan names: a row of a kind by id, or a purchase by its id in the product before this one. */
export type ScannedParcel = { id: number; kind?: GoodsKind } | { oldId: number };

type Refusal =
  | 'not-found'
  | 'other-point'
  | 'issued'
  | 'accepted-earlier'
  | 'not-sorted'
  | 'no-phone'
  | 'no-free-cells';

/** Why the database refused an acceptance, as the counter reads it. */
const refusals: Record<Refusal, (cell: number | null) => AppError> = {
  'not-found': () => notFound(messages.goodsNotFound),
  'other-point': () => unprocessable(messages.goodsOfOtherPoint),
  issued: () => conflict(messages.alreadyIssued),
  // the cell is in the answer, so that staff still know where the parcel is
  'accepted-earlier': (cell) => conflict(messages.acceptedEarlier, cell === null ? {} : { cell }),
  'not-sorted': () => unprocessable(messages.notSorted),
  'no-phone': () => unprocessable(messages.phoneRequired),
  'no-free-cells': () => unprocessable(messages.noFreeCells),
};

/**
 * The one parcel a bare id names: its id, or a purchase's id in the product before this one. Two
 * matches are refused: the label must be scanned then.
 */
export async function parcelOfBareId(db: Db, id: number): Promise<{ id: number; kind: GoodsKind }> {
  const found = await db
    .selectFrom('goods')
    .select(['id', 'kind'])
    .where((eb) => eb.or([eb('id', '=', id), eb('old_id', '=', id)]))
    .where('deleted_at', 'is', null)
    .limit(2)
    .execute();
  const [only, other] = found;
  if (!only) throw notFound(messages.goodsNotFound);
  if (other) throw unprocessable(messages.bareIdAmbiguous);
  return only;
}

/** «Not this point», naming the point the parcel is for, so that staff know where it goes. */
async function otherPointRefusal(trx: Transaction<Database>, goodsId: number): Promise<AppError> {
  const point = await trx
    .selectFrom('goods as g')
    .innerJoin('points as p', 'p.id', 'g.point_id')
    .select('p.name')
    .where('g.id', '=', goodsId)
    .executeTakeFirst();
  return point ? unprocessable(describe.goodsOfPoint(point.name)) : refusals['other-point'](null);
}

/**
 * Accepts a parcel at a point (DOMAIN.md §1, in the plpgsql function `goods_accept` of
 * db/migrations/0005-goods-accept.ts, where its rules are written): it takes the
 * client's cell or the lowest free one, the step is recorded with its scan, and a registered client
 * is told «Ваш заказ готов к получению». Answers the row and the cell; a refusal changes nothing.
 */
export async function acceptParcel(
  trx: Transaction<Database>,
  actor: StaffAuth,
  parcel: ScannedParcel,
  at: { pointId: number; scan?: string; operationId?: string },
): Promise<{ goodsId: number; cell: number }> {
  const byId = 'id' in parcel;
  const result = await sql<{ goods_id: number | null; refusal: Refusal | null; cell: number | null }>`
    select * from goods_accept(
      ${byId ? parcel.id : null}::integer, ${byId ? null : parcel.oldId}::integer,
      ${byId ? (parcel.kind ?? null) : 'purchase'}::text, ${at.pointId}::integer,
      ${actor.user.id}::integer, ${actor.user.username}::text, ${at.scan ?? null}::text,
      ${at.operationId ?? null}::uuid, ${messages.readyForPickupTitle}::text, ${messages.readyForPickup}::text)`.execute(
    trx,
  );
  const [row] = result.rows;
  if (!row) throw new Error('goods_accept answered no row');
  if (row.refusal === 'other-point' && row.goods_id !== null) throw await otherPointRefusal(trx, row.goods_id);
  if (row.refusal) throw refusals[row.refusal](row.cell);
  if (row.goods_id === null || row.cell === null) throw new Error('goods_accept accepted nothing');
  return { goodsId: row.goods_id, cell: row.cell };
}

/** An accepted parcel's row and how many parcels its cell holds now, in one query: the scan's answer. */
export async function acceptedAnswer(
  trx: Transaction<Database>,
  goodsId: number,
  at: { pointId: number; cell: number },
  secret: string,
) {
  const found = await selectGoods(trx)
    .select(parcelsInCellQuery(trx, at.pointId, at.cell).as('cell_count'))
    .where('g.id', '=', goodsId)
    .executeTakeFirstOrThrow();
  return { row: toGoodsRow(found, secret), cellCount: Number(found.cell_count) };
}
