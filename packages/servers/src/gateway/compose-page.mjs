// Merges a prerendered page fragment (stored with the remote that owns the page) into the shell's current
// index.html. Keeping the two apart lets either side be redeployed without re-rendering the other.
// A pure function of (template, fragment, configured origins, the remote's folder): nothing in it comes from the
// request, so an answer can be cached per page and build.
import { escapeHtml } from '@site/composition';

const DEFAULT_TITLE = 'Surface Harvester | Governed external exposure monitoring';
const DEFAULT_DESCRIPTION = 'Governed external exposure monitoring: asset discovery, exposure validation and signed audit evidence.';

/**
 * When a remote loads, the federation runtime and Rspack's CSS loader each add the remote's stylesheet unless a
 * <link> with the same absolute URL is already in the page (they compare the href attribute with
 * `publicPath + file`, and publicPath is absolute). Prerendered links are therefore written absolute, for the
 * configured origin the visitor used (public-origin.mjs), so each stylesheet is linked exactly once.
 */
function remoteLinksForRuntime(head, origin, remote) {
  if (!origin) return head;
  return rebaseOwnLinks(head, origin, remote).replaceAll('href="/_remotes/', `href="${escapeHtml(origin)}/_remotes/`);
}

/**
 * The area's remote may be served from elsewhere (a versioned deploy, a preview override): links its build wrote for
 * the remote's root (/_remotes/<name>/…) then point at the folder of the manifest the browser gets, since that is
 * the publicPath the runtime compares them with. A build rendered for its own folder (deploy-remote.mjs renders a
 * version for its version folder) already links there and is left as it is.
 */
function rebaseOwnLinks(head, origin, remote) {
  if (!remote) return head;
  const root = `/_remotes/${remote.name}/`;
  const folder = new URL(remote.folder, `${origin}/`);
  const ownFolder = folder.origin === origin ? folder.pathname : undefined;
  return head.replaceAll(new RegExp(`href="${root}([^"]*)"`, 'g'), (link, file) =>
    ownFolder && `${root}${file}`.startsWith(ownFolder) ? link : `href="${escapeHtml(folder.href)}${file}"`,
  );
}

/** Canonical URL (when the page has one) and the Open Graph / Twitter card tags of a page. */
function shareTags({ title, description, url }) {
  const e = escapeHtml;
  return (
    (url ? `<link rel="canonical" href="${e(url)}">` : '') +
    `<meta property="og:type" content="website"><meta property="og:site_name" content="Surface Harvester">` +
    `<meta property="og:title" content="${e(title)}"><meta property="og:description" content="${e(description)}">` +
    (url ? `<meta property="og:url" content="${e(url)}">` : '') +
    `<meta name="twitter:card" content="summary"><meta name="twitter:title" content="${e(title)}">` +
    `<meta name="twitter:description" content="${e(description)}">`
  );
}

/**
 * @param {string} template  the shell's dist/index.html (with <!--app-head--> and <!--app-html--> markers)
 * @param {{path?: string, title?: string, description?: string, head?: string, html?: string} | null} fragment
 *   the page; null: the bare shell (a remote is down; the browser renders the fallback)
 * @param {{ siteUrl: string, pathname?: string, origin?: string, remote?: { name: string, folder: string } }} where
 *   public URL (canonical URLs), the page's path (none: no canonical URL, for a path that names no page), the
 *   configured origin for the stylesheet links, and the page's remote with the folder of the manifest URL this
 *   visitor's /remotes.json names for it
 */
export function composePage(template, fragment, { siteUrl, pathname, origin, remote }) {
  const title = String(fragment?.title ?? DEFAULT_TITLE);
  const description = String(fragment?.description ?? DEFAULT_DESCRIPTION);
  const head =
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}">` +
    shareTags({ title, description, url: pathname === undefined ? undefined : `${siteUrl}${pathname}` }) +
    remoteLinksForRuntime(fragment?.head ?? '', origin, remote);
  // Function replacers: the page HTML may contain "$&"-like sequences that a string replacement would expand.
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => fragment?.html ?? '');
}
