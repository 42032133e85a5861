import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { equipmentRegisters } from '@pvz/contracts/equipment';
import { registerChangeRoutes } from './change-routes.js';
import { registerReadRoutes } from './read-routes.js';

/** /api/equipment/* and /api/auto-storage/*: the same calls on each register, under its own page right. */
const plugin: FastifyPluginAsyncTypebox = async (app) => {
  for (const register of equipmentRegisters) {
    await app.register(registerReadRoutes(register));
    await app.register(registerChangeRoutes(register));
  }
};

export default plugin;
