import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { ports, repoRoot, resultsDir } from './bench-config.ts';
import { ensureDatabaseExists } from './bench-database.ts';
import { ensureBuilt } from './ensure-build.ts';
import { startBenchGateway } from './gateway-process.ts';
import { pageVisitsDatabaseUrl, type VisitedPage, visitedPages } from './page-visitors.ts';

/**
 * `npm run browser-profile -w bench [-- /acceptance [runs]]`: where the main thread's time goes while one of
 * Lighthouse's pages loads cold in Chromium, as Lighthouse sees it (a phone's screen, the CPU 4× slower,
 * no service worker): the long tasks (over 50 ms, what total blocking time adds up) and the CPU profile's
 * self time by package, source file and function. The built product's files are read by source line
 * where a build made with PVZ_SOURCE_MAPS=1 left its maps (`PVZ_SOURCE_MAPS=1 npm run build`), by
 * bundle file otherwise. The .cpuprofile stays in results/profiles/ (Chrome DevTools opens it).
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  /** µs, of the trace's clock */
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

interface TraceEvent {
  name: string;
  ph: string;
  /** µs */
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; stackTrace?: { url: string }[] }; name?: string };
}

const traceCategories = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'v8', 'loading'];

const cpuSlowdown = 4;
const stacks = process.env.PVZ_PROFILE_STACKS === '1';
/** How long the page is watched after its load event: the remote's page and its first answers come later. */
const settleMs = 8_000;

const profilesDir = path.join(resultsDir, 'profiles');
const profileName = (pagePath: string) => `browser${pagePath.replace(/\//g, '-')}`;

/** The source maps read so far, by the URL of their file (null: the build left none). */
const maps = new Map<string, TraceMap | null>();

const only = process.argv[2];
const runs = Number(process.argv[3] ?? 1);
ensureBuilt();
await ensureDatabaseExists(pageVisitsDatabaseUrl);
const gateway = await startBenchGateway(pageVisitsDatabaseUrl, { port: ports.lighthouse });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
try {
  for (const visit of await visitedPages(gateway.url)) {
    if (only && visit.path !== only) continue;
    const blocking: number[] = [];
    const busy: number[] = [];
    for (let run = 1; run <= runs; run++) {
      const { profile, trace } = await profileVisit(visit);
      // the details of the last run; the blocking time of every run, to tell the noise
      blocking.push(longTasksOf(trace, profile, run === runs));
      busy.push(busyMs(profile));
      if (run === runs) report(visit.path, profile);
    }
    console.log(
      `${visit.path}, each run: blocking time over 50 ms per task ${blocking.map(Math.round).join(', ')} ms; main thread busy ${busy.map(Math.round).join(', ')} ms`,
    );
  }
} finally {
  await browser.close();
  await gateway.stop();
}

/** One cold load of a page with the CPU slowed down: the CPU profile and the trace of the main thread. */
async function profileVisit(visit: VisitedPage) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addCookies(visit.cookies.map((cookie) => ({ ...cookie, domain: '127.0.0.1' })));
  const page = await context.newPage();
  await browser.startTracing(page, { categories: traceCategories });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(`${gateway.url}${visit.path}`, { waitUntil: 'load' });
  await page.waitForTimeout(settleMs);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
  // what the page showed at the end: a profile of an error panel measures the wrong thing
  mkdirSync(profilesDir, { recursive: true });
  await page.screenshot({ path: path.join(profilesDir, `${profileName(visit.path)}.png`) });
  await context.close();
  return { profile, trace: trace.traceEvents };
}

/** The main thread's time in the profile, idle left out. */
function busyMs(profile: CpuProfile): number {
  const idle = new Set(profile.nodes.filter((node) => node.callFrame.functionName === '(idle)').map((node) => node.id));
  return profile.samples.reduce(
    (sum, id, index) => (idle.has(id) ? sum : sum + (profile.timeDeltas[index] ?? 0) / 1000),
    0,
  );
}

function report(pagePath: string, profile: CpuProfile) {
  writeFileSync(path.join(profilesDir, `${profileName(pagePath)}.cpuprofile`), JSON.stringify(profile));
  console.log(`\n${pagePath}`);
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const places = new Map<string, number>();
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byNode.get(id);
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)') return;
    total += ms;
    const source = sourceOf(node.callFrame);
    const add = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + ms);
    add(places, source.place);
    add(files, source.file);
    add(functions, `${source.name}  ${source.file}:${source.line}`);
  });
  const heaviest = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${key}`)
      .join('\n');
  console.log(`  busy ${Math.round(total)} ms (CPU ${cpuSlowdown}× slower)\nby package:\n${heaviest(places, 20)}`);
  console.log(`by file:\n${heaviest(files, 25)}\nby function:\n${heaviest(functions, 40)}`);
}

/** The dist file behind a URL of the gateway, and its source map if the build left one. */
function mapOf(url: string): TraceMap | null {
  if (maps.has(url)) return maps.get(url) ?? null;
  const pathname = new URL(url).pathname;
  const remote = /^\/mfe\/([^/]+)\/(.*)$/.exec(pathname);
  const file = remote
    ? path.join(repoRoot, `mfe-${remote[1]}`, 'dist', remote[2] ?? '')
    : path.join(repoRoot, 'shell', 'dist', pathname);
  const map = existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null;
  maps.set(url, map);
  return map;
}

/** Where a frame's code came from: package (or workspace folder), source file, function and line. */
function sourceOf(frame: ProfileNode['callFrame']) {
  const fallback = {
    place: frame.url || `(${frame.functionName})`,
    file: frame.url,
    name: frame.functionName,
    line: 0,
  };
  if (!frame.url.startsWith('http')) return fallback;
  const map = mapOf(frame.url);
  if (!map) return { ...fallback, line: frame.lineNumber + 1 };
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  if (!original.source) return { ...fallback, line: frame.lineNumber + 1 };
  const source = original.source.replace(/^webpack:\/\/[^/]*\//, '');
  const packaged = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  const place = packaged?.[1] ?? source.split('/').slice(0, 2).join('/');
  return {
    place,
    file: source.replace(/.*node_modules\//, ''),
    name: original.name ?? (frame.functionName || '(anonymous)'),
    line: original.line ?? 0,
  };
}

/**
 * The renderer's main-thread tasks over 50 ms (what total blocking time adds up, as Lighthouse counts
 * it), each with the work inside it by kind: a script's evaluation or a function call (by file), style,
 * layout, parsing, garbage collection.
 */
function longTasksOf(events: TraceEvent[], profile: CpuProfile, print: boolean): number {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const sampleTimes: number[] = [];
  let at = profile.startTime;
  for (const delta of profile.timeDeltas) {
    at += delta;
    sampleTimes.push(at);
  }
  // the page's renderer: of the renderers' main threads (about:blank's may be another), the busiest
  const busy = new Map<string, number>();
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (mains.has(thread) && event.name === 'RunTask') busy.set(thread, (busy.get(thread) ?? 0) + (event.dur ?? 0));
  }
  const main = [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const onMain = events
    .filter((event) => `${event.pid}:${event.tid}` === main && event.ph === 'X')
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 50_000);
  const origin = onMain[0]?.ts ?? 0;
  const blocking = tasks.reduce((sum, task) => sum + (task.dur ?? 0) / 1000 - 50, 0);
  if (!print) return blocking;
  console.log(`long tasks: ${tasks.length}, ${Math.round(blocking)} ms over 50 ms each`);
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const kinds = new Map<string, number>();
    // the outermost events inside the task: nested ones are part of their parent's time
    let coveredUntil = task.ts;
    for (const event of onMain) {
      if (event === task || event.ts < task.ts || event.ts >= end || event.ts < coveredUntil) continue;
      coveredUntil = event.ts + (event.dur ?? 0);
      const url = event.args?.data?.url || event.args?.data?.stackTrace?.[0]?.url || '';
      const key = url ? `${event.name} ${url.replace(/^https?:\/\/[^/]+/, '')}` : event.name;
      kinds.set(key, (kinds.get(key) ?? 0) + (event.dur ?? 0) / 1000);
    }
    const parts = [...kinds.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([key, ms]) => `${key} ${Math.round(ms)}`)
      .join('; ');
    console.log(`  ${Math.round((task.dur ?? 0) / 1000)} ms at ${Math.round((task.ts - origin) / 1000)}: ${parts}`);
    // the CPU profile's samples inside the task: self time by source file, and with PVZ_PROFILE_STACKS=1
    // the time of each function with what it called (the call tree's heaviest entries)
    const files = new Map<string, number>();
    const inclusive = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const time = sampleTimes[index] ?? 0;
      const frame = byNode.get(id)?.callFrame;
      if (!frame || time < task.ts || time >= end) return;
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      const source = sourceOf(frame);
      const key = `${source.file || source.name}`;
      files.set(key, (files.get(key) ?? 0) + ms);
      if (!stacks) return;
      const onStack = new Set<string>();
      for (let node: number | undefined = id; node !== undefined; node = parents.get(node)) {
        const caller = byNode.get(node)?.callFrame;
        if (!caller) continue;
        const where = sourceOf(caller);
        onStack.add(`${where.name} ${where.file}:${where.line}`);
      }
      for (const name of onStack) inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
    });
    const heaviest = (map: Map<string, number>, count: number, separator: string) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([key, ms]) => `${key} ${Math.round(ms)}`)
        .join(separator);
    if (files.size > 0) console.log(`      ${heaviest(files, 8, '; ')}`);
    if (inclusive.size > 0) console.log(`      ${heaviest(inclusive, 30, '\n      ')}`);
  }
  return blocking;
}
