import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const readPackage = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

/** Every workspace folder the root package.json names (a pattern ending in `/*` names each folder in it). */
function workspaces() {
  return readPackage('.').workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => path.join(pattern.slice(0, -2), name))
      : [pattern],
  );
}

/** Options Jest reads for a whole run only: in a project it warns about them, or (testTimeout) ignores it. */
const runWide = ['maxWorkers', 'workerIdleMemoryLimit', 'testSequencer', 'testTimeout'];

/**
 * The Jest configuration of each workspace that has one (the `jest` of its package.json), as a project of
 * this run. A workspace whose test script runs Jest from a configuration elsewhere stops the run: `npm
 * test` would otherwise leave its tests out without a word.
 */
function projects() {
  return workspaces().flatMap((dir) => {
    if (!existsSync(path.join(root, dir, 'package.json'))) return [];
    const pkg = readPackage(dir);
    if (!pkg.jest) {
      if (pkg.scripts?.test?.includes('jest'))
        throw new Error(`${dir} runs Jest without a "jest" in its package.json, which npm test reads`);
      return [];
    }
    const own = Object.entries(pkg.jest).filter(([option]) => !runWide.includes(option));
    return [{ ...Object.fromEntries(own), rootDir: path.join(root, dir) }];
  });
}

const gateway = readPackage('api-gateway').jest;

/**
 * Every workspace's tests in one Jest run: one pool of workers, one per core, takes test files from all of
 * them, so no suite's start or last long file leaves a core idle. Node's VM modules are on for all of them
 * (the root test script): the gateway's and the contracts' suites are ES modules; the component tests are
 * CommonJS and do not notice. The run-wide options are the gateway's: its order of files (its fuzzing files
 * first, then its other files, then the rest), its workers' memory and its time a test may take (60 s, on
 * a fresh embedded database), which the component tests get as well.
 */
export default {
  projects: projects(),
  maxWorkers: '100%',
  workerIdleMemoryLimit: gateway.workerIdleMemoryLimit,
  testSequencer: path.join(root, 'api-gateway', gateway.testSequencer.replace('<rootDir>/', '')),
  testTimeout: gateway.testTimeout,
};
