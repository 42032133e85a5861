import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const app = await buildApp(config);
const port = Number(process.env.PORT || 8080);
const host = process.env.HOST || '0.0.0.0';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    void app.close().then(() => process.exit(0));
  });
}

await app.listen({ port, host });
app.log.info(`ПВЗ работает: http://localhost:${port}`);
