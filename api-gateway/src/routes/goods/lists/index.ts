import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** TODO(slice): the lists routes. */
const plugin: FastifyPluginAsyncTypebox = async () => {};
export default plugin;
