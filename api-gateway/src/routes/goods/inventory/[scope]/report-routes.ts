import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  InventoryReport,
  InventoryReportQuery,
  InventoryReportsPage,
  InventoryReportsQuery,
  type InventoryScope,
  inventoryRoutes,
} from '@pvz/contracts/api/inventory';
import { messages } from '@pvz/contracts/messages';
import { notFound } from '../../../../errors.js';
import { pointIn, staffOf } from '../../../../plugins/app/access.js';
import { listReports, loadReport, pointOfReport } from '../../../../services/inventory/reports.js';
import { visibleReport, visibleSummary } from '../../../../services/inventory/visible-report.js';
import { inventoryPage } from './inventory-page.js';

/** The saved reports of a count: a page of them, and one with its lists. */
export const inventoryReportRoutes =
  (scope: InventoryScope): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      inventoryRoutes.reports(scope),
      {
        schema: {
          tags: ['goods'],
          querystring: InventoryReportsQuery,
          response: { 200: InventoryReportsPage, ...errorResponses },
        },
        config: { access: { page: inventoryPage[scope], level: 'read', point: pointIn('query', 'pvzId') } },
      },
      async (request) => {
        const actor = staffOf(request);
        const page = await listReports(app.db, scope, actor.scope, request.query);
        return { ...page, rows: page.rows.map((row) => visibleSummary(row, actor.access.columns)) };
      },
    );

    app.get(
      inventoryRoutes.report(scope),
      {
        schema: {
          tags: ['goods'],
          querystring: InventoryReportQuery,
          response: { 200: InventoryReport, ...errorResponses },
        },
        config: {
          access: {
            page: inventoryPage[scope],
            level: 'read',
            point: (request) => pointOfReport(app.db, scope, (request.query as InventoryReportQuery).id),
          },
        },
      },
      async (request) => {
        const report = await loadReport(app.db, scope, request.query.id);
        if (!report) throw notFound(messages.inventoryReportNotFound);
        return visibleReport(report, staffOf(request).access.columns);
      },
    );
  };
