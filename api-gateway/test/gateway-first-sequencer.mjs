import path from 'node:path';
import TestSequencer from '@jest/test-sequencer';

const gateway = path.resolve(import.meta.dirname, '..') + path.sep;

/**
 * The order of the gateway's test files, alone and in the root's run of every suite:
 * 1. the route fuzzing files, the longest of the suite: Jest orders a fresh clone's files by size, and
 *    these (a few lines each) would come last and keep one worker busy after the others finished;
 * 2. the gateway's other files, before the other suites' (the root's run): a worker keeps its embedded
 *    database from one gateway file to the next (test/pglite-environment.mjs) and closes it after its
 *    last, where a component file in between would have it closed and opened again, 1.9 s each time;
 * 3. the rest, as Jest orders them.
 */
export default class GatewayFirstSequencer extends TestSequencer {
  sort(tests) {
    const rank = (test) => (test.path.endsWith('.fuzz.test.ts') ? 0 : test.path.startsWith(gateway) ? 1 : 2);
    return super.sort(tests).sort((a, b) => rank(a) - rank(b));
  }
}
