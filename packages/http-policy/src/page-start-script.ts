// The one inline script of the site's pages, and the CSP source that allows it by its hash. It lives here, beside the
// policy, so that every server sending the policy (the gateway, the remotes' static servers) and the shell's build,
// which inlines it into the page template, use the same text: the hash is computed from that text, never written by
// hand, and a change to the script changes the policy with it.
import { createHash } from 'node:crypto';
import { DEFERRED_STYLESHEET_ATTRIBUTE, DEFERRED_STYLESHEET_TRIGGERS } from './deferred-stylesheets.js';

/**
 * Runs in the page, as it is parsed (no module system yet, nothing imported: its text is all that is sent). Plain
 * JavaScript in a string: its text, not a function's compiled source (which differs with how this module is
 * compiled or loaded), is what is hashed and what the page carries. It starts
 * the site's own scripts (named by the page's <meta name="app-script"> tags, in order) once the browser has shown the
 * prerendered page, i.e. after its first contentful paint has reached the screen (the paint timing entry), or after
 * 3 s if no such paint is reported. The page is whole without JavaScript, so nothing waits for the app, and its code,
 * the federation runtime's start-up and hydration stay off the path to the first paint. Inline rather than a file:
 * a script file requested while the page loads is one more request before the paint, which Lighthouse's simulated
 * LCP counts (a round trip) although the paint never waits for it.
 *
 * Also, once started: the area's stylesheet is inline (<style data-href>) with only the rules this page's HTML uses;
 * it is linked under its URL, so the remote does not load it again, unapplied (media "not all": it neither blocks
 * nor restyles anything), and applied once the visitor reaches for the page (deferred-stylesheets.ts), for what the
 * app renders then. Applying it restyles the whole page, a long task a visitor who only reads never has to wait
 * through. The web app manifest is linked then too: showing the page does not need it.
 */
const SOURCE = `
(() => {
  let started = false;
  let stylesWanted = false;
  const link = (attributes) => document.head.appendChild(Object.assign(document.createElement('link'), attributes));
  const triggers = ${JSON.stringify(DEFERRED_STYLESHEET_TRIGGERS)};
  const applyStyles = () => {
    stylesWanted = true;
    for (const type of triggers) window.removeEventListener(type, applyStyles, true);
    for (const sheet of document.querySelectorAll('link[${DEFERRED_STYLESHEET_ATTRIBUTE}]')) sheet.media = 'all';
  };
  for (const type of triggers) window.addEventListener(type, applyStyles, true);
  const start = () => {
    if (started) return;
    started = true;
    for (const style of document.querySelectorAll('style[data-href]')) {
      const sheet = link({ rel: 'stylesheet', media: stylesWanted ? 'all' : 'not all', href: style.dataset.href });
      sheet.setAttribute('${DEFERRED_STYLESHEET_ATTRIBUTE}', '');
    }
    link({ rel: 'manifest', href: '/manifest.webmanifest' });
    for (const meta of document.querySelectorAll('meta[name="app-script"]')) {
      const script = document.createElement('script');
      script.src = meta.content;
      // Executed in the order listed, like deferred scripts.
      script.async = false;
      document.head.append(script);
    }
  };
  // The script runs in <head> while the page is parsed: the page (its stylesheets and app-script tags) is read
  // once it is parsed, like a deferred script would.
  const startWhenParsed = () => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  };
  const later = () => setTimeout(startWhenParsed, 0);
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || typeof PerformanceObserver === 'undefined') {
    later();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(startWhenParsed, 3000);
})();
`;

/**
 * The script's text as the page carries it (inside its <script> element, exactly these characters): the source
 * without indentation, whole-line comments and blank lines (a few hundred bytes fewer in every page).
 */
export const PAGE_START_SCRIPT = SOURCE.split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('//'))
  .join('\n');

/** The CSP source allowing exactly that text: 'sha256-<base64 of the SHA-256 of its UTF-8 bytes>'. */
export const PAGE_START_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_START_SCRIPT, 'utf8').digest('base64')}'`;
