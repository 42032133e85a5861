import { SessionManager, sessionKindHint } from '@pvz/api-client/session/session-manager';
import { createAppStore } from '@pvz/api-client/store';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadRemoteOfPage, registerRemotesFromConfig } from './federation/remotes';
import { registerServiceWorker } from './platform/updates/service-worker';

const store = createAppStore();
const sessionManager = new SessionManager(store);

// Read while the first page renders; if it fails, a remote page reads it again, then shows its error panel.
void registerRemotesFromConfig();
loadRemoteOfPage(window.location.pathname, sessionKindHint() !== null);
void sessionManager.start();
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
// a transition renders in slices of a few milliseconds, so the phone answers a tap meanwhile
startTransition(() => root.render(<App store={store} sessionManager={sessionManager} />));
