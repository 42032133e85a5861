import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGatewayProcess } from './gateway-process.ts';

export interface RunningGateway {
  url: string;
  stop(): Promise<void>;
}

/** Starts the built gateway on a fresh embedded database and waits until it answers. */
export async function startGateway(port: number): Promise<RunningGateway> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pvz-bench-'));
  const gateway = await startGatewayProcess(port, {
    ...process.env,
    PVZ_DATA_DIR: dataDir,
    PVZ_ADMIN_PASSWORD: 'bench-password',
  });
  return {
    url: gateway.url,
    stop: async () => {
      await gateway.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
