import path from 'node:path';
import { benchAdmin, ports, repoRoot } from './bench-config.ts';
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
 * session secret, the bench's admin password, the pool size of PVZ_DB_POOL_SIZE.
 */
export function startBenchGateway(
  databaseUrl: string,
  { port = ports.gateway, nodeArgs = [] }: { port?: number; nodeArgs?: string[] } = {},
): Promise<RunningChild> {
  return startGatewayProcess(
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
}
