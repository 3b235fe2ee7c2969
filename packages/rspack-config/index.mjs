// One Rspack + Module Federation 2 configuration for the shell and every remote, so the four remotes and the
// host cannot drift apart (same loaders, same shared singletons, same output layout).
//
// Each workspace builds twice:
//   dist/         the browser build (mf-manifest.json, remoteEntry.js, hashed chunks, CSS)
//   dist-server/  the Node build (async-node, commonjs-module) used only by the prerenderer
import { createRequire } from 'node:module';
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { COMPOSITION_CONTRACT_FIELD, COMPOSITION_CONTRACT_VERSION, SHARED_SINGLETONS } from '@site/composition';
import { esmFederationRuntimeAlias } from './esm-runtime.mjs';
import { reactRouterProductionAlias } from './react-router-production.mjs';
import { precompressPlugins } from './precompress.mjs';

const require = createRequire(import.meta.url);

/** The installed React Router (the shared entry re-exports its `react-router` core, one version with it). */
const REACT_ROUTER_VERSION = JSON.parse(readFileSync(require.resolve('react-router-dom/package.json'), 'utf8')).version;

function readPackageJson(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * The shared-scope definition: the singletons `@site/composition` lists (one React, one router, one query client).
 * `react-router-dom` is shared as its declarative subset (see `react-router-declarative.mjs`).
 * @site/ui is deliberately NOT shared: a singleton would make every remote run the shell's (possibly older)
 * copy, so a remote deployed with a new component would break until the shell is redeployed. Each remote
 * bundles the parts it uses; the one thing that must be single, the toast store, lives on globalThis. `react/` and `react-dom/` (trailing slash) share every sub-path too
 * (react/jsx-runtime, react-dom/client, react-dom/static), or they would load twice.
 */
export function sharedSingletons(dir, { server = false } = {}) {
  const { dependencies = {} } = readPackageJson(dir);
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const requiredVersion = dependencies[name] && dependencies[name] !== '*' ? dependencies[name] : false;
    shared[name] = { singleton: true, requiredVersion, strictVersion: false };
  }
  // React Router's code, provided from the declarative entry under React Router's own name and version (the Node
  // builds' entry adds the prerenderer's StaticRouter).
  shared['react-router-dom'] = {
    ...shared['react-router-dom'],
    import: require.resolve(server ? './react-router-server.mjs' : './react-router-declarative.mjs'),
    version: REACT_ROUTER_VERSION,
  };
  shared['react/'] = { singleton: true, requiredVersion: dependencies.react ?? false };
  shared['react-dom/'] = { singleton: true, requiredVersion: dependencies['react-dom'] ?? false };
  return shared;
}

const swcRule = {
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  loader: 'builtin:swc-loader',
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
  },
  type: 'javascript/auto',
};

/**
 * The browsers the stylesheets are written for: Tailwind CSS 4's own baseline (its utilities rely on cascade
 * layers, `@property` and `color-mix()`, so older browsers are not served anyway). The CSS minimizer's default
 * targets are older: it rewrote every logical property (`divide-x`, `space-x`, the preflight) into copies for left-
 * to-right and right-to-left behind `:lang(ae), :lang(ar), …` lists, added `-webkit-any()`/`-moz-any()` copies of
 * `:is()` and prefixes no target needs. With these targets the shell's stylesheet is 48 KB instead of 62 KB (the
 * platform area's 56 instead of 66), every page's inline copy shrinks with them, and the pages render the same.
 * `e2e/tests/budget.spec.ts` checks that the page's CSS carries none of those copies.
 */
const CSS_BROWSER_TARGETS = ['chrome >= 111', 'edge >= 111', 'firefox >= 128', 'safari >= 16.4', 'ios_saf >= 16.4'];

/** Selectors that style the document itself (theme variables, @property fallbacks) stay global. */
const GLOBAL_SELECTOR = /^(:root|:host|\*|::backdrop|::before|::after|html|body)\b/;

/**
 * CSS through Tailwind v4. A remote's utilities are scoped to its area (`[data-area="platform"] .hidden`):
 * every remote ships its own utility build, and unscoped, a remote's `.hidden` loaded after the shell's
 * `lg:block` would hide the shell's desktop menu. Scoped, they apply only inside the remote's own subtree,
 * where they also win over the shell's same-named utilities.
 */
function cssRule(dir, scope) {
  // The workspace's own sources are scanned for class names, wherever the build was started from (its default base
  // is the process' working folder: `npm run dev` builds every workspace from the repository's root).
  const plugins = [require('@tailwindcss/postcss')({ base: dir })];
  if (scope) {
    plugins.push(
      require('postcss-prefix-selector')({
        prefix: scope,
        transform: (_prefix, selector, prefixed) => (GLOBAL_SELECTOR.test(selector) ? selector : prefixed),
      }),
    );
  }
  return {
    test: /\.css$/,
    type: 'css/auto',
    use: [{ loader: require.resolve('postcss-loader'), options: { postcssOptions: { plugins } } }],
  };
}

/** The attribute the shell puts on the element that wraps a remote's area. */
export function areaScope(name) {
  return `[data-area="${name}"]`;
}

function baseConfig({ dir, mode }) {
  return {
    context: dir,
    mode,
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * `import url from 'pkg/file?url'`: the file emitted as it is beside the chunks, imported as its URL. For a
 * package's prebuilt worker script (e.g. the ALTCHA solver): bundled as a worker entry instead, it would carry the
 * Module Federation runtime, which fails outside the page.
 */
const fileUrlRule = { resourceQuery: /^\?url$/, type: 'asset/resource', generator: { filename: '[name].[contenthash:10][ext]' } };

/**
 * Browser build of a host or remote.
 * @param {object} o
 * @param {string} o.dir            workspace folder
 * @param {string} o.name           federation name ('shell', 'platform', ...)
 * @param {Record<string,string>} [o.exposes]
 * @param {string} o.entry          browser entry (the shell's bootstrap boundary; a remote's tiny entry)
 * @param {string[]} [o.runtimePlugins]
 * @param {string} [o.publicPath]   'auto' for remotes (chunks load next to their manifest); '/' for the shell
 * @param {string} [o.cssScope]     selector that scopes the build's CSS (remotes: their area)
 * @param {'provide'|'external'} [o.runtime]  the host ships the federation runtime once ('provide'); remotes use
 *                                  it ('external') instead of carrying ~33 KB gz of their own in remoteEntry.js
 * @param {object[]} [o.plugins]    extra Rspack plugins (the shell's HTML template)
 */
export function browserConfig({
  dir,
  name,
  exposes,
  entry,
  publicPath = 'auto',
  cssScope,
  runtime = 'external',
  runtimePlugins = [],
  plugins = [],
  mode = 'production',
}) {
  return {
    ...baseConfig({ dir, mode }),
    name: `${name}-browser`,
    target: 'web',
    resolve: {
      ...baseConfig({ dir, mode }).resolve,
      alias: { ...esmFederationRuntimeAlias(), ...(mode === 'production' ? reactRouterProductionAlias() : {}) },
    },
    entry: { main: entry },
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: '[name].[contenthash:10].js',
      chunkFilename: '[name].[contenthash:10].js',
      cssFilename: '[name].[contenthash:10].css',
      cssChunkFilename: '[name].[contenthash:10].css',
      clean: true,
    },
    module: { rules: [swcRule, cssRule(dir, cssScope), fileUrlRule] },
    // Default async splitting: code shared by several lazily loaded pages goes to one common chunk.
    optimization: {
      realContentHash: true,
      // The default JavaScript minimizer, and the CSS one with the targets above (not '...': that would run the
      // default CSS minimizer, with its older targets, first).
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_BROWSER_TARGETS } }),
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(dir),
        // 'loaded-first': a remote's manifest is fetched only when one of its routes is visited, and one
        // dead remote cannot blank the page (the default 'version-first' fetches every remote at start-up).
        shareStrategy: 'loaded-first',
        runtimePlugins,
        // The composition contract this build was made against (the shell: provides; a remote: needs), read by the
        // deploy gate (infra/scripts/compatibility-gate.mjs) from mf-manifest.json.
        manifest: {
          additionalData: ({ stats }) => {
            stats.metaData[COMPOSITION_CONTRACT_FIELD] = COMPOSITION_CONTRACT_VERSION;
          },
        },
        dts: false,
        experiments: {
          ...(runtime === 'provide' ? { provideExternalRuntime: true } : { externalRuntime: true }),
          // Browser-only build: drops the runtime's Node script loader from the bundle. A remote loads no remotes of
          // its own (only the shell composes), so its container leaves out the runtime's remote loading.
          optimization: { target: 'web', ...(runtime === 'external' ? { disableRemote: true } : {}) },
        },
      }),
      ...plugins,
      // .br/.gz beside each text asset, served as they are by the static servers (precompress.mjs).
      ...(mode === 'production' ? precompressPlugins() : []),
    ],
  };
}

/** Node build (async-node, commonjs-module) used by the prerenderer. CSS is not needed there. */
export function serverConfig({ dir, name, exposes, entry, runtimePlugins = [], mode = 'production' }) {
  return {
    ...baseConfig({ dir, mode }),
    name: `${name}-server`,
    target: 'async-node',
    entry: entry ?? {},
    output: {
      path: path.join(dir, 'dist-server'),
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      filename: '[name].cjs',
      chunkFilename: '[name].[contenthash:10].cjs',
      library: { type: 'commonjs-module' },
      chunkFormat: 'commonjs',
      clean: true,
    },
    externalsPresets: { node: true },
    module: {
      rules: [swcRule, { test: /\.css$/, type: 'asset/source' }],
    },
    optimization: { minimize: false, splitChunks: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.cjs',
        exposes,
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        shared: sharedSingletons(dir, { server: true }),
        shareStrategy: 'loaded-first',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin'), ...runtimePlugins],
        manifest: true,
        dts: false,
        // Node entries (the prerender CLIs) get the async boundary from the runtime instead of a bootstrap file.
        experiments: { asyncStartup: true },
      }),
      new rspack.DefinePlugin({ 'process.env.SITE_RENDER': JSON.stringify('server') }),
    ],
  };
}

/** A remote: exposes `./Area` (its routes component and route list) in both builds. */
export function remoteConfigs({ dir, name }) {
  const exposes = { './Area': './src/area.tsx' };
  return [browserConfig({ dir, name, exposes, entry: './src/remote-entry.ts', cssScope: areaScope(name) }), serverConfig({ dir, name, exposes })];
}
