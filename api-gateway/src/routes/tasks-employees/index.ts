import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import assigneeCalls from './assignee-calls.js';
import taskCalls from './task-calls.js';

/** /api/tasks-employees/*: «Задачи сотрудников», their days and ticks. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(taskCalls);
  await app.register(assigneeCalls);
};
export default plugin;
