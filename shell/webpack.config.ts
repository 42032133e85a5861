import { buildIdFor, hostConfig, signInPageConfig } from '@pvz/federation/webpack-config';

type Argv = { mode?: 'production' | 'development' };

/** The app (the federation host) and, in a production build, the sign-in page's own entry. */
export default (env: unknown, argv: Argv) => {
  const mode = argv.mode ?? 'production';
  const buildId = buildIdFor(mode);
  const dir = import.meta.dirname;
  const host = hostConfig({ dir, port: 3000, buildId })(env, argv);
  return mode === 'production' ? [host, signInPageConfig({ dir, buildId })(env, argv)] : host;
};
