import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import equipmentRegisters from './[register]/index.js';
import advanceReport from './advance-report/index.js';
import audit from './audit/index.js';
import balance from './balance/index.js';
import boxes from './boxes/index.js';
import cells from './cells/index.js';
import clientChat from './client-chat/index.js';
import clientDevices from './client-devices/index.js';
import clients from './clients/index.js';
import delivery from './delivery/index.js';
import files from './files/index.js';
import goods from './goods/index.js';
import home from './home/index.js';
import itinerary from './itinerary/index.js';
import map from './map/index.js';
import messages from './messages/index.js';
import notifications from './notifications/index.js';
import payments from './payments/index.js';
import publicRoutes from './public/index.js';
import pvzPercent from './pvz-percent/index.js';
import reference from './reference/index.js';
import renters from './renters/index.js';
import roles from './roles/index.js';
import settings from './settings/index.js';
import spreadsheets from './spreadsheets/index.js';
import summaryTables from './summary-tables/index.js';
import tasks from './tasks/index.js';
import tasksEmployees from './tasks-employees/index.js';
import telegram from './telegram/index.js';
import tickets from './tickets/index.js';
import timesheet from './timesheet/index.js';
import tips from './tips/index.js';
import users from './users/index.js';

/** Every /api route: one folder per URL segment, each folder's index registers its files and subfolders. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  for (const folder of [
    publicRoutes,
    users,
    roles,
    reference,
    cells,
    pvzPercent,
    settings,
    audit,
    clients,
    goods,
    home,
    balance,
    payments,
    advanceReport,
    timesheet,
    tasks,
    tasksEmployees,
    delivery,
    renters,
    itinerary,
    map,
    spreadsheets,
    summaryTables,
    boxes,
    telegram,
    clientDevices,
    tickets,
    clientChat,
    messages,
    notifications,
    files,
    equipmentRegisters,
    tips,
  ])
    await app.register(folder);
};

export default routes;
