import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import managerTaskCalls from './manager-task-calls.js';

/** /api/tasks/*: «Задачи», the tasks managers give one another. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(managerTaskCalls);
};
export default plugin;
