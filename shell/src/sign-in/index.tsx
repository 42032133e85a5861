import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { registerServiceWorker } from '../platform/updates/service-worker';
import { SignInPage } from './sign-in-page';

// The worker's precache downloads the app while the user types; the app then opens from it.
registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
const root = createRoot(container);
// a transition renders in slices of a few milliseconds, so the phone answers a tap meanwhile
startTransition(() => root.render(<SignInPage onSignedIn={(path) => window.location.replace(path)} />));
