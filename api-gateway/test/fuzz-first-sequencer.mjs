import TestSequencer from '@jest/test-sequencer';

/**
 * Jest orders a fresh clone's test files by size, and the route fuzzing files (the longest of the
 * suite, a few lines each) would come last and keep one worker busy after the others finished: they
 * go first, the rest as Jest orders them.
 */
export default class FuzzFirstSequencer extends TestSequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    const fuzzing = (test) => test.path.endsWith('.fuzz.test.ts');
    return [...sorted.filter(fuzzing), ...sorted.filter((test) => !fuzzing(test))];
  }
}
