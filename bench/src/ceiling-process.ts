import path from 'node:path';
import { type RunningChild, startNodeChild } from './child-process.ts';

/** Starts ceiling-server.ts in a child Node process (through tsx, which costs nothing once loaded). */
export function startCeilingServer(port: number): Promise<RunningChild> {
  return startNodeChild({
    name: 'ceiling server',
    args: ['--import', 'tsx', path.join(import.meta.dirname, 'ceiling-server.ts')],
    env: { ...process.env, PORT: String(port) },
    url: `http://127.0.0.1:${port}`,
    readyPath: '/',
  });
}
