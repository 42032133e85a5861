import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time spent during a run, by who spent it, in ms of one core. */
export interface CpuSplit {
  wallMs: number;
  gatewayMs: number;
  postgresMs: number;
  /** this process: autocannon (or playwright's driver) */
  loadGeneratorMs: number;
  /** busy share of all cores over the run, 0..1 */
  machineBusy: number;
  /** busy CPU time of everything else on the machine (other people's builds and tests, the kernel) */
  othersMs: number;
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const msPerTick = 1000 / ticksPerSecond;

/** utime + stime of a process in ms, and its command name; null when it is gone. */
function processCpu(pid: number): { ms: number; name: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3); utime and stime are fields 14 and 15
    return { ms: (Number(fields[11]) + Number(fields[12])) * msPerTick, name };
  } catch {
    return null;
  }
}

/** Every postgres server process by pid (backends of the gateway's pool included). */
function postgresCpu(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cpu = processCpu(Number(entry));
    if (cpu?.name.startsWith('postgres')) found.set(Number(entry), cpu.ms);
  }
  return found;
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
  const values = line.trim().split(/\s+/).slice(1).map(Number);
  const total = values.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

/**
 * Starts counting CPU time; the returned function ends the count. Postgres processes that start during
 * the run count from zero (a process that ends during it is lost: the gateway's pool keeps its own).
 */
export function startCpuSample(gatewayPid: number): () => CpuSplit {
  const started = performance.now();
  const gateway = processCpu(gatewayPid)?.ms ?? 0;
  const postgres = postgresCpu();
  const self = process.cpuUsage();
  const machine = machineTicks();
  return () => {
    let postgresMs = 0;
    for (const [pid, ms] of postgresCpu()) postgresMs += ms - (postgres.get(pid) ?? 0);
    const selfNow = process.cpuUsage(self);
    const machineNow = machineTicks();
    const gatewayMs = (processCpu(gatewayPid)?.ms ?? gateway) - gateway;
    const loadGeneratorMs = (selfNow.user + selfNow.system) / 1000;
    const busyMs = (machineNow.busy - machine.busy) * msPerTick;
    return {
      wallMs: Math.round(performance.now() - started),
      gatewayMs: Math.round(gatewayMs),
      postgresMs: Math.round(postgresMs),
      loadGeneratorMs: Math.round(loadGeneratorMs),
      machineBusy:
        Math.round(((machineNow.busy - machine.busy) / Math.max(1, machineNow.total - machine.total)) * 100) / 100,
      othersMs: Math.max(0, Math.round(busyMs - gatewayMs - postgresMs - loadGeneratorMs)),
    };
  };
}
