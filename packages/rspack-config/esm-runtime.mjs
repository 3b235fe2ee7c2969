// Resolve aliases that make a browser build bundle the Module Federation runtime from its ES module builds.
//
// Why: Rspack's federation plugin imports the runtime by resolved CommonJS paths (webpack-bundler-runtime's
// `dist/index.cjs`, `@module-federation/runtime` -> `dist/index.cjs`), and CommonJS is not tree-shaken, so
// every page carried the whole runtime (snapshot and Node loaders included). The same packages ship ES module
// builds next to them; bundled from those, unused code and the `target: 'web'` dead branches drop out
// (measured: shell runtime 31.9 -> 26.4 KB gzip, each remoteEntry.js 14.3 -> 8.8 KB gzip). Same code, same
// version, just the other build of it.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';

// The federation packages are the enhanced plugin's dependencies: resolve them from there.
const require = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));

/** The ES module file that sits beside a package's CommonJS file (`dist/x.cjs` -> `dist/x.js`). */
function esmBeside(cjsFile) {
  const esm = cjsFile.replace(/\.cjs$/, '.js');
  if (esm === cjsFile || !existsSync(esm)) {
    throw new Error(`@site/rspack-config: no ES module build beside ${cjsFile} (did a @module-federation upgrade change its layout?)`);
  }
  return esm;
}

export function esmFederationRuntimeAlias() {
  // Resolved the way the plugins resolve them (CommonJS `require.resolve`), so the keys match their imports.
  const runtimeTools = require.resolve('@module-federation/runtime-tools');
  const bundlerRuntime = require.resolve('@module-federation/webpack-bundler-runtime', { paths: [runtimeTools] });
  const runtime = require.resolve('@module-federation/runtime', { paths: [runtimeTools] });
  const fromRspackPlugin = createRequire(require.resolve('@module-federation/rspack'));
  const injectRuntimeCore = fromRspackPlugin.resolve('@module-federation/inject-external-runtime-core-plugin');
  return {
    [bundlerRuntime]: esmBeside(bundlerRuntime),
    [injectRuntimeCore]: esmBeside(injectRuntimeCore),
    // Same keys as the federation plugin's own aliases, which user aliases override.
    '@module-federation/runtime': esmBeside(runtime),
    '@module-federation/runtime-tools': esmBeside(runtimeTools),
  };
}
