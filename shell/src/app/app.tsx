import { SessionManagerProvider } from '@pvz/api-client/session/session-context';
import type { SessionManager } from '@pvz/api-client/session/session-manager';
import type { AppStore } from '@pvz/api-client/store';
import { ThemedProviders } from '@pvz/ui/themed-providers';
import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

/** The providers only the shell renders (store, theme, toasts), then the router. */
export function App({ store, sessionManager }: { store: AppStore; sessionManager: SessionManager }) {
  const router = useMemo(() => createAppRouter(), []);
  return (
    <Provider store={store}>
      <SessionManagerProvider manager={sessionManager}>
        <ThemedProviders>
          <RouterProvider router={router} />
        </ThemedProviders>
      </SessionManagerProvider>
    </Provider>
  );
}
