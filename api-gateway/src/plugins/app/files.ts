import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type FileStorage, fileStorageOf } from '../../services/files/storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** where the bytes of uploaded files are kept */
    fileStorage: FileStorage;
  }
}

/** The storage of uploaded files: a folder on local disk, or Supabase Storage when configured. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('fileStorage', fileStorageOf(app.config.files));
  },
  { name: 'files', dependencies: ['config'] },
);
