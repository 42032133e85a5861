import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { configure, getConfig } from '@testing-library/react';
import * as React from 'react';

// CI runs every workspace's tests at once on two cores; a busy machine renders a data grid slowly.
// A query that finds nothing prints the whole document into its error, also on each attempt of waitFor
// and findBy*, which retry it until the page shows what they wait for: printing pages nobody reads took
// 3.5 % of the component tests' time. Testing Library marks those attempts (the flag its role queries read
// to skip their own costly hints) and prints the document once more when the wait times out; an attempt's
// error is the message alone. Outside waits, and if the flag ever goes, errors print as before.
configure((defaults) => ({
  asyncUtilTimeout: 5000,
  getElementError: (message, container) => {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics)
      return defaults.getElementError(message, container);
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
}));

// jsdom has no SubtleCrypto; the browsers we support all do.
if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto });

// MUI asks the media queries for the colour scheme, breakpoints and motion: a wide screen in light mode,
// of a user who asked for reduced motion (MUI's dialogs, menus and ripples then appear and go at once
// instead of after their animations, which jsdom does not play anyway).
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: /min-width|prefers-reduced-motion: reduce/.test(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom keeps the rules that match an element until the DOM changes, but still builds a new declaration,
// property by property, on every call, and role queries, user-event and poppers ask again and again for the
// same elements while the page stays as it is. The declaration is kept until the document changes (the
// observer's pending records are taken at each call, so no change since the last one is missed). Like
// jsdom's own cache, it does not see states no attribute shows (:focus-within, an option chosen by
// select.value); elements of other documents are not kept.
const computeStyle = window.getComputedStyle.bind(window);
const computedStyles = new Map<string, WeakMap<Element, CSSStyleDeclaration>>();
const documentChanges = new MutationObserver(() => computedStyles.clear());
documentChanges.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
window.getComputedStyle = (element, pseudoElement) => {
  if (element.ownerDocument !== document) return computeStyle(element, pseudoElement);
  if (documentChanges.takeRecords().length > 0) computedStyles.clear();
  const key = pseudoElement ?? '';
  const styles = computedStyles.get(key) ?? new WeakMap<Element, CSSStyleDeclaration>();
  computedStyles.set(key, styles);
  const style = styles.get(element) ?? computeStyle(element, pseudoElement);
  styles.set(element, style);
  return style;
};

// React's development build keeps an Error (its stack: where an element was made) with each of the first
// ten thousand elements made in every second, for the "owner stacks" of its warnings. Capturing them took a
// fifth of the component tests' time (a data grid makes millions of elements); past that count React stops
// capturing, so the count is held there. Warnings keep their messages and the component they name, without
// the trail of owners: PVZ_TEST_OWNER_STACKS=1 keeps it, for a warning whose origin is unclear.
const reactInternals = (React as unknown as Record<string, object>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
if (!process.env.PVZ_TEST_OWNER_STACKS && reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', {
    get: () => Number.POSITIVE_INFINITY,
    set: () => undefined,
  });
}
