/**
 * «Оптимизировать» of a route (issue 18): the order of the stops that makes the route shortest, from a
 * fixed start (a sorting centre), open (ending at the last stop) or closed (back to the start).
 * Exact (Held–Karp's dynamic programme) up to ten stops; beyond, an iterated local search (nearest
 * neighbour, then 2-opt with double-bridge kicks) within a time limit. Written here because no
 * maintained npm package solves the open, fixed-start variant with a time limit and no native code.
 */

export interface RouteProblem {
  /** points of the route: 0 is the start */
  size: number;
  /** the cost (metres, seconds) from one point to another; need not be symmetric for the exact part */
  distance(from: number, to: number): number;
  /** the route comes back to the start */
  closed: boolean;
}

export interface RouteOptions {
  /** how long the heuristic may search, in ms */
  timeLimitMs?: number;
  /** up to how many stops (besides the start) the order is exact */
  exactUpTo?: number;
  /** a seed for the kicks: the same problem and seed give the same route */
  seed?: number;
}

export interface OptimisedRoute {
  /** the points in order, starting with 0 */
  order: number[];
  length: number;
  exact: boolean;
}

/** The length of a route in this order. */
export function routeLength(problem: RouteProblem, order: readonly number[]): number {
  let total = 0;
  for (let index = 1; index < order.length; index++)
    total += problem.distance(order[index - 1] as number, order[index] as number);
  if (problem.closed && order.length > 1) total += problem.distance(order.at(-1) as number, order[0] as number);
  return total;
}

/** Held–Karp over the stops 1..n-1: the cheapest path from 0 through every stop (and back when closed). */
function exactRoute(problem: RouteProblem): OptimisedRoute {
  const stops = problem.size - 1;
  const full = (1 << stops) - 1;
  // cost[mask * stops + last]: the cheapest path from 0 over the stops of `mask`, ending at `last`
  const cost = new Float64Array((full + 1) * stops).fill(Number.POSITIVE_INFINITY);
  const parent = new Int8Array((full + 1) * stops).fill(-1);
  for (let last = 0; last < stops; last++) cost[(1 << last) * stops + last] = problem.distance(0, last + 1);
  for (let mask = 1; mask <= full; mask++)
    for (let last = 0; last < stops; last++) {
      const here = cost[mask * stops + last] as number;
      if (!(mask & (1 << last)) || here === Number.POSITIVE_INFINITY) continue;
      for (let next = 0; next < stops; next++) {
        if (mask & (1 << next)) continue;
        const to = (mask | (1 << next)) * stops + next;
        const candidate = here + problem.distance(last + 1, next + 1);
        if (candidate < (cost[to] as number)) {
          cost[to] = candidate;
          parent[to] = last;
        }
      }
    }
  let best = Number.POSITIVE_INFINITY;
  let end = 0;
  for (let last = 0; last < stops; last++) {
    const total = (cost[full * stops + last] as number) + (problem.closed ? problem.distance(last + 1, 0) : 0);
    if (total < best) {
      best = total;
      end = last;
    }
  }
  const order: number[] = [];
  for (let mask = full, last = end; last !== -1; ) {
    order.push(last + 1);
    const previous = parent[mask * stops + last] as number;
    mask &= ~(1 << last);
    last = previous;
  }
  return { order: [0, ...order.reverse()], length: best, exact: true };
}

/** A small seeded generator (mulberry32): the kicks are the same for the same seed. */
function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function nearestNeighbour(problem: RouteProblem): number[] {
  const order = [0];
  const left = new Set(Array.from({ length: problem.size - 1 }, (_, index) => index + 1));
  while (left.size > 0) {
    const from = order.at(-1) as number;
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (const candidate of left) {
      const cost = problem.distance(from, candidate);
      if (cost < bestCost) {
        bestCost = cost;
        best = candidate;
      }
    }
    order.push(best);
    left.delete(best);
  }
  return order;
}

/**
 * 2-opt until no reversal shortens the route or the deadline comes (the start stays first). Roads
 * are not symmetric (one-way streets, a routing engine's matrix), so a move is judged by the directed
 * length of the reversed part too, from prefix sums of the legs forwards and backwards.
 */
async function twoOpt(problem: RouteProblem, order: number[], pause: () => Promise<void>, deadline: number) {
  const n = order.length;
  const d = (a: number, b: number | undefined) => (b === undefined ? 0 : problem.distance(a, b));
  const after = (k: number) => (k + 1 < n ? order[k + 1] : problem.closed ? order[0] : undefined);
  const forwards = new Float64Array(n);
  const backwards = new Float64Array(n);
  const sum = () => {
    for (let j = 1; j < n; j++) {
      const from = order[j - 1] as number;
      const to = order[j] as number;
      forwards[j] = (forwards[j - 1] as number) + d(from, to);
      backwards[j] = (backwards[j - 1] as number) + d(to, from);
    }
  };
  sum();
  let improved = true;
  while (improved && performance.now() < deadline) {
    improved = false;
    for (let i = 1; i < n - 1; i++) {
      await pause();
      for (let k = i + 1; k < n; k++) {
        const a = order[i - 1] as number;
        const b = order[i] as number;
        const c = order[k] as number;
        const e = after(k);
        const inner =
          (backwards[k] as number) - (backwards[i] as number) - ((forwards[k] as number) - (forwards[i] as number));
        const delta = d(a, c) + d(b, e) - d(a, b) - d(c, e) + inner;
        if (delta < -1e-9) {
          for (let left = i, right = k; left < right; left++, right--)
            [order[left], order[right]] = [order[right] as number, order[left] as number];
          sum();
          improved = true;
        }
      }
    }
  }
}

/** A double-bridge kick: A B C D → A C B D, the start kept first. */
function kick(order: readonly number[], random: () => number): number[] {
  const n = order.length;
  const cuts = [1, 2, 3].map(() => 1 + Math.floor(random() * (n - 1))).sort((a, b) => a - b);
  const [p1, p2, p3] = cuts as [number, number, number];
  return [...order.slice(0, p1), ...order.slice(p2, p3), ...order.slice(p1, p2), ...order.slice(p3)];
}

/** How long the search runs before it lets the gateway answer others. */
const SLICE_MS = 10;

/** A pause that gives the event loop a turn once every 10 ms of work, and costs nothing otherwise. */
function slicer(): () => Promise<void> {
  let sliceEnds = performance.now() + SLICE_MS;
  return async () => {
    if (performance.now() < sliceEnds) return;
    await new Promise<void>((resolve) => setImmediate(resolve));
    sliceEnds = performance.now() + SLICE_MS;
  };
}

/**
 * The shortest order found. The search gives the event loop a turn every 10 ms, so that a long
 * optimisation never holds up the gateway's other requests.
 */
export async function optimiseRoute(problem: RouteProblem, options: RouteOptions = {}): Promise<OptimisedRoute> {
  const { timeLimitMs = 2000, exactUpTo = 10, seed = 1 } = options;
  if (problem.size <= 2) {
    const order = Array.from({ length: problem.size }, (_, index) => index);
    return { order, length: routeLength(problem, order), exact: true };
  }
  if (problem.size - 1 <= exactUpTo) return exactRoute(problem);
  const deadline = performance.now() + timeLimitMs;
  const random = randomOf(seed);
  const pause = slicer();
  let best = nearestNeighbour(problem);
  await twoOpt(problem, best, pause, deadline);
  let bestLength = routeLength(problem, best);
  // a route of four stops or fewer has no double bridge to kick
  while (problem.size > 4 && performance.now() < deadline) {
    const candidate = kick(best, random);
    await twoOpt(problem, candidate, pause, deadline);
    const length = routeLength(problem, candidate);
    if (length < bestLength - 1e-9) {
      best = candidate;
      bestLength = length;
    }
  }
  return { order: best, length: bestLength, exact: false };
}
