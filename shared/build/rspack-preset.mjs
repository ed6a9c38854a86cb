/**
 * The rspack configuration every app builds with, so that an app's own config is a few lines.
 * Host: no remotes at build time (they come from the environment file at start-up).
 * Remote: exposes './area', builds into dist/<version>/ with mf-manifest.json and a real build version.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { createSharedPolicy } from './mf-shared.mjs';
import { ManifestRequiresPlugin } from './manifest-requires-plugin.mjs';
import { PrecompressPlugin } from './precompress-plugin.mjs';
import { StartupPreloadPlugin } from './startup-preload-plugin.mjs';

const SHARED_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @typedef {object} AppOptions
 * @property {string} dir        the app's folder (import.meta.dirname of its config)
 * @property {'host' | 'remote'} kind
 * @property {string} name       Module Federation name (a JS identifier)
 * @property {number} port       dev-server port
 * @property {string[]} [runtimePlugins]  absolute paths of MF runtime plugins (host)
 * @property {string} [title]    page title of the app's own HTML page
 * @property {string} [provisionEntry]  host: a module that requests every kit subpath, built as an
 *   entry that depends on `main` and is never loaded, so the host provides the whole kit
 * @property {string[]} [startupFetches]  host: files its start-up fetches, preloaded by the page's head
 */

/** An area's own page (the standalone dev page): one template for every area, titled per area. */
const AREA_PAGE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'area-page.html');

/**
 * Dev only: each bundle has its own react-refresh runtime, and the areas' runtimes attach after
 * react-dom registered with the host's, so edits to an area would not show inside the shell page.
 * A minimal DevTools hook that remembers renderers, defined before any script, lets every
 * refresh runtime find react-dom.
 */
const REACT_REFRESH_HOOK_TAG = '<script src="/dev/react-devtools-hook.js"></script>';

/**
 * Dev only: the host's dev server answers /environment.json from environments/<OBSERVATORY_ENV or
 * dev>.json, or from the file OBSERVATORY_ENV_FILE names.
 */
function serveEnvironmentFile(dir) {
  return {
    name: 'observatory-environment',
    path: '/environment.json',
    middleware: (_request, response) => {
      const file = process.env.OBSERVATORY_ENV_FILE ?? path.join(dir, 'environments', `${process.env.OBSERVATORY_ENV ?? 'dev'}.json`);
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Cache-Control', 'no-store');
      response.end(readFileSync(file));
    },
  };
}

/** axios's fetch adapter (a browser always uses XMLHttpRequest), replaced in production builds. */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_FETCH_UNAVAILABLE = path.join(SHARED_DIR, 'build', 'axios-fetch-unavailable.mjs');

/**
 * The shell's start-up in a few files instead of one per library (each shared module would
 * otherwise be its own chunk): what the sign-in screen needs (`boot`, `start`), then the signed-in
 * app (the shell's own code, and `app`: the kit and the libraries every area needs), then the form
 * kit, provided on demand (`forms`: only a screen with a form loads it). Toasts stay apart: they
 * load on the first message. The shell's own code stays out of `app`: a chunk that consumes
 * shared modules it also provides waits for itself, and the page never starts.
 */
const HOST_CHUNKS = {
  chunks: 'async',
  cacheGroups: {
    boot: {
      test: /[\\/](node_modules[\\/]\.pnpm[\\/](react|react-dom|scheduler|i18next|react-i18next|html-parse-stringify|void-elements)@|shared[\\/]src[\\/]token[\\/])/,
      name: 'boot',
      chunks: 'async',
      enforce: true,
      priority: 30,
    },
    // The host's own start-up code (sign-in screen, texts, environment) is the named chunk `start`
    // (see host/src/index.ts); what the signed-in app also uses joins it there instead of being
    // copied into the app's chunk.
    startShared: { test: /[\\/]host[\\/]src[\\/]/, minChunks: 2, name: 'start', chunks: 'async', enforce: true, priority: 25 },
    forms: {
      test: /[\\/](node_modules[\\/]\.pnpm[\\/]react-hook-form@|shared[\\/]src[\\/]form[\\/])/,
      name: 'forms',
      chunks: 'async',
      enforce: true,
      priority: 22,
    },
    app: {
      test: (module) => {
        const resource = module.resource ?? '';
        if (/[\\/]shared[\\/]src[\\/]/.test(resource) || resource === AXIOS_FETCH_UNAVAILABLE) return true;
        return /[\\/]node_modules[\\/]/.test(resource) && !/react-toastify|clsx/.test(resource);
      },
      name: 'app',
      chunks: 'async',
      enforce: true,
      priority: 20,
    },
  },
};

/** The federation runtime's packages, and the subpaths of runtime-tools that its code imports. */
const FEDERATION_PACKAGES = ['sdk', 'error-codes', 'runtime-core', 'runtime', 'webpack-bundler-runtime', 'runtime-tools'];
const RUNTIME_TOOLS_SUBPATHS = ['runtime-core', 'runtime', 'webpack-bundler-runtime'];

/**
 * The federation runtime as ES modules (production builds). rspack and the federation plugin find
 * its packages with Node's require.resolve, which answers their CommonJS builds: those cannot be
 * tree-shaken, so every bundle carried all of @module-federation/sdk (Node loaders, build-plugin
 * types...). Each package's name and each CommonJS entry the plugins use become its ES build, the
 * same code: the parts nobody calls are left out, and no bundle holds both builds of a package.
 */
function federationRuntimeAsEsm(dir) {
  const fromApp = createRequire(path.join(dir, 'package.json'));
  const tools = fromApp.resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(tools);
  /** @type {Record<string, string>} */
  const aliases = {};
  const add = (request, commonJs) => {
    const esm = commonJs.replace(/\.cjs$/, '.js');
    if (esm === commonJs || !existsSync(esm)) return;
    aliases[request] = esm;
    aliases[commonJs] = esm;
  };
  for (const name of FEDERATION_PACKAGES) add(`@module-federation/${name}`, fromTools.resolve(`@module-federation/${name}`));
  for (const subpath of RUNTIME_TOOLS_SUBPATHS) {
    add(`@module-federation/runtime-tools/${subpath}`, fromTools.resolve(`@module-federation/runtime-tools/${subpath}`));
  }
  const injectPlugin = createRequire(fromApp.resolve('@module-federation/enhanced/rspack')).resolve(
    '@module-federation/inject-external-runtime-core-plugin',
  );
  add('@module-federation/inject-external-runtime-core-plugin', injectPlugin);
  return aliases;
}

/**
 * react-router's package exports its development build under every condition; its production
 * build (the same code, without the development warnings) sits beside it. Production builds use it.
 */
function reactRouterProduction() {
  const fromKit = createRequire(path.join(SHARED_DIR, 'package.json'));
  const entry = path.join(path.dirname(fromKit.resolve('react-router/package.json')), 'dist', 'production', 'index.mjs');
  return existsSync(entry) ? { 'react-router$': entry } : {};
}

/** @param {AppOptions} options */
export function createAppConfig(options) {
  return (_env, argv) => buildConfig(options, argv.mode === 'development' ? 'development' : 'production');
}

/** @param {AppOptions} options @param {'development'|'production'} mode */
export function buildConfig({ dir, kind, name, port, runtimePlugins = [], title = 'Observatory', provisionEntry, startupFetches }, mode) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const isDev = mode === 'development';
  const isRemote = kind === 'remote';
  // A release rehearsal (and the e2e) may build another version without editing package.json.
  const version = process.env.OBSERVATORY_AREA_VERSION ?? pkg.version;
  // The manifest's buildVersion comes from this variable; never leave it UNKNOWN.
  process.env.MF_BUILD_VERSION = version;
  const outputPath = isRemote ? path.join(dir, 'dist', version) : path.join(dir, 'dist');
  const hashed = isDev ? '[name].js' : '[name].[contenthash:8].js';

  return {
    mode,
    context: dir,
    // An area's own page (standalone, with its own sign-in) is a development tool: production
    // builds of an area are only what the shell loads.
    entry: {
      ...(isRemote && !isDev ? {} : { main: './src/index.ts' }),
      // Its shared requests join main's runtime (dependOn), so main's share scope provides them; the page never loads it.
      ...(provisionEntry ? { 'kit-provision': { import: provisionEntry, dependOn: 'main' } } : {}),
    },
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: outputPath,
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      // Chunks load as CORS requests: remotes live on other origins, and dev servers refuse
      // cross-site no-cors script loads (the areas' hot updates).
      crossOriginLoading: 'anonymous',
      filename: hashed,
      chunkFilename: hashed,
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: isDev ? {} : { ...federationRuntimeAsEsm(dir), ...reactRouterProduction() },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
            },
            env: { targets: 'chrome >= 111, firefox >= 115, safari >= 16.4' },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        __AREA_BUILD_VERSION__: JSON.stringify(version),
        'process.env.OBSERVATORY_API_URL': JSON.stringify(process.env.OBSERVATORY_API_URL ?? 'http://127.0.0.1:4000'),
      }),
      (!isRemote || isDev) &&
        new rspack.HtmlRspackPlugin({
          template: isRemote ? AREA_PAGE : path.join(dir, 'index.html'),
          templateParameters: { title, devTools: isDev && !isRemote ? REACT_REFRESH_HOOK_TAG : '' },
          chunks: ['main'],
        }),
      new ModuleFederationPlugin({
        name,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: { './area': './src/area.tsx' } } : { remotes: {} }),
        // A production area carries no copy of a shared module: the host's is the only one.
        shared: createSharedPolicy(pkg, { fromHostOnly: isRemote && !isDev }),
        shareStrategy: 'loaded-first',
        runtimePlugins,
        manifest: true,
        dts: false,
        experiments: {
          asyncStartup: true,
          // Browser-only runtime: the Node loading paths are left out.
          optimization: { target: 'web' },
          // The federation runtime ships once, in the shell; each area's entry uses it instead of
          // carrying its own copy (about 26 KiB gzip per area on a first screen).
          // In development an area also runs alone (its own page), so there it keeps its runtime.
          ...(isRemote ? { externalRuntime: !isDev } : { provideExternalRuntime: true }),
        },
      }),
      // The host's static files (translations, the observer guide) ship beside the bundle.
      !isRemote &&
        existsSync(path.join(dir, 'public')) &&
        new rspack.CopyRspackPlugin({
          patterns: [{ from: path.join(dir, 'public'), to: '.', globOptions: { ignore: isDev ? [] : ['**/dev/**'] } }],
        }),
      isDev && new ReactRefreshRspackPlugin(),
      !isDev && new rspack.NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, AXIOS_FETCH_UNAVAILABLE),
      kind === 'host' && !isDev && new StartupPreloadPlugin({ fetches: startupFetches }),
      isRemote && !isDev && new ManifestRequiresPlugin(),
      !isDev && new PrecompressPlugin(),
    ].filter(Boolean),
    // Off: an area's lazily compiled chunk asks the page's origin (the shell's dev server) to
    // compile it, not the area's own server, so it would never arrive inside the shell.
    lazyCompilation: false,
    optimization: { moduleIds: 'deterministic', ...(kind === 'host' && !isDev ? { splitChunks: HOST_CHUNKS } : {}) },
    performance: { hints: isDev ? false : 'warning', maxAssetSize: 400_000, maxEntrypointSize: 600_000 },
    devServer: {
      // OBSERVATORY_DEV_PORT moves one dev server (the dev-mode e2e runs beside `npm start`).
      port: Number(process.env.OBSERVATORY_DEV_PORT ?? port),
      setupMiddlewares: isRemote ? undefined : (middlewares) => [serveEnvironmentFile(dir), ...middlewares],
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      static: kind === 'host' ? [{ directory: path.join(dir, 'public'), publicPath: '/' }] : false,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
