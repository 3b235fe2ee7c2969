// Shapes the shell's index.html (the template of every page) so the first paint needs nothing but the HTML:
// - each stylesheet of the entry is inlined as a <style> (no render-blocking request; the CSP allows inline
//   styles, never inline scripts);
// - the entry's scripts are not requested while the page loads: they are named by <meta name="app-script"> tags and
//   started after the first paint by one tiny script (src/start-after-paint.js, emitted with a content hash).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rspack } from '@rspack/core';

const PLUGIN = 'PaintFirstHtmlPlugin';

/** @param {{ startScript: string }} options  path of the start script's source */
export class PaintFirstHtmlPlugin {
  constructor({ startScript }) {
    this.startScript = startScript;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const source = readFileSync(this.startScript, 'utf8');
    const startFile = `start.${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`;
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN, stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(startFile, new rspack.sources.RawSource(source));
      });
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(PLUGIN, async (data) => {
        const publicPath = compilation.outputOptions.publicPath;
        const head = [];
        for (const tag of data.headTags) {
          const href = tag.tagName === 'link' && tag.attributes.rel === 'stylesheet' ? String(tag.attributes.href) : undefined;
          const src = tag.tagName === 'script' ? String(tag.attributes.src) : undefined;
          if (href) {
            const asset = compilation.getAsset(href.slice(String(publicPath).length));
            if (!asset) throw new Error(`${PLUGIN}: no asset for ${href}`);
            head.push({ tagName: 'style', attributes: {}, innerHTML: asset.source.source().toString(), voidTag: false });
          } else if (src) {
            head.push({ tagName: 'meta', attributes: { name: 'app-script', content: src }, voidTag: true });
          } else {
            head.push(tag);
          }
        }
        head.push({ tagName: 'script', attributes: { defer: true, src: `${publicPath}${startFile}` }, voidTag: false });
        return { ...data, headTags: head };
      });
    });
  }
}
