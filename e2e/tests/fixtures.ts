import { test as base, expect } from '@playwright/test';
import { type Stack, stackOf } from '../stacks.js';

/** The journeys' `test`: each worker's pages and API calls go to the gateway of its own stack (stacks.ts). */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern, and the address needs none
  baseURL: async ({}, use, testInfo) => use(stackOf(testInfo.parallelIndex).gatewayUrl),
});

export { expect };

/** The stack of the worker running the current test or hook: its fakes' message logs. */
export function currentStack(): Stack {
  return stackOf(test.info().parallelIndex);
}
