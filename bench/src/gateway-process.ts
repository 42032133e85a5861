import path from 'node:path';
import { repoRoot } from './bench-config.ts';
import { type RunningChild, startNodeChild } from './child-process.ts';

/** Starts the built gateway (api-gateway/dist/server.js) on 127.0.0.1 with this whole environment. */
export function startGatewayProcess(port: number, env: NodeJS.ProcessEnv): Promise<RunningChild> {
  return startNodeChild({
    name: 'gateway',
    args: [path.join(repoRoot, 'api-gateway', 'dist', 'server.js')],
    env: { LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    url: `http://127.0.0.1:${port}`,
    readyPath: '/config/remotes.json',
    // migrations on an empty database come first
    timeoutMs: 120_000,
  });
}
