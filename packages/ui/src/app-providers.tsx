import { SessionManagerProvider } from '@pvz/api-client/session/session-context';
import type { SessionManager } from '@pvz/api-client/session/session-manager';
import type { AppStore } from '@pvz/api-client/store';
import { ThemedProviders } from '@pvz/ui/themed-providers';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';

/**
 * Every provider of the app: the one store, the session module, theme and toasts. The shell renders
 * them; so do a remote's development harness and the component tests, so that all three match.
 */
export function AppProviders({
  store,
  sessionManager,
  children,
}: {
  store: AppStore;
  sessionManager: SessionManager;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <SessionManagerProvider manager={sessionManager}>
        <ThemedProviders>{children}</ThemedProviders>
      </SessionManagerProvider>
    </Provider>
  );
}
