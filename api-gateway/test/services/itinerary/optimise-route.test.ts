import fc from 'fast-check';
import { optimiseRoute, type RouteProblem, routeLength } from '../../../src/services/itinerary/optimise-route.js';

/** TSPLIB's berlin52 (Grötschel): 52 places in Berlin, EUC_2D; the best tour is 7542. */
const berlin52 = [
  [565, 575],
  [25, 185],
  [345, 750],
  [945, 685],
  [845, 655],
  [880, 660],
  [25, 230],
  [525, 1000],
  [580, 1175],
  [650, 1130],
  [1605, 620],
  [1220, 580],
  [1465, 200],
  [1530, 5],
  [845, 680],
  [725, 370],
  [145, 665],
  [415, 635],
  [510, 875],
  [560, 365],
  [300, 465],
  [520, 585],
  [480, 415],
  [835, 625],
  [975, 580],
  [1215, 245],
  [1320, 315],
  [1250, 400],
  [660, 180],
  [410, 250],
  [420, 555],
  [575, 665],
  [1150, 1160],
  [700, 580],
  [685, 595],
  [685, 610],
  [770, 610],
  [795, 645],
  [720, 635],
  [760, 650],
  [475, 960],
  [95, 260],
  [875, 920],
  [700, 500],
  [555, 815],
  [830, 485],
  [1170, 65],
  [830, 610],
  [605, 625],
  [595, 360],
  [1340, 725],
  [1740, 245],
] as const;
const BERLIN52_OPTIMUM = 7542;

/** TSPLIB's EUC_2D: the Euclidean distance rounded to the nearest integer. */
const euclidean = (points: readonly (readonly [number, number])[], closed: boolean): RouteProblem => ({
  size: points.length,
  closed,
  distance: (from, to) => {
    const [x1, y1] = points[from] as readonly [number, number];
    const [x2, y2] = points[to] as readonly [number, number];
    return Math.round(Math.hypot(x1 - x2, y1 - y2));
  },
});

/**
 * Every order of the stops, the start first: the true optimum of a small route. The orders are walked
 * depth first, swapping in place over a table of the distances; an order is left as soon as its
 * beginning is as long as the best whole route found (no leg is negative, so none shorter is skipped).
 * Ten stops (3.6 M orders) take well under a second.
 */
function bruteForce(problem: RouteProblem): number {
  const size = problem.size;
  const table = new Float64Array(size * size);
  for (let from = 0; from < size; from++)
    for (let to = 0; to < size; to++) table[from * size + to] = problem.distance(from, to);
  const order = Int32Array.from({ length: size }, (_, index) => index);
  const leg = (from: number, to: number) => table[(order[from] as number) * size + (order[to] as number)] as number;
  const swap = (a: number, b: number) => {
    const kept = order[a] as number;
    order[a] = order[b] as number;
    order[b] = kept;
  };
  let best = Number.POSITIVE_INFINITY;
  const visit = (placed: number, length: number) => {
    if (length >= best) return;
    if (placed === size) {
      best = Math.min(best, length + (problem.closed && size > 1 ? leg(size - 1, 0) : 0));
      return;
    }
    for (let index = placed; index < size; index++) {
      swap(placed, index);
      visit(placed + 1, length + leg(placed - 1, placed));
      swap(placed, index);
    }
  };
  visit(1, 0);
  return best;
}

const smallInstance = fc.record({
  points: fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })), {
    minLength: 1,
    maxLength: 8,
  }),
  closed: fc.boolean(),
});
const isPermutation = (order: readonly number[], size: number) =>
  order[0] === 0 && [...order].sort((a, b) => a - b).every((stop, index) => stop === index) && order.length === size;

describe('route optimisation', () => {
  it('is exact for up to ten stops: never longer than the best order found by trying them all', async () => {
    await fc.assert(
      fc.asyncProperty(smallInstance, async ({ points, closed }) => {
        const problem = euclidean(points, closed);
        const route = await optimiseRoute(problem);
        return (
          route.exact &&
          isPermutation(route.order, points.length) &&
          route.length === routeLength(problem, route.order) &&
          route.length === bruteForce(problem)
        );
      }),
      { numRuns: 60 },
    );
  });

  it('is exact at ten stops too (a start and ten stops), the largest the exact search takes', async () => {
    const places = fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })), {
      minLength: 11,
      maxLength: 11,
    });
    for (const [points, closed] of [
      ...fc.sample(places, { numRuns: 2, seed: 10 }).map((points) => [points, false] as const),
      ...fc.sample(places, { numRuns: 1, seed: 20 }).map((points) => [points, true] as const),
    ]) {
      const problem = euclidean(points, closed);
      const route = await optimiseRoute(problem);
      expect(route.exact).toBe(true);
      expect(isPermutation(route.order, 11)).toBe(true);
      expect(route.length).toBe(routeLength(problem, route.order));
      expect(route.length).toBe(bruteForce(problem));
    }
    // and on one-way roads: the exact search takes a lopsided matrix as it is
    const lengths = fc.sample(fc.integer({ min: 1, max: 50_000 }), { numRuns: 11 * 11, seed: 12 });
    const lopsided = {
      size: 11,
      closed: true,
      distance: (from: number, to: number) => (from === to ? 0 : (lengths[from * 11 + to] as number)),
    };
    const route = await optimiseRoute(lopsided);
    expect(route.exact).toBe(true);
    expect(route.length).toBe(bruteForce(lopsided));
  });

  it('hands eleven stops to the heuristic, which keeps to its time limit', async () => {
    const [points] = fc.sample(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })), {
        minLength: 12,
        maxLength: 12,
      }),
      { numRuns: 1, seed: 11 },
    );
    const problem = euclidean(points ?? [], false);
    const started = performance.now();
    const route = await optimiseRoute(problem, { timeLimitMs: 200 });
    const took = performance.now() - started;
    expect(route.exact).toBe(false);
    // the search runs until its limit (the kicks go on while there is time), and not much beyond
    expect(took).toBeGreaterThanOrEqual(190);
    expect(took).toBeLessThan(2_000);
    expect(isPermutation(route.order, 12)).toBe(true);
    expect(route.length).toBe(routeLength(problem, route.order));
    // within 5 % of the optimum (never below it), which the exact search finds when allowed eleven stops
    const optimum = await optimiseRoute(problem, { exactUpTo: 11 });
    expect(optimum.exact).toBe(true);
    expect(route.length).toBeGreaterThanOrEqual(optimum.length);
    expect(route.length).toBeLessThanOrEqual(optimum.length * 1.05);
  });

  it('with the heuristic, is never shorter than the optimum and stays a valid order', async () => {
    await fc.assert(
      fc.asyncProperty(smallInstance, async ({ points, closed }) => {
        const problem = euclidean(points, closed);
        const route = await optimiseRoute(problem, { exactUpTo: 0, timeLimitMs: 20 });
        return isPermutation(route.order, points.length) && route.length >= bruteForce(problem);
      }),
      { numRuns: 30 },
    );
  });

  // the heuristic's kicks need five places or more; below that the exact search always runs
  it('with the heuristic, comes within 5 % of the optimum on routes of six to eight stops', async () => {
    const kickable = fc.record({
      points: fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 1000 })), {
        minLength: 7,
        maxLength: 9,
      }),
      closed: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(kickable, async ({ points, closed }) => {
        const problem = euclidean(points, closed);
        const route = await optimiseRoute(problem, { exactUpTo: 0, timeLimitMs: 150 });
        return route.length <= bruteForce(problem) * 1.05;
      }),
      { numRuns: 12, seed: 15 },
    );
  });

  it('comes within 5 % of the best known tour of TSPLIB’s berlin52 in a second', async () => {
    const problem = euclidean(berlin52, true);
    const route = await optimiseRoute(problem, { timeLimitMs: 1000 });
    expect(isPermutation(route.order, 52)).toBe(true);
    expect(route.length).toBeGreaterThanOrEqual(BERLIN52_OPTIMUM);
    expect(route.length).toBeLessThanOrEqual(BERLIN52_OPTIMUM * 1.05);
  });

  it('orders 200 stops within its time limit, letting others run meanwhile', async () => {
    const random = fc.sample(fc.tuple(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 20_000 })), {
      numRuns: 201,
      seed: 7,
    });
    const problem = euclidean(random, false);
    const started = performance.now();
    // a timer of another request fires while the search runs
    let othersRan = 0;
    const other = setInterval(() => {
      othersRan += 1;
    }, 20);
    const route = await optimiseRoute(problem, { timeLimitMs: 500 });
    clearInterval(other);
    expect(othersRan).toBeGreaterThan(5);
    // the limit bounds the search; one last local search may finish after it
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(isPermutation(route.order, 201)).toBe(true);
  });

  it('on one-way roads (a lopsided matrix) still ends in time, with a valid order no longer than the nearest neighbour’s', async () => {
    const size = 60;
    const lengths = fc.sample(fc.integer({ min: 1, max: 50_000 }), { numRuns: size * size, seed: 11 });
    const problem = {
      size,
      closed: false,
      distance: (from: number, to: number) => (from === to ? 0 : (lengths[from * size + to] as number)),
    };
    const started = performance.now();
    const route = await optimiseRoute(problem, { timeLimitMs: 300 });
    expect(performance.now() - started).toBeLessThan(3_000);
    expect(isPermutation(route.order, size)).toBe(true);
    expect(route.length).toBe(routeLength(problem, route.order));
    // with the directed length judged right, a reversal never makes the route longer than where it began
    const greedy = [0];
    while (greedy.length < size) {
      const from = greedy.at(-1) as number;
      const next = [...Array(size).keys()]
        .filter((stop) => !greedy.includes(stop))
        .reduce((best, stop) => (problem.distance(from, stop) < problem.distance(from, best) ? stop : best));
      greedy.push(next);
    }
    expect(route.length).toBeLessThanOrEqual(routeLength(problem, greedy));
  });
});
