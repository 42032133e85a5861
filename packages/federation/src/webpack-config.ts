import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { signInPageFolder } from '@pvz/contracts/pages';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MinimizerPlugin from 'minimizer-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { InjectManifest } from 'workbox-webpack-plugin';
import { type ModuleTest, reachedStatically } from './first-visit.js';
import { sharedModules } from './shared.js';

type Mode = 'production' | 'development';
type WebpackConfig = Configuration & { devServer?: DevServerConfiguration };

const typeboxStandIn = path.join(import.meta.dirname, '..', '..', 'contracts', 'src', 'typebox-browser.ts');
const lazyMuiFormatNumber = path.join(import.meta.dirname, '..', '..', 'ui', 'src', 'mui-format-number.ts');

/** MUI's locales import their number formatter's builder relatively; this one makes it on first use (see its file). */
const muiFormatNumber = new webpack.NormalModuleReplacementPlugin(
  /^\.\/utils\/buildFormatNumber(\.m?js)?$/,
  (request) => {
    if (/[\\/]@mui[\\/]material[\\/]locale$/.test(request.context)) request.request = lazyMuiFormatNumber;
  },
);

/** What a browser downloads as text, over 1 KB: compressed once at build time rather than by the gateway per request. */
const compressedFiles = { test: /\.(js|css|html|json|svg|webmanifest)$/, threshold: 1024 };

/**
 * Brotli at its best quality and gzip (for a browser that takes no Brotli: Chromium offers it on HTTPS
 * and localhost only) beside each file, served as they are by the gateway (`preCompressed`, plugins/external/static.ts):
 * the sign-in page's script is 118 KB in Brotli 11 against 139 KB in the gateway's Brotli 4 on the fly,
 * and the gateway no longer compresses a script per download.
 */
const precompressed = () => [
  new CompressionPlugin<zlib.BrotliOptions>({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    ...compressedFiles,
  }),
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    ...compressedFiles,
  }),
];

/**
 * React Router's production build. Its package points every condition at its development build (which
 * runs its development warnings, remix-run/react-router#12532), so a production build names the files.
 */
function reactRouterProduction(dir: string): Record<string, string> {
  const dist = path.join(
    path.dirname(createRequire(path.join(dir, 'package.json')).resolve('react-router/package.json')),
    'dist',
    'production',
  );
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/** Where the gateway listens in development; the dev servers proxy API calls to it. */
const gatewayUrl = process.env.PVZ_GATEWAY_URL ?? 'http://localhost:8080';

function readDependencies(dir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

function swcRule(mode: Mode): webpack.RuleSetRule {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target: 'es2022',
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: mode === 'development' } },
        },
      },
    },
  };
}

function baseConfig(dir: string, uniqueName: string, mode: Mode): WebpackConfig {
  return {
    mode,
    context: dir,
    // PVZ_SOURCE_MAPS=1: a production build with maps beside its files (not named in them), to read a
    // browser's CPU profile of the built product by source line
    devtool:
      mode === 'development'
        ? 'eval-cheap-module-source-map'
        : process.env.PVZ_SOURCE_MAPS === '1'
          ? 'hidden-source-map'
          : false,
    output: {
      path: path.join(dir, 'dist'),
      // The federation runtime cannot hash its entry file names; only chunks carry the hash.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName,
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['@pvz/source', '...'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // The browser needs the contracts' schema types, not TypeBox itself (see the stand-in's comment).
      alias: { typebox$: typeboxStandIn, ...(mode === 'production' ? reactRouterProduction(dir) : {}) },
    },
    module: {
      rules: [swcRule(mode), { test: /\.(png|svg|jpe?g|webp|mp3|wav)$/i, type: 'asset/resource' }],
    },
    // SWC's minifier instead of terser, webpack's default: a remote's build 61 → 18 s, its gzip no larger
    optimization: { minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })] },
    plugins: [muiFormatNumber, ...(mode === 'production' ? precompressed() : [])],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

function devServer(port: number): DevServerConfiguration {
  return {
    port,
    hot: true,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    // The Host header is kept, so the gateway's same-origin check sees the dev server's own origin.
    proxy: [{ context: ['/api', '/config', '/builds'], target: gatewayUrl, changeOrigin: false }],
  };
}

export interface RemoteOptions {
  /** the remote's folder (the one holding package.json) */
  dir: string;
  /** identifier-safe federation name, e.g. `mfe_goods` */
  name: string;
  /** dev-server port of the standalone harness */
  port: number;
}

/** A remote: builds alone into its own dist/ with mf-manifest.json and exposes `./pages`. */
export function remoteConfig({ dir, name, port }: RemoteOptions) {
  return (_env: unknown, argv: { mode?: Mode }): WebpackConfig => {
    const mode = argv.mode ?? 'production';
    const config = baseConfig(dir, name, mode);
    config.output = { ...config.output, publicPath: 'auto' };
    // The harness runs the remote standalone with the same providers as the shell (development only).
    config.entry = mode === 'development' ? { harness: './src/harness/index.ts' } : {};
    config.plugins = [
      ...(config.plugins ?? []),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './pages': './src/pages.ts' },
        shared: sharedModules(readDependencies(dir)),
        manifest: true,
        dts: false,
      }),
      ...(mode === 'development'
        ? [
            new HtmlWebpackPlugin({
              template: path.join(import.meta.dirname, 'harness.html'),
              title: name,
              publicPath: '/',
            }),
          ]
        : []),
    ];
    config.devServer = devServer(port);
    return config;
  };
}

export interface HostOptions {
  dir: string;
  port: number;
}

/** One build of the shell: its mode and the id both its compilations write. */
interface ShellBuild {
  dir: string;
  mode: Mode;
  buildId: string;
}

/** A production build's id: PVZ_BUILD_ID when the deploy sets one, else the build time. */
function buildIdFor(mode: Mode): string {
  if (mode === 'development') return 'dev';
  return process.env.PVZ_BUILD_ID || new Date().toISOString().replace(/[-:.TZ]/g, '');
}

/** Writes builds/latest.json so that open tabs can notice a new build. */
class BuildIdPlugin {
  constructor(private readonly buildId: string) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const body = JSON.stringify({ buildId: this.buildId, builtAt: new Date().toISOString() });
          compilation.emitAsset('builds/latest.json', new webpack.sources.RawSource(body));
        },
      );
    });
  }
}

/**
 * The shell's build: the federation host and, in production, the sign-in page's own entry, both with
 * one build id (the dev server serves the host alone: its /auth/login is the app's page).
 */
export function shellConfig({ dir, port }: HostOptions) {
  return (_env: unknown, argv: { mode?: Mode }): WebpackConfig | WebpackConfig[] => {
    const mode = argv.mode ?? 'production';
    const build = { dir, mode, buildId: buildIdFor(mode) };
    const host = hostConfig(build, port);
    return mode === 'production' ? [host, signInPageConfig(build)] : host;
  };
}

/** The federation host with no baked-in remotes, the service worker and the build id. */
function hostConfig({ dir, mode, buildId }: ShellBuild, port: number): WebpackConfig {
  const config = baseConfig(dir, 'shell', mode);
  config.entry = { main: './src/index.ts' };
  // the sign-in page's compilation writes its folder of dist/ alongside, maybe first: a clean keeps it
  const signInFolder = new RegExp(`^${signInPageFolder}(/|$)`);
  config.output = { ...config.output, publicPath: '/', clean: { keep: signInFolder } };
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedModules(readDependencies(dir)),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
    new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId) }),
    new HtmlWebpackPlugin({ template: './src/index.html' }),
    new CopyPlugin({ patterns: [{ from: 'public' }] }),
    new BuildIdPlugin(buildId),
    ...(mode === 'production'
      ? [
          new InjectManifest({
            swSrc: './src/sw/sw.ts',
            swDest: 'sw.js',
            exclude: [
              /\.map$/,
              /\.LICENSE\.txt$/,
              /\.(br|gz)$/,
              /mf-manifest\.json$/,
              /mf-stats\.json$/,
              /remoteEntry\.js$/,
              /^builds\//,
            ],
            maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
          }),
        ]
      : []),
  ];
  const beforeFirstPage = reachedStatically(path.join(dir, 'src', 'bootstrap.tsx'));
  /** One file for the modules of `files` that the app runs before its first page (its own sign-in page, say). */
  const firstVisitGroup = (name: string, ...files: RegExp[]) => ({
    test: ((module, context) =>
      files.some((file) => file.test(module.nameForCondition() ?? '')) &&
      beforeFirstPage(module, context)) satisfies ModuleTest,
    name,
    chunks: 'async' as const,
    enforce: true,
    priority: 1,
  });
  const workspaceFile = /[\\/]packages[\\/](api-client|contracts)[\\/]src[\\/]/;
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        // The shell's modules of @pvz/api-client and @pvz/contracts in two files: those the app runs before
        // its first page, and the rest. Shared one by one, they were twenty requests of a few hundred bytes each,
        // which a phone on HTTP/1.1 queues six at a time; in one file, the first page downloaded every area's.
        workspace: firstVisitGroup('workspace', workspaceFile),
        workspaceAreas: { test: workspaceFile, name: 'workspace-areas', chunks: 'async', enforce: true },
        // MUI's components and utilities and Emotion's internals, which no app shares: each shared
        // module's chunk carried its own copy of those it imports (Emotion's serializer three times, a
        // palette colour five). Not the shared modules themselves (@mui/material/styles, @emotion/react):
        // in one chunk with code that consumes them, that chunk would wait for itself.
        styleInternals: firstVisitGroup(
          'style-internals',
          /[\\/]node_modules[\\/](@emotion[\\/](serialize|hash|unitless|utils|memoize|weak-memoize|sheet|cache)|@mui[\\/]utils|stylis)[\\/]/,
          /[\\/]node_modules[\\/]@mui[\\/]material[\\/](?!styles[\\/])/,
        ),
      },
    },
  };
  config.devServer = devServer(port);
  return config;
}

/**
 * The sign-in page's own entry (`src/sign-in/index.tsx`): React, the theme and the form, without the
 * federation, the router or the store. The gateway serves it for /auth/login to a browser with no
 * session; every other page, and /auth/login reached inside the app, is the federated app's.
 */
function signInPageConfig({ dir, mode, buildId }: ShellBuild): WebpackConfig {
  const config = baseConfig(dir, 'sign-in', mode);
  config.entry = { main: './src/sign-in/index.tsx' };
  config.output = {
    ...config.output,
    path: path.join(dir, 'dist', signInPageFolder),
    publicPath: `/${signInPageFolder}/`,
    // no federation here: every file can carry its hash, and be cached for a year
    filename: '[name].[contenthash:8].js',
  };
  config.plugins = [
    ...(config.plugins ?? []),
    new webpack.DefinePlugin({ __BUILD_ID__: JSON.stringify(buildId) }),
    new HtmlWebpackPlugin({ template: './src/index.html' }),
  ];
  return config;
}
