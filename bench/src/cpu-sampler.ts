import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/** CPU time spent during a run, by who spent it, in ms of one core. */
export interface CpuSplit {
  wallMs: number;
  /** the server process: the gateway or the ceiling (0 for pgbench, which talks to PostgreSQL itself) */
  gatewayMs: number;
  postgresMs: number;
  /** this process (autocannon, playwright's driver) and the children it reaped during the run (pgbench) */
  loadGeneratorMs: number;
  /** busy share of all cores over the run, 0..1 */
  machineBusy: number;
  /** busy CPU time of everything else on the machine (other people's builds and tests, the kernel) */
  othersMs: number;
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const msPerTick = 1000 / ticksPerSecond;

/**
 * utime + stime of a process in ms, the same of the children it has reaped (cutime + cstime), and its
 * command name; null when it is gone.
 */
function processCpu(pid: number | 'self'): { ms: number; reapedMs: number; name: string } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // fields[0] is the state (field 3); utime, stime, cutime and cstime are fields 14 to 17
    return {
      ms: (Number(fields[11]) + Number(fields[12])) * msPerTick,
      reapedMs: (Number(fields[13]) + Number(fields[14])) * msPerTick,
      name,
    };
  } catch {
    return null;
  }
}

/** The postgres server processes by pid, and the time of those that ended (reaped by the postmaster). */
interface PostgresCpu {
  byPid: Map<number, number>;
  reapedMs: number;
}

function postgresCpu(): PostgresCpu {
  const byPid = new Map<number, number>();
  let reapedMs = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const cpu = processCpu(Number(entry));
    if (!cpu?.name.startsWith('postgres')) continue;
    byPid.set(Number(entry), cpu.ms);
    reapedMs += cpu.reapedMs;
  }
  return { byPid, reapedMs };
}

/**
 * PostgreSQL's CPU between two counts: the processes alive at the end since the start (from zero when
 * they started meanwhile), plus those that ended meanwhile (pgbench's backends): the postmaster's
 * reaped time holds their whole life, less what they had spent before the start.
 */
function postgresMsBetween(start: PostgresCpu, end: PostgresCpu): number {
  let ms = end.reapedMs - start.reapedMs;
  for (const [pid, now] of end.byPid) ms += now - (start.byPid.get(pid) ?? 0);
  for (const [pid, before] of start.byPid) if (!end.byPid.has(pid)) ms -= before;
  return ms;
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
 * Starts counting CPU time; the returned function ends the count. `serverPid` is the gateway or the
 * ceiling; a pgbench run has none.
 */
export function startCpuSample(serverPid?: number): () => CpuSplit {
  const started = performance.now();
  const server = serverPid === undefined ? 0 : (processCpu(serverPid)?.ms ?? 0);
  const postgres = postgresCpu();
  const self = process.cpuUsage();
  const selfReaped = processCpu('self')?.reapedMs ?? 0;
  const machine = machineTicks();
  return () => {
    const postgresMs = postgresMsBetween(postgres, postgresCpu());
    const selfNow = process.cpuUsage(self);
    const reapedMs = (processCpu('self')?.reapedMs ?? selfReaped) - selfReaped;
    const machineNow = machineTicks();
    const gatewayMs = serverPid === undefined ? 0 : (processCpu(serverPid)?.ms ?? server) - server;
    const loadGeneratorMs = (selfNow.user + selfNow.system) / 1000 + reapedMs;
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
