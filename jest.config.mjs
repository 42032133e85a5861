import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const readPackage = (dir) => JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

/** The suites that need Node's VM modules: the root `npm test` runs them through turbo (its --filter) first. */
const nodeSuites = ['packages/contracts', 'api-gateway'];

/** Every workspace folder the root package.json names (a pattern ending in `/*` names each folder in it). */
function workspaces() {
  return readPackage('.').workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(root, pattern.slice(0, -2))).map((name) => path.join(pattern.slice(0, -2), name))
      : [pattern],
  );
}

/**
 * The workspaces whose tests run in jsdom. A workspace with Jest tests that are neither these nor a Node
 * suite stops the run: `npm test` would otherwise leave its tests out without a word.
 */
function componentWorkspaces() {
  return workspaces()
    .filter((dir) => existsSync(path.join(root, dir, 'package.json')))
    .filter((dir) => {
      const pkg = readPackage(dir);
      if (pkg.jest?.preset === '@pvz/jest-presets/jest-dom') return true;
      if (pkg.scripts?.test?.includes('jest') && !nodeSuites.includes(dir))
        throw new Error(
          `${dir} has Jest tests that npm test does not run: use the jsdom preset, or add it to nodeSuites here and to the turbo filter of the root test script`,
        );
      return false;
    });
}

/**
 * The component tests of every workspace in one Jest run: one pool of workers, one per core, takes test
 * files from all of them, so no workspace's start or last long file leaves a core idle. Options that Jest
 * reads only here, not from a project: the workers and the time a test may take.
 */
export default {
  projects: componentWorkspaces().map((dir) => `<rootDir>/${dir}`),
  maxWorkers: '100%',
  testTimeout: 30_000,
};
