import type { AcceptScanAnswer } from '@pvz/contracts/api/goods';
import type { GoodsKind } from '@pvz/contracts/goods-columns';
import { describe, messages } from '@pvz/contracts/messages';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { type AppError, conflict, notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import type { Operation } from '../operations.js';
import { type GoodsRecordRow, toGoodsRow } from './rows.js';

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
async function otherPointRefusal(db: Db, goodsId: number): Promise<AppError> {
  const point = await db
    .selectFrom('goods as g')
    .innerJoin('points as p', 'p.id', 'g.point_id')
    .select('p.name')
    .where('g.id', '=', goodsId)
    .executeTakeFirst();
  return point ? unprocessable(describe.goodsOfPoint(point.name)) : refusals['other-point'](null);
}

/** The parameters of goods_accept (db/migrations/0005-goods-accept.ts) for a parcel at a point. */
function acceptParameters(
  actor: StaffAuth,
  parcel: ScannedParcel,
  at: { pointId: number; scan?: string; operationId?: string },
) {
  const byId = 'id' in parcel;
  return sql`${byId ? parcel.id : null}::integer, ${byId ? null : parcel.oldId}::integer,
      ${byId ? (parcel.kind ?? null) : 'purchase'}::text, ${at.pointId}::integer,
      ${actor.user.id}::integer, ${actor.user.username}::text, ${at.scan ?? null}::text,
      ${at.operationId ?? null}::uuid, ${messages.readyForPickupTitle}::text, ${messages.readyForPickup}::text`;
}

interface AcceptResult {
  goods_id: number | null;
  refusal: Refusal | null;
  cell: number | null;
}

/** The accepted parcel and its cell, or the refusal as the counter reads it. */
async function acceptedOrRefused(db: Db, row: AcceptResult | undefined): Promise<{ goodsId: number; cell: number }> {
  if (!row) throw new Error('goods_accept answered no row');
  if (row.refusal === 'other-point' && row.goods_id !== null) throw await otherPointRefusal(db, row.goods_id);
  if (row.refusal) throw refusals[row.refusal](row.cell);
  if (row.goods_id === null || row.cell === null) throw new Error('goods_accept accepted nothing');
  return { goodsId: row.goods_id, cell: row.cell };
}

/**
 * Accepts a parcel at a point (DOMAIN.md §1, in the plpgsql function `goods_accept` of
 * db/migrations/0005-goods-accept.ts, where its rules are written): it takes the
 * client's cell or the lowest free one, the step is recorded with its scan, and a registered client
 * is told «Ваш заказ готов к получению». Answers the row's id and the cell; a refusal changes nothing.
 */
export async function acceptParcel(
  trx: Transaction<Database>,
  actor: StaffAuth,
  parcel: ScannedParcel,
  at: { pointId: number; scan?: string; operationId?: string },
): Promise<{ goodsId: number; cell: number }> {
  const result = await sql<AcceptResult>`select * from goods_accept(${acceptParameters(actor, parcel, at)})`.execute(
    trx,
  );
  return acceptedOrRefused(trx, result.rows[0]);
}

/** The scan's answer as the database writes it with the operation (0052-goods-accept-scan): the row as to_jsonb gives it. */
export interface StoredScanAnswer {
  cell: number;
  cellCount: number;
  row: Record<string, unknown>;
}

/**
 * The acceptance scan in one statement (`goods_accept_scan`, db/migrations/0052-goods-accept-scan.ts):
 * accepts as acceptParcel does and writes the operation with its answer, in the statement's own
 * transaction. A refusal changes nothing and is raised as acceptParcel raises it.
 */
export async function acceptScanned(
  db: Kysely<Database>,
  actor: StaffAuth,
  parcel: ScannedParcel,
  at: { pointId: number; scan: string; operation: Operation },
): Promise<StoredScanAnswer> {
  const { operation } = at;
  const result = await sql<AcceptResult & { answer: StoredScanAnswer | null }>`
    select * from goods_accept_scan(${acceptParameters(actor, parcel, { ...at, operationId: operation.id })},
      ${operation.action}::text, ${operation.requestHash}::text)`.execute(db);
  const row = result.rows[0];
  await acceptedOrRefused(db, row);
  if (!row?.answer) throw new Error('goods_accept_scan accepted without an answer');
  return row.answer;
}

/**
 * The timestamps of a row that came as JSON (to_jsonb writes them as ISO 8601 strings) as the Dates
 * the driver gives for a selected row; every timestamp column of goods, and only they, end in `_at`.
 */
function goodsRecordOfJson(row: Record<string, unknown>): GoodsRecordRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      key.endsWith('_at') && typeof value === 'string' ? new Date(value) : value,
    ]),
  ) as GoodsRecordRow;
}

/**
 * What the counter is sent for an accepted scan, from the answer the database wrote; an answer stored
 * in the earlier, shaped form (a scan replayed from an offline queue across the upgrade) goes as it is.
 */
export function scanAnswerShown(answer: StoredScanAnswer | AcceptScanAnswer, secret: string): AcceptScanAnswer {
  if ('message' in answer) return answer;
  return {
    message: messages.accepted,
    cell: answer.cell,
    row: toGoodsRow(goodsRecordOfJson(answer.row), secret),
    cellCount: answer.cellCount,
  };
}
