// Merges a prerendered page fragment (stored with the remote that owns the page) into the shell's current
// index.html. Keeping the two apart lets either side be redeployed without re-rendering the other.

const DEFAULT_TITLE = 'Surface Harvester | Governed external exposure monitoring';
const DEFAULT_DESCRIPTION =
  'Governed external exposure monitoring: asset discovery, exposure validation and signed audit evidence.';

export function escapeHtml(text) {
  return String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * @param {string} template  the shell's dist/index.html (with <!--app-head--> and <!--app-html--> markers)
 * @param {{title?: string, description?: string, head?: string, html?: string} | null} fragment  null: bare shell
 */
export function composePage(template, fragment) {
  const title = fragment?.title ?? DEFAULT_TITLE;
  const description = fragment?.description ?? DEFAULT_DESCRIPTION;
  const head =
    `<title>${escapeHtml(title)}</title>` +
    `<meta name="description" content="${escapeHtml(description)}">` +
    (fragment?.head ?? '');
  // Function replacers: the page HTML may contain "$&"-like sequences that a string replacement would expand.
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => fragment?.html ?? '');
}
