// Shapes the shell's index.html (the template of every page) so the first paint needs nothing but the HTML:
// - each stylesheet of the entry is inlined as a <style> (no render-blocking request; the CSP allows inline
//   styles; inline scripts only by their hash);
// - the entry's scripts are not requested while the page loads: they are named by <meta name="app-script"> tags and
//   started after the first paint by one small inline script (@site/http-policy's PAGE_START_SCRIPT, which the
//   site's CSP allows by its hash: no request before the first paint at all).
import { PAGE_START_SCRIPT } from '@site/http-policy';
import { rspack } from '@rspack/core';

const PLUGIN = 'PaintFirstHtmlPlugin';

export class PaintFirstHtmlPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    // Its text must stay exactly as hashed, and nothing in it may end the element early.
    if (/<\/script|<!--/i.test(PAGE_START_SCRIPT)) throw new Error(`${PLUGIN}: the start script cannot be inlined as it is`);
    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
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
        head.push({ tagName: 'script', attributes: {}, innerHTML: PAGE_START_SCRIPT, voidTag: false });
        return { ...data, headTags: head };
      });
    });
  }
}
