// Every Content-Security-Policy the site sends, as directive objects (helmet's notation: name -> sources), and
// how a policy is written as a header value.
import { PAGE_START_SCRIPT_SOURCE } from './page-start-script.js';

export type CspDirectives = Readonly<Record<string, readonly string[]>>;

/**
 * The site's pages and files (the gateway and the remotes' static servers; enforced, not report-only):
 *   script-src   'self' (plus the remotes' public origins when they are served from another origin, e.g. a
 *                CDN; the local gateway proxies them under /_remotes/<name>/, so same-origin) and the hash of the
 *                pages' one inline script, the start script (page-start-script.ts). No 'unsafe-inline', no
 *                'unsafe-eval': any other inline script is refused, and the Module Federation runtime loads remotes
 *                with <script src> in the browser (its eval("require") path is Node-only).
 *   style-src    'self' plus 'unsafe-inline': prerendered pages carry React `style` attributes, and the mobile
 *                drawer's scroll lock (react-remove-scroll) injects a <style> element when it opens (checked: with
 *                `style-src 'self'; style-src-attr 'unsafe-inline'` the drawer is refused its style). A nonce would
 *                need the front end to set __webpack_nonce__; inline CSS cannot run script either way.
 *   frame-ancestors 'none' (and X-Frame-Options: DENY for old browsers), object-src 'none', base-uri 'self',
 *   form-action 'self' (the no-JS lead forms post to /api on the same origin).
 */
export function sitePagesCsp({ remoteOrigins = [] }: { remoteOrigins?: readonly string[] } = {}): CspDirectives {
  const self = ["'self'", ...remoteOrigins];
  return {
    'default-src': ["'self'"],
    'script-src': [...self, PAGE_START_SCRIPT_SOURCE],
    'script-src-attr': ["'none'"],
    'style-src': [...self, "'unsafe-inline'"],
    'img-src': [...self, 'data:'],
    'font-src': self,
    'connect-src': self,
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** The pages the API renders itself (staff and claim pages): static HTML, its built stylesheet, the site's icon. */
const SERVER_RENDERED_PAGES = {
  'default-src': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'"],
  'form-action': ["'self'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const satisfies CspDirectives;

/** The API's other policies, by what they cover. */
export const CONTENT_SECURITY_POLICIES = {
  /** The API's answers (JSON, and 303 redirects for form posts): nothing in them may be rendered, framed or run. */
  apiJson: {
    'default-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'none'"],
    'frame-ancestors': ["'none'"],
  },
  /**
   * The staff pages: no script at all (server-rendered HTML forms), the API's own stylesheet only (no inline
   * style), forms post only to this origin, never framed. Images may also be `data:` URLs: the QR code of the
   * sign-in's second factor is an SVG rendered on the server into one (an SVG shown by `<img>` runs no script).
   */
  staffPages: { ...SERVER_RENDERED_PAGES, 'img-src': ["'self'", 'data:'] },
  /**
   * The staff queue view (/staff/queues): Bull Board is a React app of its own. Its scripts and stylesheet come from
   * this origin (`script-src 'self'`, no inline or eval'd script); its markup carries inline `style` attributes and
   * one `<style>` (the loading dots), so styles need 'unsafe-inline'; it calls its JSON API on this origin and sets
   * `<base href>` to its own path. Its Google Fonts stylesheet is not allowed (the system font is used instead).
   */
  queueBoard: {
    'default-src': ["'none'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'form-action': ["'self'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
  },
  /**
   * The lead claim pages: the same React view kit and built stylesheet as the staff pages, so the same policy: no
   * script at all, the API's own stylesheet and the site's icon only (no inline style), the form posts to itself.
   */
  claimPage: SERVER_RENDERED_PAGES,
} as const satisfies Record<string, CspDirectives>;

/**
 * A policy as a header value: `name sources` per directive. helmet joins them with ';' (the site's and the API's
 * JSON policy, which helmet sends); the pages whose policy the API sets on the reply itself use '; '.
 */
export function cspHeaderValue(directives: CspDirectives, separator: ';' | '; ' = ';'): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join(separator);
}

/** The header values of the policies the API sets on a reply itself (over helmet's JSON policy). */
export const CSP_HEADERS = {
  staffPages: cspHeaderValue(CONTENT_SECURITY_POLICIES.staffPages, '; '),
  queueBoard: cspHeaderValue(CONTENT_SECURITY_POLICIES.queueBoard, '; '),
  claimPage: cspHeaderValue(CONTENT_SECURITY_POLICIES.claimPage, '; '),
} as const;
