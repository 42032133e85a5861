import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built gateway on a fresh embedded database and waits until it answers. */
export async function startGateway(port: number): Promise<RunningGateway> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pvz-bench-'));
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'api-gateway', 'dist', 'server.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PVZ_DATA_DIR: dataDir,
      PVZ_ADMIN_PASSWORD: 'bench-password',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    const ready = await fetch(`${url}/config/remotes.json`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
