import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import returnBoxRoutes from './box/box-routes.js';
import returnBoxes from './boxes.js';
import listRoutes from './list-routes.js';
import stepRoutes from './step-routes.js';

/** The returns: the lists, the steps «Отправлено» and «Проверено», and the return boxes with their acts. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(listRoutes);
  await app.register(stepRoutes);
  await app.register(returnBoxes);
  await app.register(returnBoxRoutes);
};
export default plugin;
