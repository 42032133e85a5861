import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import banks from './banks/index.js';
import employees from './employees/index.js';
import payroll from './payroll/index.js';
import rows from './rows.js';
import summaryTables from './summary-tables.js';
import xlsx from './xlsx/index.js';

/** /api/advance-report/*: «Авансовый отчёт» with its banks, «Сотрудники» and «Зарплата». */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rows);
  await app.register(banks);
  await app.register(employees);
  await app.register(payroll);
  await app.register(summaryTables);
  await app.register(xlsx);
};

export default routes;
