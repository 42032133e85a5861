import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  ChronicleExportQuery,
  type ChronicleKind,
  ChroniclePage,
  ChronicleQuery,
  chronicleKinds,
  goodsListsRoutes,
  TOTAL_COUNT_HEADER,
} from '@pvz/contracts/api/goods-lists';
import { moscowDay } from '@pvz/contracts/moscow-time';
import type { PageKey } from '@pvz/contracts/pages';
import { Type } from 'typebox';
import { pointIn, staffOf } from '../../../../plugins/app/access.js';
import type { ListCaller } from '../../../../services/goods/list.js';
import { toGoodsRow } from '../../../../services/goods/rows.js';
import { chroniclePlan } from '../../../../services/lists/chronicle.js';
import { exportColumns, streamChronicleXlsx } from '../../../../services/lists/chronicle-export.js';
import { countListRows, loadListPage } from '../../../../services/lists/page.js';

const pageOfChronicle: Record<ChronicleKind, PageKey> = {
  purchase: 'goods-all-data',
  barcode: 'goods-all-data-cl',
  shop: 'goods-all-data-shop',
};

/** The streamed workbook, as the schema names it. */
const XlsxFile = Type.Unsafe<PassThrough>({ type: 'string', format: 'binary' });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The chronicles: every row of a kind with its filter bar, and the streamed xlsx of the filtered set. */
export const chronicleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const kind of chronicleKinds) {
    const access = {
      page: pageOfChronicle[kind],
      level: 'read',
      point: pointIn('query', 'pvzId'),
      columns: kind,
    } as const;

    app.get(
      goodsListsRoutes.chronicle(kind),
      {
        schema: { tags: ['goods'], querystring: ChronicleQuery, response: { 200: ChroniclePage, ...errorResponses } },
        config: { access },
      },
      async (request) => {
        const actor = staffOf(request);
        const caller: ListCaller = { scope: actor.scope, levels: actor.access.columns };
        const plan = chroniclePlan(kind, request.query, caller);
        const { records, total, totals } = await loadListPage(app.db, plan, request.query.page, request.query.pageSize);
        return {
          rows: records.map((record) => ({
            ...toGoodsRow(record, app.config.sessionSecret),
            deletedAt: record.deleted_at?.toISOString() ?? null,
          })),
          total,
          totals,
        };
      },
    );

    app.get(
      goodsListsRoutes.chronicleExport(kind),
      {
        schema: {
          tags: ['goods'],
          querystring: ChronicleExportQuery,
          // the file is a stream, which Fastify sends as it is, without a serializer
          response: { 200: XlsxFile, ...errorResponses },
        },
        config: { access },
      },
      async (request, reply) => {
        const actor = staffOf(request);
        const caller: ListCaller = { scope: actor.scope, levels: actor.access.columns };
        const plan = chroniclePlan(kind, request.query, caller);
        // the count first: it is the progress bar's 100 %, and a bad filter fails here with a 400, before any byte
        const total = await countListRows(app.db, plan);
        const output = new PassThrough();
        streamChronicleXlsx(
          app.db,
          plan,
          exportColumns(kind, actor.access.columns[kind]),
          app.config.sessionSecret,
          output,
        ).catch((error: unknown) => {
          request.log.error({ err: error }, 'chronicle export failed');
          output.destroy(error instanceof Error ? error : new Error(String(error)));
        });
        const fileName = encodeURIComponent(`chronicle-${kind}-${moscowDay()}.xlsx`);
        return reply
          .header('content-type', XLSX)
          .header('content-disposition', `attachment; filename*=UTF-8''${fileName}`)
          .header(TOTAL_COUNT_HEADER, total)
          .send(output);
      },
    );
  }
};
