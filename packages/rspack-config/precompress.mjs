// Build-time compression: a `.br` and a `.gz` beside every text asset of a browser build (hashed chunks, CSS,
// remoteEntry.js, mf-manifest.json), so the static servers send them as they are, from memory
// (packages/servers/src/static-files/), instead of compressing the same bytes again for every visitor. Brotli at its
// best quality and gzip at level 9: the cost is paid once per build, not per request.
import { createRequire } from 'node:module';
import zlib from 'node:zlib';

const require = createRequire(import.meta.url);
const CompressionPlugin = require('compression-webpack-plugin');

/** Text files worth compressing; images and fonts are compressed formats already. */
const TEXT_ASSET = /\.(?:js|mjs|css|json|svg|txt)$/;

/** The two Rspack plugins; files under 1 KB, or that shrink by less than 20%, are left alone. */
export function precompressPlugins() {
  const common = { test: TEXT_ASSET, threshold: 1024, minRatio: 0.8 };
  return [
    new CompressionPlugin({ ...common, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...common,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}
