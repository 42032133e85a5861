import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { SessionManager } from '@pvz/api-client/session/session-manager';
import { type AppStore, createAppStore } from '@pvz/api-client/store';
import { AppProviders } from '@pvz/ui/app-providers';
import { createMemoryRouter, type RouteObject, RouterProvider } from '@pvz/ui/router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

export interface RenderOptions {
  /** the routes to render; the element alone is rendered at `path` when none are given */
  routes?: RouteObject[];
  path?: string;
  /** where the router starts: a path, or a path with the navigation's state */
  at?: string | { pathname: string; state: unknown };
  store?: AppStore;
}

/**
 * Each render writes its styles through an emotion cache of its own, and they leave the document after
 * its test (registered at import, as Testing Library registers its cleanup). With emotion's one cache
 * for the whole file, every earlier test's styles stayed, and jsdom matches every rule against each
 * element whose computed style a role or name query asks for: 1,184 rules by the goods table's last
 * test, and a fifth of that file's time (48 → 37 s).
 */
const renderCaches: EmotionCache[] = [];

afterEach(() => {
  for (const cache of renderCaches.splice(0)) cache.sheet.flush();
});

/**
 * A rule reaches the document only when it declares what decides whether an element is seen or takes a
 * pointer: what jest-dom's `toBeVisible`, the role queries' accessibility tree and user-event's
 * pointer-events check read. jsdom applies no layout, colour or spacing, yet it matched every one of
 * MUI's rules (about 800 a page test) against each element a query looked at: a third of the component
 * suites' time. A fourth of the rules remain (balance page tests 33 → 20 s). So `toHaveStyle` sees only
 * those four properties.
 */
const decidesVisibility = /(?:^|[{;])(?:display|visibility|opacity|pointer-events):/;

function visibilityCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const insert = cache.sheet.insert.bind(cache.sheet);
  cache.sheet.insert = (rule: string) => {
    if (decidesVisibility.test(rule)) insert(rule);
  };
  renderCaches.push(cache);
  return cache;
}

/** Renders with the shell's providers (store, session module, theme, toasts) inside a memory router. */
export function renderWithProviders(element: ReactElement | null, options: RenderOptions = {}) {
  const store = options.store ?? createAppStore();
  const sessionManager = new SessionManager(store);
  const routes = options.routes ?? [{ path: options.path ?? '*', element }];
  const router = createMemoryRouter(routes, { initialEntries: [options.at ?? '/'] });
  // No pause between keystrokes: the tests type a lot and the machine is shared with other suites.
  const user = userEvent.setup({ delay: null });
  const cache = visibilityCache();
  const result = render(
    <CacheProvider value={cache}>
      <AppProviders store={store} sessionManager={sessionManager}>
        <RouterProvider router={router} />
      </AppProviders>
    </CacheProvider>,
  );
  return { ...result, store, sessionManager, router, user };
}
