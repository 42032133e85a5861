import { randomInt } from 'node:crypto';

/** A seeded source of choices: the same seed makes the same mutants, so a failure can be replayed. */
export interface Random {
  /** a float in [0, 1) */
  next(): number;
  /** an integer in [min, max] */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

/** mulberry32: tiny, fast and good enough to choose test inputs (not for anything secret). */
export function randomFrom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => {
      if (items.length === 0) throw new Error('nothing to pick from');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}

/**
 * A seed of its own for each part of a run (a caller × a route), derived from the run's seed: one
 * route can be replayed alone with the run's seed, whatever the other routes drew.
 */
export function seedFor(runSeed: number, ...parts: string[]): number {
  let hash = 0x811c9dc5 ^ runSeed;
  for (const char of parts.join('\u0001')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** The run's seed: `PVZ_FUZZ_SEED` to replay a run, else a fresh one. */
export function runSeed(env: NodeJS.ProcessEnv = process.env): number {
  const given = env.PVZ_FUZZ_SEED;
  if (given === undefined || given === '') return randomInt(0, 2 ** 32 - 1);
  const seed = Number(given);
  if (!Number.isInteger(seed) || seed < 0 || seed >= 2 ** 32)
    throw new Error(`PVZ_FUZZ_SEED must be an integer from 0 to ${2 ** 32 - 1}, got ${given}`);
  return seed;
}
