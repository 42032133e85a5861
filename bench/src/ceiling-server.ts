import Fastify from 'fastify';

/**
 * The ceiling: a bare Fastify server answering GET / with a constant, run as a child process like the
 * gateway, so that the load generator and the server compete for the same cores in both runs.
 */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
