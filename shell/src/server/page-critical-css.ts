import { readFileSync } from 'node:fs';
import path from 'node:path';
import Beasties from 'beasties';

/**
 * Prunes the area's inline stylesheets (`<style data-href>` in a page's head) to the rules the page's prerendered
 * markup uses, with Beasties. The browser then parses and matches only those before the first paint; the full
 * stylesheet is linked by the start script (@site/http-policy's page-start-script.ts) and applied once the visitor
 * reaches for the page (deferred-stylesheets.ts there), for what the app renders then (other routes, menus, form states).
 *
 * The page is assembled in the shell's own template (dist/index.html, next to this script's dist-server), so
 * selectors that depend on the document around the page (`.dark` on <html>) match as they do in the browser. The
 * shell's own inline stylesheet is left as it is: it is part of the template every page shares.
 */
export class PageCriticalCss {
  private readonly template: string;
  private readonly beasties = new Beasties({
    // Inline <style> elements only: no stylesheet files are read, none is linked, no fonts are inlined.
    external: false,
    reduceInlineStyles: true,
    // Each stylesheet stays its own element (the start script finds the area's by its data-href).
    mergeStylesheets: false,
    compress: true,
    keyframes: 'critical',
    logLevel: 'warn',
  });

  constructor(shellDistDir: string) {
    this.template = readFileSync(path.join(shellDistDir, 'index.html'), 'utf8');
  }

  /** `head` with each `<style data-href>` reduced to the rules `html` uses; the rest of `head` unchanged. */
  async prune(head: string, html: string): Promise<string> {
    const page = this.template
      .replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '')
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => html);
    const pruned = await this.beasties.process(page);
    const styles = new Map([...pruned.matchAll(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g)].map(([, href, css]) => [href, css] as const));
    return head.replace(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/g, (_whole, href: string, full: string) => {
      const css = styles.get(href);
      if (css === undefined) throw new Error(`Beasties dropped the stylesheet ${href}`);
      // The licence banner (`/*! tailwindcss … | MIT License */`) stays with the rules it covers.
      const banner = /^\s*\/\*![\s\S]*?\*\//.exec(full)?.[0].trim() ?? '';
      return `<style data-href="${href}">${banner}${css}</style>`;
    });
  }
}
