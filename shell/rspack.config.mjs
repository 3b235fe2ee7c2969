import { createRequire } from 'node:module';
import { rspack } from '@rspack/core';
import { browserConfig, serverConfig } from '@site/rspack-config';
import { PaintFirstHtmlPlugin } from './build/paint-first-html-plugin.mjs';

const require = createRequire(import.meta.url);
const dir = import.meta.dirname;

export default [
  browserConfig({
    dir,
    name: 'shell',
    entry: './src/index.ts',
    publicPath: '/',
    runtime: 'provide',
    runtimePlugins: [
      require.resolve('./src/federation/runtime-plugins/retry.ts'),
      require.resolve('./src/federation/runtime-plugins/remote-fallback.ts'),
    ],
    plugins: [
      new rspack.HtmlRspackPlugin({ template: './src/index.html', inject: 'head', scriptLoading: 'defer', minify: false }),
      // Styles inline, scripts started after the first paint (build/paint-first-html-plugin.mjs).
      new PaintFirstHtmlPlugin(),
      // The gateway and the prerenderer route pages with the same ownership table as the router.
      new rspack.CopyRspackPlugin({ patterns: [{ from: 'src/routing/areas.json', to: 'areas.json' }, { from: 'public' }] }),
    ],
  }),
  serverConfig({
    dir,
    name: 'shell',
    entry: {
      'prerender-area': './src/server/prerender-area.tsx',
      'prerender-shell': './src/server/prerender-shell.tsx',
    },
    runtimePlugins: [require.resolve('./src/server/file-entry-plugin.ts')],
  }),
];
