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
import { staffOf } from '../../../plugins/app/access.js';
import { assertColumnWritable } from '../../../services/columns.js';
import { pageOf, pointsOfRows, pointsWritten } from '../../../services/goods/goods-access.js';
import {
  copyRow,
  createRows,
  deleteRows,
  editRow,
  moveToPoints,
  moveToSortingCenter,
  type RowChange,
} from '../../../services/goods/row-changes.js';
import { answerOnce } from '../../../services/operations.js';

/** A kind's row calls: create, edit, copy, delete, and the bulk steps to the sorting centre and to the point. */
export function goodsRowRoutes(kind: CounterKind): FastifyPluginAsyncTypebox {
  const page = pageOf[kind];
  const action = (name: string) => `goods.${kind}.${name}`;
  return async (app) => {
    const rowsPoints = pointsOfRows(app, 'body');
    const formPoints = pointsWritten(app);
    const write = { page, level: 'write', columns: kind } as const;
    const change = (request: FastifyRequest, operationId: string): RowChange => ({
      actor: staffOf(request),
      kind,
      operationId,
      secret: app.config.sessionSecret,
    });

    app.post(
      goodsRoutes.create(kind),
      {
        schema: { tags: ['goods'], body: CreateGoodsBody, response: { 200: MessageRowsAnswer, ...errorResponses } },
        config: { access: { ...write, point: formPoints } },
      },
      async (request, reply) => {
        const { operationId, row, quantity } = request.body;
        const by = change(request, operationId);
        return answerOnce(request, reply, action('create'), async (trx) => {
          const rows = await createRows(trx, by, row, quantity);
          return { message: describe.rowsCreated(rows.length), rows };
        });
      },
    );

    app.post(
      goodsRoutes.edit(kind),
      {
        schema: { tags: ['goods'], body: EditGoodsBody, response: { 200: MessageRowAnswer, ...errorResponses } },
        config: { access: { ...write, point: formPoints } },
      },
      async (request, reply) => {
        const { operationId, id, row } = request.body;
        const by = change(request, operationId);
        return answerOnce(request, reply, action('edit'), async (trx) => ({
          message: messages.updated,
          row: await editRow(trx, by, id, row),
        }));
      },
    );

    app.post(
      goodsRoutes.copy(kind),
      {
        schema: { tags: ['goods'], body: GoodsIdBody, response: { 200: MessageRowAnswer, ...errorResponses } },
        config: { access: { ...write, point: rowsPoints } },
      },
      async (request, reply) => {
        const { operationId, id } = request.body;
        const by = change(request, operationId);
        return answerOnce(request, reply, action('copy'), async (trx) => ({
          message: messages.rowCopied,
          row: await copyRow(trx, by, id),
        }));
      },
    );

    app.post(
      goodsRoutes.remove(kind),
      {
        schema: { tags: ['goods'], body: GoodsIdsBody, response: { 200: DeletedAnswer, ...errorResponses } },
        config: { access: { page, level: 'write', point: rowsPoints } },
      },
      async (request, reply) => {
        const { operationId, ids } = request.body;
        const by = change(request, operationId);
        return answerOnce(request, reply, action('delete'), async (trx) => {
          const count = await deleteRows(trx, by, ids);
          return { message: describe.rowsDeleted(count), count };
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
        const by = change(request, operationId);
        return answerOnce(request, reply, action('to-sc'), async (trx) => ({
          message: messages.toSortingCenterDone,
          rows: await moveToSortingCenter(trx, by, ids),
        }));
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
        const by = change(request, operationId);
        return answerOnce(request, reply, action('to-point'), async (trx) => {
          const { rows, cells } = await moveToPoints(trx, by, ids);
          return { message: describe.rowsAccepted(cells.length), rows, cells };
        });
      },
    );
  };
}
