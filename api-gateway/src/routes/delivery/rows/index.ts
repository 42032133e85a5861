import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '@pvz/contracts/api/common';
import {
  CreateServiceRowsBody,
  DeliveryCalendar,
  DeliveryCalendarQuery,
  EditServiceRowBody,
  PayServiceRowsBody,
  ServiceCustomers,
  ServiceCustomersQuery,
  ServiceRowIdsBody,
  ServiceRows,
  ServiceRowsChange,
  ServiceRowsQuery,
  serviceRowsRoutes,
} from '@pvz/contracts/api/service-rows';
import { staffOf } from '../../../plugins/app/access.js';
import { assertWritableColumns } from '../../../services/columns.js';
import { deliveryCalendar } from '../../../services/delivery/calendar.js';
import {
  createServiceRows,
  deleteServiceRows,
  editServiceRow,
  listServiceRows,
  markServiceRowsPaid,
  markServiceRowsSorted,
  serviceCustomers,
} from '../../../services/delivery/service-rows.js';
import { answerOnce } from '../../../services/operations.js';

/**
 * /api/delivery/rows/*: «Доставка и сортировка» (/spreadsheets/delivery). The rows answer with the
 * columns the caller may see; each action needs the column it writes.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const config = (level: 'read' | 'write') => ({
    access: { page: 'delivery-rows' as const, level, columns: 'service' as const },
  });
  const tags = ['delivery'];
  const changed = { 200: ServiceRowsChange, ...errorResponses };

  app.get(
    serviceRowsRoutes.list,
    {
      schema: { tags, querystring: ServiceRowsQuery, response: { 200: ServiceRows, ...errorResponses } },
      config: config('read'),
    },
    async (request) => listServiceRows(app.db, request.query, staffOf(request).access.columns.service),
  );

  app.post(
    serviceRowsRoutes.create,
    { schema: { tags, body: CreateServiceRowsBody, response: changed }, config: config('write') },
    async (request, reply) => {
      const { body } = request;
      // the two actions' values and percents are the columns «Стоимость товаров» and «Процент»
      assertWritableColumns('service', staffOf(request).access.columns.service, {
        rows: [body.sorting, body.delivery],
      });
      return answerOnce(request, reply, 'delivery.rows.create', (trx) =>
        createServiceRows(trx, staffOf(request), body, app.config.sessionSecret),
      );
    },
  );

  app.post(
    serviceRowsRoutes.edit,
    { schema: { tags, body: EditServiceRowBody, response: changed }, config: config('write') },
    async (request, reply) => {
      // each field sent is a column the caller must be able to write
      assertWritableColumns('service', staffOf(request).access.columns.service, { row: request.body.row });
      return answerOnce(request, reply, 'delivery.rows.edit', (trx) =>
        editServiceRow(trx, staffOf(request), request.body, app.config.sessionSecret),
      );
    },
  );

  app.post(
    serviceRowsRoutes.sorted,
    { schema: { tags, body: ServiceRowIdsBody, response: changed }, config: config('write') },
    async (request, reply) => {
      assertWritableColumns('service', staffOf(request).access.columns.service, { row: { sorted: true } });
      return answerOnce(request, reply, 'delivery.rows.sorted', (trx) =>
        markServiceRowsSorted(trx, staffOf(request), request.body.ids),
      );
    },
  );

  app.post(
    serviceRowsRoutes.paid,
    { schema: { tags, body: PayServiceRowsBody, response: changed }, config: config('write') },
    async (request, reply) => {
      assertWritableColumns('service', staffOf(request).access.columns.service, {
        row: { paid: true, additionally: true },
      });
      return answerOnce(request, reply, 'delivery.rows.paid', (trx) =>
        markServiceRowsPaid(trx, staffOf(request), request.body),
      );
    },
  );

  app.post(
    serviceRowsRoutes.delete,
    { schema: { tags, body: ServiceRowIdsBody, response: changed }, config: config('write') },
    async (request, reply) => {
      // a deleted row is owed no more: only those who may mark rows paid may take them away
      assertWritableColumns('service', staffOf(request).access.columns.service, { row: { paid: true } });
      return answerOnce(request, reply, 'delivery.rows.delete', (trx) =>
        deleteServiceRows(trx, staffOf(request), request.body.ids),
      );
    },
  );

  app.get(
    serviceRowsRoutes.customers,
    {
      schema: { tags, querystring: ServiceCustomersQuery, response: { 200: ServiceCustomers, ...errorResponses } },
      config: config('read'),
    },
    async (request) => serviceCustomers(app.db, request.query.digits, staffOf(request).access.columns.service),
  );

  app.get(
    serviceRowsRoutes.calendar,
    {
      schema: { tags, querystring: DeliveryCalendarQuery, response: { 200: DeliveryCalendar, ...errorResponses } },
      // the summary's page shows the sums it exists for: its access is the page's
      config: { access: { page: 'delivery-summary' as const, level: 'read' as const } },
    },
    async (request) => deliveryCalendar(app.db, request.query.month),
  );
};

export default routes;
