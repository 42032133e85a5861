import '@testing-library/jest-dom';
import { webcrypto } from 'node:crypto';
import { configure } from '@testing-library/react';

// CI runs every workspace's tests at once on two cores; a busy machine renders a data grid slowly.
configure({ asyncUtilTimeout: 5000 });

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
