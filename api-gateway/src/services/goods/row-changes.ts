import type { GoodsInput, GoodsRow } from '@pvz/contracts/api/goods';
import type { CounterKind } from '@pvz/contracts/goods';
import { messages } from '@pvz/contracts/messages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound, unprocessable } from '../../errors.js';
import type { StaffAuth } from '../../plugins/app/sessions.js';
import { loadSettings } from '../settings.js';
import { acceptParcel } from './accept.js';
import { lockClientsInOrder, releaseCellIfEmpty } from './cells.js';
import { recordEvents } from './events.js';
import { assertSortingCenterInScope } from './goods-access.js';
import { ensureOrderLinks } from './lookup/order-links.js';
import { goodsRowsByIds } from './rows.js';
import { assertEditable, completeNewRow, fieldsOf, type GoodsFields, withMoney } from './write.js';

/** Who changes a kind's rows, under which operation id; `secret` signs the rows' order links. */
export interface RowChange {
  actor: StaffAuth;
  kind: CounterKind;
  operationId: string;
  secret: string;
}

/** The stored fields a copy takes over: the order, not its journey (its money is computed anew). */
const copiedFields = [
  'client_phone',
  'client_name',
  'notation',
  'point_id',
  'sorting_center_id',
  'order_account_id',
  'marketplace_id',
  'product_link',
  'product_name',
  'price_site',
  'prepayment',
  'percent_bp',
  'extra_income',
  'prepaid',
  'items_count',
  'price_program',
] as const;

/** The (point, client) pairs of rows, for the cell locks. */
function clientsOf(rows: readonly { point_id: number | null; client_phone: string | null }[]) {
  return rows.flatMap((row) =>
    row.point_id !== null && row.client_phone !== null ? [{ pointId: row.point_id, phone: row.client_phone }] : [],
  );
}

/** The live rows of one kind by id, locked; any id missing (or of another kind) is a 404. */
async function lockRows(trx: Transaction<Database>, kind: CounterKind, ids: readonly number[]) {
  const rows = await trx
    .selectFrom('goods')
    .selectAll()
    .where('id', 'in', ids)
    .where('kind', '=', kind)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound(messages.goodsNotFound);
  return rows;
}

/** Creates `quantity` equal rows; answers them. */
export async function createRows(
  trx: Transaction<Database>,
  { actor, kind, operationId, secret }: RowChange,
  row: GoodsInput,
  quantity: number,
): Promise<GoodsRow[]> {
  const settings = await loadSettings(trx);
  const fields = await completeNewRow(trx, kind, await fieldsOf(trx, kind, row), settings);
  assertSortingCenterInScope(actor, fields.sorting_center_id ?? null);
  const values = {
    kind,
    ...fields,
    ...withMoney(kind, fields, settings),
    ordered_at: fields.sorting_center_id ? new Date() : null,
    created_by: actor.user.username,
    updated_by: actor.user.username,
  };
  const created = await trx
    .insertInto('goods')
    .values(Array.from({ length: quantity }, () => values))
    .returning('id')
    .execute();
  const ids = created.map((item) => item.id);
  await ensureOrderLinks(trx, secret, [fields.client_phone]);
  await recordEvents(
    trx,
    actor,
    ids.map((goodsId) => ({ goodsId, type: 'created', pointId: fields.point_id ?? null, operationId })),
  );
  return goodsRowsByIds(trx, ids, secret);
}

/** Changes the fields of a row as far as its journey allows; answers it. */
export async function editRow(
  trx: Transaction<Database>,
  { actor, kind, operationId, secret }: RowChange,
  id: number,
  row: GoodsInput,
): Promise<GoodsRow | undefined> {
  const settings = await loadSettings(trx);
  const [current] = await lockRows(trx, kind, [id]);
  if (!current) throw notFound(messages.goodsNotFound);
  const fields = await fieldsOf(trx, kind, row);
  assertEditable(current, fields, current as GoodsFields);
  const merged = { ...current, ...fields };
  const changed = Object.keys(fields).filter(
    (key) => fields[key as keyof GoodsFields] !== current[key as keyof GoodsFields],
  );
  await trx
    .updateTable('goods')
    .set({
      ...fields,
      // a handed-over row keeps the money its hand-over wrote
      ...(current.issued_at ? {} : withMoney(kind, merged, settings)),
      ordered_at: current.ordered_at ?? (merged.sorting_center_id ? new Date() : null),
      updated_at: new Date(),
      updated_by: actor.user.username,
    })
    .where('id', '=', id)
    .execute();
  await ensureOrderLinks(trx, secret, [fields.client_phone]);
  await recordEvents(trx, actor, [{ goodsId: id, type: 'edited', operationId, details: { changed } }]);
  const [updated] = await goodsRowsByIds(trx, [id], secret);
  return updated;
}

/** A new row with the order of another (not its journey); answers the new row. */
export async function copyRow(
  trx: Transaction<Database>,
  { actor, kind, operationId, secret }: RowChange,
  id: number,
): Promise<GoodsRow | undefined> {
  const [source] = await lockRows(trx, kind, [id]);
  if (!source) throw notFound(messages.goodsNotFound);
  const copied = Object.fromEntries(copiedFields.map((key) => [key, source[key]])) as GoodsFields;
  const settings = await loadSettings(trx);
  const created = await trx
    .insertInto('goods')
    .values({
      kind,
      ...copied,
      ...withMoney(kind, copied, settings),
      ordered_at: source.sorting_center_id ? new Date() : null,
      created_by: actor.user.username,
      updated_by: actor.user.username,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordEvents(trx, actor, [
    { goodsId: created.id, type: 'created', pointId: source.point_id, operationId, details: { copiedFrom: id } },
  ]);
  const [row] = await goodsRowsByIds(trx, [created.id], secret);
  return row;
}

/** Deletes rows (softly), freeing the cells of parcels taken off the shelf; answers how many. */
export async function deleteRows(
  trx: Transaction<Database>,
  { actor, kind, operationId }: RowChange,
  ids: readonly number[],
): Promise<number> {
  const rows = await lockRows(trx, kind, ids);
  await trx
    .updateTable('goods')
    .set({ deleted_at: new Date(), updated_at: new Date(), updated_by: actor.user.username })
    .where('id', 'in', ids)
    .execute();
  await recordEvents(
    trx,
    actor,
    rows.map((row) => ({ goodsId: row.id, type: 'deleted', pointId: row.point_id, operationId })),
  );
  // a parcel taken off the shelf leaves its cell; the cell is free once nothing else is in it
  await lockClientsInOrder(trx, clientsOf(rows.filter((row) => row.delivered_pvz_at && !row.issued_at)));
  for (const row of rows)
    if (row.delivered_pvz_at && !row.issued_at && row.point_id && row.cell && row.client_phone)
      await releaseCellIfEmpty(trx, row.point_id, row.cell, row.client_phone);
  return rows.length;
}

/** Marks the rows not yet there (nor handed over) as arrived at the sorting centre; answers every row. */
export async function moveToSortingCenter(
  trx: Transaction<Database>,
  { actor, kind, operationId, secret }: RowChange,
  ids: readonly number[],
): Promise<GoodsRow[]> {
  const rows = await lockRows(trx, kind, ids);
  const moving = rows.filter((row) => !row.delivered_sc_at && !row.issued_at);
  if (moving.length > 0) {
    const now = new Date();
    await trx
      .updateTable('goods')
      .set((eb) => ({
        delivered_sc_at: now,
        ordered_at: eb.fn.coalesce('ordered_at', eb.val(now)),
        updated_at: now,
        updated_by: actor.user.username,
      }))
      .where(
        'id',
        'in',
        moving.map((row) => row.id),
      )
      .execute();
    await recordEvents(
      trx,
      actor,
      moving.map((row) => ({ goodsId: row.id, type: 'to-sorting-center', operationId })),
    );
  }
  return goodsRowsByIds(trx, ids, secret);
}

/** Accepts at their points the rows not there yet (nor handed over); answers every row and the cells taken. */
export async function moveToPoints(
  trx: Transaction<Database>,
  { actor, kind, operationId, secret }: RowChange,
  ids: readonly number[],
): Promise<{ rows: GoodsRow[]; cells: { id: number; cell: number }[] }> {
  const rows = await lockRows(trx, kind, ids);
  const cells: { id: number; cell: number }[] = [];
  await lockClientsInOrder(trx, clientsOf(rows.filter((row) => !row.delivered_pvz_at && !row.issued_at)));
  for (const row of rows) {
    if (row.delivered_pvz_at || row.issued_at) continue;
    if (row.point_id === null) throw unprocessable(messages.pointRequired);
    const { cell } = await acceptParcel(trx, actor, { id: row.id }, { pointId: row.point_id, operationId });
    cells.push({ id: row.id, cell });
  }
  return { rows: await goodsRowsByIds(trx, ids, secret), cells };
}
