import type { moduleFederationPlugin } from '@module-federation/enhanced';

type SharedConfig = moduleFederationPlugin.SharedConfig;

/**
 * Libraries that carry React context or global state across the federation boundary.
 * Each must exist once at runtime, or a remote's hooks would talk to a provider that is not there.
 *
 * MUI's components are not among them: every app imports them by path and bundles the ones it uses
 * (a shared barrel would be downloaded whole, all of MUI before the first page). What they read from
 * the shell's providers is shared: the theme and colour scheme (`@mui/material/styles`, `@mui/system`,
 * Emotion) and the theme's default props and direction (the two `@mui/system` modules components
 * import by path).
 *
 * Nor is Redux Toolkit: it holds no React context (react-redux does, and is shared), and shared whole
 * it was downloaded whole; only @pvz/api-client uses it, and the apps take its parts from there.
 *
 * React Router is not among them either: it is shared as `@pvz/ui/router`, which names the parts the apps
 * use, so the build drops the rest (a shared react-router-dom would be downloaded whole, server rendering
 * included).
 */
const contextSingletons = [
  'react',
  'react-dom',
  '@mui/material/styles',
  '@mui/system',
  '@mui/system/DefaultPropsProvider',
  '@mui/system/RtlProvider',
  '@mui/x-data-grid',
  '@emotion/react',
  '@emotion/styled',
  'notistack',
  'react-redux',
] as const;

/** Entries whose version is the version of another dependency (a sub-path, or a package released in lockstep). */
const versionSource: Record<string, string> = {
  'react-dom/client': 'react-dom',
  'react/jsx-runtime': 'react',
  '@mui/material/styles': '@mui/material',
  '@mui/system/DefaultPropsProvider': '@mui/system',
  '@mui/system/RtlProvider': '@mui/system',
};

/** Our own runtime packages: the baseApi, the store and the session must be one instance. */
const workspacePrefixes = ['@pvz/ui/', '@pvz/api-client/', '@pvz/contracts/'] as const;

export function sharedModules(dependencies: Record<string, string>): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  const versionOf = (name: string): string => {
    const version = dependencies[versionSource[name] ?? name];
    if (!version) throw new Error(`shared module ${name} is not a dependency of this app`);
    return version;
  };
  for (const name of [...contextSingletons, 'react-dom/client', 'react/jsx-runtime']) {
    shared[name] = { singleton: true, requiredVersion: versionOf(name) };
  }
  for (const prefix of workspacePrefixes) {
    // The package name spares the manifest plugin resolving the bare prefix, which Node deprecates.
    shared[prefix] = { singleton: true, requiredVersion: false, version: '0.0.0', packageName: prefix.slice(0, -1) };
  }
  return shared;
}
