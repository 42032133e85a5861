import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** TODO(slice): the returns routes. */
const plugin: FastifyPluginAsyncTypebox = async () => {};
export default plugin;
