import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI description of every /api route, browsable at /api/docs. */
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
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'openapi' },
);
