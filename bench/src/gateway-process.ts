import path from 'node:path';
import { benchAdmin, ports, repoRoot } from './bench-config.ts';
import { withClient } from './bench-database.ts';
import { type RunningChild, startNodeChild } from './child-process.ts';

/**
 * Starts the built gateway (api-gateway/dist/server.js) on 127.0.0.1 with this whole environment and
 * Node's own options (e.g. the CPU profiler's, which NODE_OPTIONS may not carry).
 */
export function startGatewayProcess(
  port: number,
  env: NodeJS.ProcessEnv,
  nodeArgs: string[] = [],
): Promise<RunningChild> {
  return startNodeChild({
    name: 'gateway',
    args: [...nodeArgs, path.join(repoRoot, 'api-gateway', 'dist', 'server.js')],
    env: { LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}`,
    readyPath: '/config/remotes.json',
    // migrations on an empty database come first
    timeoutMs: 120_000,
  });
}

/**
 * The built gateway on a bench database, as every bench measures it: no request limit, a fixed
 * session secret, the bench's admin password, the pool size of PVZ_DB_POOL_SIZE. Answers once the
 * gateway's start-up work in the background is done (see `startUpWorkDone`).
 */
export async function startBenchGateway(
  databaseUrl: string,
  { port = ports.gateway, nodeArgs = [] }: { port?: number; nodeArgs?: string[] } = {},
): Promise<RunningChild> {
  const gateway = await startGatewayProcess(
    port,
    {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PVZ_ADMIN_PASSWORD: benchAdmin.password,
      PVZ_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
      SESSION_SECRET: 'goods-bench-session-secret-not-for-production-use',
    },
    nodeArgs,
  );
  await startUpWorkDone(databaseUrl);
  return gateway;
}

/**
 * On a freshly seeded database the gateway's first start keeps the order link of every client phone
 * (`storeNewOrderLinks`: 200,000 keyed hashes and inserts) in the background, for minutes on two busy
 * cores: measured meanwhile, a run counts that work as the page's or the scan's. Waits until no
 * goods phone lacks its link.
 */
async function startUpWorkDone(databaseUrl: string): Promise<void> {
  const missing = `select count(distinct g.client_phone)::int as phones from goods g
    where g.client_phone is not null and not exists (select 1 from order_links o where o.phone = g.client_phone)`;
  const deadline = Date.now() + 15 * 60_000;
  await withClient(databaseUrl, async (db) => {
    for (let said = false; ; said = true) {
      const phones = (await db.query<{ phones: number }>(missing)).rows[0]?.phones ?? 0;
      if (phones === 0) return;
      // the gateway logs why it stopped storing them
      if (Date.now() > deadline) throw new Error(`the gateway left ${phones} phones without an order link`);
      if (!said) console.log(`  waiting for the gateway to store the order links of ${phones} phones (once per seed)`);
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  });
}
