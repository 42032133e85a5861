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

/** Renders with the shell's providers (store, session module, theme, toasts) inside a memory router. */
export function renderWithProviders(element: ReactElement | null, options: RenderOptions = {}) {
  const store = options.store ?? createAppStore();
  const sessionManager = new SessionManager(store);
  const routes = options.routes ?? [{ path: options.path ?? '*', element }];
  const router = createMemoryRouter(routes, { initialEntries: [options.at ?? '/'] });
  // No pause between keystrokes: the tests type a lot and the machine is shared with other suites.
  const user = userEvent.setup({ delay: null });
  const result = render(
    <AppProviders store={store} sessionManager={sessionManager}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, sessionManager, router, user };
}
