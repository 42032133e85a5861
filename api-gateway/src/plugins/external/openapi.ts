import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../../errors.js';

/**
 * OpenAPI description of every /api route, browsable at /api/docs by signed-in staff (the whole
 * surface of the API is a map for an attacker), or by anyone when `apiDocsPublic` is set.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'PVZ API', description: 'API шлюза ПВЗ: все вызовы /api', version: '1.0.0' },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'pvz_access' } },
        },
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiHooks: {
        onRequest: async (request) => {
          if (app.config.apiDocsPublic) return;
          if (!request.auth) throw unauthorized();
          if (request.auth.kind !== 'staff') throw forbidden();
        },
      },
    });
  },
  { name: 'openapi', dependencies: ['config'] },
);
