import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const componentPreset = '@pvz/jest-presets/jest-dom';

/** The workspaces whose tests run in jsdom: the shell, the remotes and the browser packages. */
function componentWorkspaces() {
  const candidates = [
    ...readdirSync(root).filter((name) => name === 'shell' || name.startsWith('mfe-')),
    ...readdirSync(path.join(root, 'packages')).map((name) => path.join('packages', name)),
  ];
  return candidates.filter((dir) => {
    try {
      return JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).jest?.preset === componentPreset;
    } catch {
      return false;
    }
  });
}

/**
 * The component tests of every workspace in one Jest run (`npm test` runs it after the gateway's and the
 * contracts' suites, which need Node's VM modules): one pool of workers, one per core, takes test files
 * from all of them, so no workspace's start or last long file leaves a core idle. Options that Jest reads
 * only here, not from a project: the workers and the time a test may take.
 */
export default {
  projects: componentWorkspaces().map((dir) => `<rootDir>/${dir}`),
  maxWorkers: '100%',
  testTimeout: 30_000,
};
