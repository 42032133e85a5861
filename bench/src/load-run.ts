import autocannon from 'autocannon';
import { percentile, roundMs } from './percentile.ts';

export interface LoadResult {
  requests: number;
  /** answers per second over the measured run */
  rps: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** answers by status code */
  statuses: Record<string, number>;
  non2xx: number;
  errors: number;
  timeouts: number;
}

export type LoadOptions = Omit<autocannon.Options, 'url' | 'duration'> & { url: string };

/** One autocannon run; every answer's time is kept to compute percentiles autocannon does not report. */
export async function runLoad(options: LoadOptions, seconds: number): Promise<LoadResult> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ ...options, duration: seconds }, (error, finished) =>
      error ? reject(error) : resolve(finished),
    );
    instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
    });
  });
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: times.length,
    rps: Math.round(times.length / (result.duration || seconds)),
    p50Ms: roundMs(percentile(times, 50)),
    p95Ms: roundMs(percentile(times, 95)),
    p99Ms: roundMs(percentile(times, 99)),
    maxMs: roundMs(times.reduce((max, time) => Math.max(max, time), 0)),
    statuses,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}
