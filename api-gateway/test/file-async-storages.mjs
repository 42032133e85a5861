import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The AsyncLocalStorages enabled while a test file ran. jest-circus makes one per test file (its test
 * execution context) and never disables it; on Node 20 every enabled storage stays in a process-wide
 * list that each new promise and async resource is copied through, so a worker's later files paid for
 * all its earlier ones (about 4 % of the suite's CPU: 279 → 269 s for the 98 files under routes/,
 * plugins/ and services/). Recorded through the public methods that enable one.
 */
const enabled = new Set();
for (const method of ['run', 'enterWith']) {
  const original = AsyncLocalStorage.prototype[method];
  AsyncLocalStorage.prototype[method] = function (...args) {
    enabled.add(this);
    return original.apply(this, args);
  };
}

/** Disables the storages the ending test file enabled: its module registry, theirs included, is thrown away. */
export function disableFileAsyncStorages() {
  for (const storage of enabled) storage.disable();
  enabled.clear();
}
