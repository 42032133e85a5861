import { renderRoot } from '../platform/render-root';
import { registerServiceWorker } from '../platform/updates/service-worker';
import { SignInPage } from './sign-in-page';

// The worker's precache downloads the app while the user types; the app then opens from it.
registerServiceWorker();

renderRoot(<SignInPage onSignedIn={(path) => window.location.replace(path)} />);
