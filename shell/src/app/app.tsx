import type { SessionManager } from '@pvz/api-client/session/session-manager';
import type { AppStore } from '@pvz/api-client/store';
import { AppProviders } from '@pvz/ui/app-providers';
import { RouterProvider } from '@pvz/ui/router';
import { useMemo } from 'react';
import { createAppRouter } from './router';

/** The app: its providers (only the shell renders them), then the router. */
export function App({ store, sessionManager }: { store: AppStore; sessionManager: SessionManager }) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <AppProviders store={store} sessionManager={sessionManager}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
