import multipart from '@fastify/multipart';
import { maxFileBytes } from '@pvz/contracts/api/files';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Multipart bodies, read only by the file upload: one file and nothing else. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 0, parts: 1 } });
  },
  { name: 'multipart' },
);
