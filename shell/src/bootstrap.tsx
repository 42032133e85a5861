import { SessionManager, sessionKindHint } from '@pvz/api-client/session/session-manager';
import { createAppStore } from '@pvz/api-client/store';
import { App } from './app/app';
import { loadRemoteOfPage, registerRemotesFromConfig } from './federation/remotes';
import { renderRoot } from './platform/render-root';
import { registerServiceWorker } from './platform/updates/service-worker';

const store = createAppStore();
const sessionManager = new SessionManager(store);

// Read while the first page renders; if it fails, a remote page reads it again, then shows its error panel.
void registerRemotesFromConfig();
loadRemoteOfPage(window.location.pathname, sessionKindHint() !== null);
void sessionManager.start();
registerServiceWorker();

renderRoot(<App store={store} sessionManager={sessionManager} />);
