import os from 'node:os';
import type pg from 'pg';

export interface MachineInfo {
  cpuModel: string;
  cpus: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
  /** server settings that shape the figures */
  postgresSettings: Record<string, string>;
  gatewayDbPoolSize: number;
  /** the machine is shared: its load when the bench started (1, 5, 15 minutes) */
  loadAverageAtStart: number[];
}

/** The machine and servers the figures were measured on. */
export async function machineInfo(
  client: pg.Client,
  gatewayDbPoolSize: number,
  loadAverageAtStart: number[],
): Promise<MachineInfo> {
  const version = await client.query<{ server_version: string }>('show server_version');
  const settings = await client.query<{ name: string; setting: string; unit: string | null }>(
    `select name, setting, unit from pg_settings
     where name in ('shared_buffers', 'work_mem', 'max_connections', 'synchronous_commit', 'fsync', 'effective_cache_size', 'random_page_cost', 'jit')`,
  );
  return {
    cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
    cpus: os.cpus().length,
    memoryGiB: Math.round((os.totalmem() / 2 ** 30) * 10) / 10,
    os: `${os.type()} ${os.release()} (${os.platform()} ${os.arch()})`,
    node: process.version,
    postgres: version.rows[0]?.server_version ?? 'unknown',
    postgresSettings: Object.fromEntries(
      settings.rows.map((row) => [row.name, row.unit ? `${row.setting} × ${row.unit}` : row.setting]),
    ),
    gatewayDbPoolSize,
    loadAverageAtStart: loadAverageAtStart.map((load) => Math.round(load * 100) / 100),
  };
}
