import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PageCriticalCss } from './page-critical-css';

const BANNER = '/*! tailwindcss v4.3.5 | MIT License | https://tailwindcss.com */';
const AREA_CSS =
  `${BANNER}@layer theme{:root{--color-cyan:#00d4ff}}@layer utilities{` +
  '[data-area=platform] .used{color:red}[data-area=platform] .unused{color:blue}' +
  '.dark .dark\\:used{margin:0}@media (width>=40rem){[data-area=platform] .sm\\:gap-4{gap:1rem}[data-area=platform] .sm\\:gap-8{gap:2rem}}}';

/** A shell dist folder whose template is shaped like shell/src/index.html, with the shell's own inline style. */
function shellDist(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'critical-css-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en" class="dark"><head><style>.shell-only{color:green}</style><!--app-head--></head>' +
      '<body><div id="root"><!--app-html--></div></body></html>',
  );
  return dir;
}

describe('PageCriticalCss', () => {
  const head = `<style data-href="/_remotes/platform/area.css">${AREA_CSS}</style><meta name="x" content="y">`;
  const html = '<main data-area="platform"><p class="used dark:used sm:gap-4">Hello</p></main>';

  it('keeps the rules the page uses, in their layers and media queries, and drops the others', async () => {
    const pruned = await new PageCriticalCss(shellDist()).prune(head, html);
    const css = /<style data-href="\/_remotes\/platform\/area.css">([\s\S]*)<\/style>/.exec(pruned)?.[1] ?? '';
    expect(css).toContain('[data-area=platform] .used{color:red}');
    // Matched through the template's <html class="dark">.
    expect(css).toContain('.dark\\:used');
    expect(css).toMatch(/@media \(width>=40rem\)\{\[data-area=platform\] \.sm\\:gap-4\{gap:1rem\}\}/);
    expect(css).toContain('--color-cyan:#00d4ff');
    expect(css).not.toContain('.unused');
    expect(css).not.toContain('sm\\:gap-8');
    expect(css.startsWith(BANNER)).toBe(true);
  });

  it('leaves the rest of the head as it was and adds nothing of the template', async () => {
    const pruned = await new PageCriticalCss(shellDist()).prune(head, html);
    expect(pruned.endsWith('</style><meta name="x" content="y">')).toBe(true);
    expect(pruned).not.toContain('shell-only');
    expect(pruned.match(/<style/g)).toHaveLength(1);
  });
});
