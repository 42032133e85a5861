import http from 'node:http';
import type { LoadResult } from './load-run.ts';
import { percentile, roundMs } from './percentile.ts';

export interface PacedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface PacedOptions {
  url: string;
  /** requests per second, sent at even intervals whatever the answers do (an open loop) */
  rate: number;
  /** at most this many requests in flight (keep-alive connections); later ones wait for a free one */
  connections: number;
  next: () => PacedRequest;
}

function send(agent: http.Agent, base: URL, request: PacedRequest): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
      },
      (response) => {
        response.resume();
        response.once('end', () => resolve(response.statusCode ?? 0));
      },
    );
    outgoing.once('error', reject);
    outgoing.end(request.body);
  });
}

/**
 * Requests at a steady pace, each timed from the moment it was due (so that waiting for a free
 * connection counts, as it would for the person scanning). autocannon's rate limit sends each
 * second's quota at once from every connection, which measures bursts instead.
 */
export async function runPaced(options: PacedOptions, seconds: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const base = new URL(options.url);
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const started = performance.now();
  const total = Math.round(options.rate * seconds);
  for (let index = 0; index < total; index++) {
    const due = started + (index * 1000) / options.rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const request = options.next();
    inFlight.push(
      send(agent, base, request).then(
        (status) => {
          times.push(performance.now() - due);
          statuses[status] = (statuses[status] ?? 0) + 1;
        },
        () => {
          errors++;
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const non2xx = Object.entries(statuses)
    .filter(([status]) => !status.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    requests: times.length,
    rps: Math.round(times.length / elapsed),
    p50Ms: roundMs(percentile(times, 50)),
    p95Ms: roundMs(percentile(times, 95)),
    p99Ms: roundMs(percentile(times, 99)),
    maxMs: roundMs(times.reduce((max, time) => Math.max(max, time), 0)),
    statuses,
    non2xx,
    errors,
    timeouts: 0,
  };
}
