import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** TODO(slice): the inventory routes. */
const plugin: FastifyPluginAsyncTypebox = async () => {};
export default plugin;
