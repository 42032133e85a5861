import { browserEncodings, smoke } from './bench-config.ts';
import type { BenchContext } from './bench-context.ts';
import { startCpuSample } from './cpu-sampler.ts';
import { type CpuPerRequest, type MeasuredRun, measuredPaced } from './load-phases.ts';
import { percentile, roundMs } from './percentile.ts';

/** 25 balance pages a second on the bench's 50 connections: a manager's pace over the network. */
export const financeRate = 25;

/** `YYYY-MM-DD` of a moment in Moscow (the gateway's days). */
const moscowDay = (at: Date = new Date()) => at.toLocaleDateString('en-CA', { timeZone: 'Europe/Moscow' });
const yearAgo = () => moscowDay(new Date(Date.now() - 365 * 24 * 3600_000));

/** The balance of one random point of the 50 over the last year (the page's «прошлый год» pick). */
function onePointPath(pointIds: readonly number[]): string {
  const pointId = pointIds[Math.floor(Math.random() * pointIds.length)] as number;
  return `/api/balance/points?pvzId=${pointId}&from=${yearAgo()}&to=${moscowDay()}`;
}

export interface WithdrawalRoundTrips {
  roundTrips: number;
  p50Ms: number;
  p95Ms: number;
  /** CPU of gateway + PostgreSQL per round trip (three calls) */
  cpuMsPerRoundTrip: CpuPerRequest;
}

async function post(context: BenchContext, path: string, body: object): Promise<{ id: number }> {
  const response = await fetch(`${context.gateway.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: context.cookie },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/**
 * A cash withdrawal's life, one after another: requested by the director, handed over at the point,
 * received; timed from the request to the receipt.
 */
async function withdrawalRoundTrips(context: BenchContext, count: number): Promise<WithdrawalRoundTrips> {
  const roundTrip = async () => {
    const pointId = context.pointIds[Math.floor(Math.random() * context.pointIds.length)] as number;
    const started = performance.now();
    const { id } = await post(context, '/api/balance/withdrawals/create', {
      operationId: crypto.randomUUID(),
      pvzId: pointId,
      payment: 'cash',
      amount: 1_00,
      recipientId: context.adminId,
      note: 'bench',
    });
    for (const step of ['hand-over', 'receive'])
      await post(context, `/api/balance/withdrawals/${step}`, { operationId: crypto.randomUUID(), id });
    return performance.now() - started;
  };
  for (let warm = 0; warm < Math.min(10, count); warm++) await roundTrip();
  const stop = startCpuSample(context.gateway.pid);
  const times: number[] = [];
  for (let index = 0; index < count; index++) times.push(await roundTrip());
  const cpu = stop();
  const per = (ms: number) => Math.round((ms / count) * 1000) / 1000;
  return {
    roundTrips: count,
    p50Ms: roundMs(percentile(times, 50)),
    p95Ms: roundMs(percentile(times, 95)),
    cpuMsPerRoundTrip: {
      server: per(cpu.gatewayMs),
      postgres: per(cpu.postgresMs),
      loadGenerator: per(cpu.loadGeneratorMs),
      others: per(cpu.othersMs),
    },
  };
}

export interface FinanceRuns {
  /** GET /api/balance/points for one random point, last year, 25 req/s */
  onePoint: MeasuredRun;
  /** the same for every point of the network (the director's view) */
  allPoints: MeasuredRun;
  /** GET /api/home/summary of the director: every part of the home page over the whole network */
  homeSummary: MeasuredRun;
  withdrawal: WithdrawalRoundTrips;
  ledgerTransfers: number;
}

/** The balance page's call for one point and for all and the home page's, paced, and withdrawals one after another. */
export async function measureFinance(context: BenchContext): Promise<FinanceRuns> {
  const headers = { ...browserEncodings, cookie: context.cookie };
  const onePoint = await measuredPaced('balance of one point', context.gateway, financeRate, () => ({
    method: 'GET',
    path: onePointPath(context.pointIds),
    headers,
  }));
  const allPoints = await measuredPaced('balance of all points', context.gateway, financeRate, () => ({
    method: 'GET',
    path: `/api/balance/points?from=${yearAgo()}&to=${moscowDay()}`,
    headers,
  }));
  const homeSummary = await measuredPaced("the director's home page", context.gateway, financeRate, () => ({
    method: 'GET',
    path: '/api/home/summary',
    headers,
  }));
  const withdrawal = await withdrawalRoundTrips(context, smoke ? 5 : 100);
  const count = await context.client.query<{ n: string }>('select count(*) as n from ledger_transfers');
  return { onePoint, allPoints, homeSummary, withdrawal, ledgerTransfers: Number(count.rows[0]?.n) };
}
