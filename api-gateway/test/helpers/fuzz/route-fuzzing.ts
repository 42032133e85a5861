import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type ChangeLog, watchChanges } from '../change-log.js';
import type { FuzzCaller } from './callers.js';
import { type FuzzWorld, fuzzWorld } from './fuzz-world.js';
import { leakIn } from './leaks.js';
import { type Mutant, mutantsOf } from './mutants.js';
import { type DocumentedRoute, documentedRoutes, type OpenApiDocument } from './openapi-routes.js';
import { randomFrom, runSeed, seedFor } from './prng.js';
import { sampleOf } from './sample-value.js';

/**
 * Every route of the OpenAPI document, fed mutants of a well-formed request (one field at a time,
 * then the body and the query as wholes) by four callers. Whatever the input: no 5xx, no stack or
 * SQL text in the answer, nothing changed in the database on a 4xx, and anonymous callers of a
 * route that needs a session get 401 before their input is even read.
 *
 * PVZ_FUZZ_SEED=<n> replays a run (the seed is printed); PVZ_FUZZ_MUTANTS sets the single-field
 * mutants per route and caller; PVZ_FUZZ_ROUTE=<part of a URL> runs only the matching routes.
 * Each caller runs in a test file of its own (test/fuzz/routes-as-*.fuzz.test.ts).
 */
const seed = runSeed();
const fieldMutants = Number(process.env.PVZ_FUZZ_MUTANTS ?? 24);
const routeFilter = process.env.PVZ_FUZZ_ROUTE ?? '';

/**
 * Tables a refused request may rightly change: security bookkeeping, whose point is to remember
 * refusals. A failed sign-in is recorded before the password is checked (login_failures), a wrong
 * one-time code counts against its code (one_time_codes), a reused refresh token revokes its session
 * (sessions), a refused operation keeps its answer so that a replay gets the same one (operations),
 * the audit log may note refused attempts (audit_log), and limits count refused attempts too
 * (throttle_events: registrations are counted before their code is checked).
 */
const bookkeeping = ['login_failures', 'one_time_codes', 'sessions', 'operations', 'audit_log', 'throttle_events'];

let world: FuzzWorld;
let changes: ChangeLog;
let routes: DocumentedRoute[];
let publicRoutes: Set<string>;

function setUpRouteFuzzing(): void {
  beforeAll(async () => {
    world = await fuzzWorld();
    changes = await watchChanges(world.t.database.db, bookkeeping);
    routes = documentedRoutes(world.t.app.swagger() as unknown as OpenApiDocument).filter((route) =>
      route.url.includes(routeFilter),
    );
    publicRoutes = new Set(
      world.t.app.declaredRoutes
        .filter((route) => 'public' in route.access)
        .map((route) => `${route.method} ${route.url}`),
    );
    console.info(`route fuzzing: seed ${seed} (replay with PVZ_FUZZ_SEED=${seed}), ${routes.length} routes`);
  }, 120_000);
  afterAll(async () => world?.close());
}

function queryString(query: Record<string, unknown> | null): string {
  const search = new URLSearchParams();
  const add = (key: string, value: unknown) => {
    if (Array.isArray(value)) for (const item of value) add(key, item);
    else if (value === null || value === undefined) search.append(key, '');
    else search.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  };
  for (const [key, value] of Object.entries(query ?? {})) add(key, value);
  return search.toString();
}

function requestOf(route: DocumentedRoute, mutant: Mutant): InjectOptions {
  const search = queryString(mutant.query);
  const options = { method: route.method as 'GET', url: search ? `${route.url}?${search}` : route.url };
  if (route.method === 'GET') return options;
  if (mutant.raw)
    return { ...options, payload: mutant.raw.payload, headers: { 'content-type': mutant.raw.contentType } };
  return {
    ...options,
    payload: JSON.stringify(mutant.body ?? {}),
    headers: { 'content-type': 'application/json' },
  };
}

const isJson = (response: LightMyRequestResponse) =>
  String(response.headers['content-type'] ?? '').includes('application/json');

/** What is wrong with an answer to a mutant, if anything. */
function problemsOf(
  route: DocumentedRoute,
  caller: FuzzCaller,
  response: LightMyRequestResponse,
  changed: readonly string[],
): string[] {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push('a server error');
  const text = isJson(response) || status >= 400 ? response.body : '';
  const leak = leakIn(text);
  if (leak) problems.push(`internals in the answer (/${leak}/)`);
  if (status >= 400 && status < 500) {
    if (changed.length > 0) problems.push(`changed data on a ${status}: ${changed.join(', ')}`);
    const error = isJson(response) ? (response.json() as { error?: unknown }).error : undefined;
    if (typeof error !== 'string' || !/[а-яё]/i.test(error)) problems.push('no Russian error message');
  }
  if (caller.anonymous && !publicRoutes.has(`${route.method} ${route.url}`) && status !== 401)
    problems.push('an anonymous caller was not refused with 401');
  return problems;
}

interface Tally {
  requests: number;
  statuses: Record<string, number>;
  failures: string[];
}

async function fuzzRoute(route: DocumentedRoute, caller: FuzzCaller, tally: Tally): Promise<void> {
  const random = randomFrom(seedFor(seed, caller.name, route.method, route.url));
  const baseOf = () => ({
    query: route.query ? (sampleOf(route.query, random, world.hints) as Record<string, unknown>) : null,
    body: route.body ? sampleOf(route.body, random, world.hints) : undefined,
  });
  // the log after each request tells what it changed and where it stands for the next
  let mark = await changes.mark();
  for (const mutant of mutantsOf(route, baseOf, random, fieldMutants)) {
    const response = await caller.request(requestOf(route, mutant));
    const changed = await changes.after(mark);
    mark = changed.mark;
    tally.requests += 1;
    tally.statuses[response.statusCode] = (tally.statuses[response.statusCode] ?? 0) + 1;
    for (const problem of problemsOf(route, caller, response, changed.changes)) {
      tally.failures.push(
        `${route.method} ${route.url} as ${caller.name}, ${mutant.label} → ${response.statusCode}: ${problem}; answer ${response.body.slice(0, 300)}`,
      );
    }
    // an answered request may still write after its answer (a push, a fan-out): the next starts afresh
    if (response.statusCode < 400) mark = await changes.mark();
  }
  await caller.keepSignedIn();
}

/** The run of one caller in a test file of its own, so that the four share the workers. */
export function fuzzEveryRouteAs(name: 'anonymous' | 'client' | 'point operator' | 'ADMIN'): void {
  setUpRouteFuzzing();
  it(`as ${name}: no 5xx, no internals, no change on a refusal`, async () => {
    const caller = world.callers.find((candidate) => candidate.name === name);
    if (!caller) throw new Error(`no caller ${name}`);
    const started = Date.now();
    const tally: Tally = { requests: 0, statuses: {}, failures: [] };
    for (const route of routes) await fuzzRoute(route, caller, tally);
    console.info(
      `route fuzzing as ${name}: ${routes.length} routes, ${tally.requests} requests in ${((Date.now() - started) / 1000).toFixed(1)} s, answers ${JSON.stringify(tally.statuses)} (seed ${seed})`,
    );
    if (tally.failures.length > 0)
      throw new Error(
        `${tally.failures.length} problems (replay with PVZ_FUZZ_SEED=${seed}):\n${tally.failures.slice(0, 100).join('\n')}`,
      );
  }, 900_000);
}
