import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Answers up to this size are compressed in one call. The plugin's default on two cores (8 KiB) sent a
 * table page (~37 KiB of JSON) through a compression stream: the goods bench's page cost the gateway
 * 7.3–8.1 ms of CPU that way and 5.2–5.8 ms in one call (runs alternating, browsers' Accept-Encoding).
 * 256 KiB of JSON takes about 1 ms in one call here; larger answers still stream.
 */
const syncThreshold = 256 * 1024;

/** Compresses what the gateway sends; the built files come compressed already (plugins/external/static.ts). */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(compress, { syncThreshold });
  },
  { name: 'compression' },
);
