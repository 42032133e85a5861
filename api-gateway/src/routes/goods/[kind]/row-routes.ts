import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CreateGoodsBody,
  DeletedAnswer,
  EditGoodsBody,
  GoodsIdBody,
  GoodsIdsBody,
  MessageRowAnswer,
  MessageRowsAnswer,
  ToPointAnswer,
} from '@pvz/contracts/api/goods';
import { goodsRoutes } from '@pvz/contracts/api/goods-routes';
import type { CounterKind } from '@pvz/contracts/goods';
import { describe, messages } from '@pvz/contracts/messages';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { notFound, unprocessable } from '../../../errors.js';
import { staffOf } from '../../../plugins/app/access.js';
import { assertColumnWritable } from '../../../services/columns.js';
import { acceptParcel } from '../../../services/goods/accept.js';
import { lockClientsInOrder, releaseCellIfEmpty } from '../../../services/goods/cells.js';
import { recordEvents } from '../../../services/goods/events.js';
import { assertSortingCenterInScope, pageOf, pointsOfRows } from '../../../services/goods/goods-access.js';
import { ensureOrderLinks } from '../../../services/goods/lookup/order-links.js';
import { goodsRowsByIds } from '../../../services/goods/rows.js';
import {
  assertEditable,
  completeNewRow,
  fieldsOf,
  type GoodsFields,
  withMoney,
} from '../../../services/goods/write.js';
import { answerOnce } from '../../../services/operations.js';
import { loadSettings } from '../../../services/settings.js';

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

/** The point a created or edited row is sent to, with the points of the rows it changes. */
function pointsWritten(request: FastifyRequest, rowPoints: number | readonly number[] | null) {
  const target = (request.body as { row?: { dispatchPVZ?: number } }).row?.dispatchPVZ;
  const points = [...[rowPoints ?? []].flat(), ...(target === undefined ? [] : [target])];
  return points.length === 0 ? null : points;
}

/** A kind's row calls: create, edit, copy, delete, and the bulk steps to the sorting centre and to the point. */
export function goodsRowRoutes(kind: CounterKind): FastifyPluginAsyncTypebox {
  const page = pageOf[kind];
  const action = (name: string) => `goods.${kind}.${name}`;
  return async (app) => {
    const rowsPoints = pointsOfRows(app, 'body');
    const write = { page, level: 'write', columns: kind } as const;
    const secret = app.config.sessionSecret;

    app.post(
      goodsRoutes.create(kind),
      {
        schema: { tags: ['goods'], body: CreateGoodsBody, response: { 200: MessageRowsAnswer, ...errorResponses } },
        config: { access: { ...write, point: (request) => pointsWritten(request, null) } },
      },
      async (request, reply) => {
        const actor = staffOf(request);
        const { operationId, row, quantity } = request.body;
        return answerOnce(request, reply, action('create'), async (trx) => {
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
          return { message: describe.rowsCreated(ids.length), rows: await goodsRowsByIds(trx, ids, secret) };
        });
      },
    );

    app.post(
      goodsRoutes.edit(kind),
      {
        schema: { tags: ['goods'], body: EditGoodsBody, response: { 200: MessageRowAnswer, ...errorResponses } },
        config: { access: { ...write, point: async (request) => pointsWritten(request, await rowsPoints(request)) } },
      },
      async (request, reply) => {
        const actor = staffOf(request);
        const { operationId, id, row } = request.body;
        return answerOnce(request, reply, action('edit'), async (trx) => {
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
          return { message: messages.updated, row: updated };
        });
      },
    );

    app.post(
      goodsRoutes.copy(kind),
      {
        schema: { tags: ['goods'], body: GoodsIdBody, response: { 200: MessageRowAnswer, ...errorResponses } },
        config: { access: { ...write, point: rowsPoints } },
      },
      async (request, reply) => {
        const actor = staffOf(request);
        const { operationId, id } = request.body;
        return answerOnce(request, reply, action('copy'), async (trx) => {
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
            {
              goodsId: created.id,
              type: 'created',
              pointId: source.point_id,
              operationId,
              details: { copiedFrom: id },
            },
          ]);
          const [row] = await goodsRowsByIds(trx, [created.id], secret);
          return { message: messages.rowCopied, row };
        });
      },
    );

    app.post(
      goodsRoutes.remove(kind),
      {
        schema: { tags: ['goods'], body: GoodsIdsBody, response: { 200: DeletedAnswer, ...errorResponses } },
        config: { access: { page, level: 'write', point: rowsPoints } },
      },
      async (request, reply) => {
        const actor = staffOf(request);
        const { operationId, ids } = request.body;
        return answerOnce(request, reply, action('delete'), async (trx) => {
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
          return { message: describe.rowsDeleted(rows.length), count: rows.length };
        });
      },
    );

    app.post(
      goodsRoutes.toSortingCenter(kind),
      {
        schema: { tags: ['goods'], body: GoodsIdsBody, response: { 200: MessageRowsAnswer, ...errorResponses } },
        config: { access: { ...write, point: rowsPoints } },
      },
      async (request, reply) => {
        const actor = staffOf(request);
        assertColumnWritable(kind, actor.access.columns[kind], 'deliveredSC');
        const { operationId, ids } = request.body;
        return answerOnce(request, reply, action('to-sc'), async (trx) => {
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
          return { message: messages.toSortingCenterDone, rows: await goodsRowsByIds(trx, ids, secret) };
        });
      },
    );

    app.post(
      goodsRoutes.toPoint(kind),
      {
        schema: { tags: ['goods'], body: GoodsIdsBody, response: { 200: ToPointAnswer, ...errorResponses } },
        config: { access: { ...write, point: rowsPoints } },
      },
      async (request, reply) => {
        const actor = staffOf(request);
        assertColumnWritable(kind, actor.access.columns[kind], 'deliveredPVZ');
        const { operationId, ids } = request.body;
        return answerOnce(request, reply, action('to-point'), async (trx) => {
          const rows = await lockRows(trx, kind, ids);
          const cells: { id: number; cell: number }[] = [];
          await lockClientsInOrder(trx, clientsOf(rows.filter((row) => !row.delivered_pvz_at && !row.issued_at)));
          for (const row of rows) {
            if (row.delivered_pvz_at || row.issued_at) continue;
            if (row.point_id === null) throw unprocessable(messages.pointRequired);
            const { cell } = await acceptParcel(trx, actor, { id: row.id }, { pointId: row.point_id, operationId });
            cells.push({ id: row.id, cell });
          }
          return {
            message: describe.rowsAccepted(cells.length),
            rows: await goodsRowsByIds(trx, ids, secret),
            cells,
          };
        });
      },
    );
  };
}
