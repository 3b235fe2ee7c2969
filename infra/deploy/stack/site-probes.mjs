// What the container run does as a visitor of the site: pages fetched through the gateway's published port, read
// as raw HTML (what a crawler or a browser without JavaScript gets).

/** @typedef {{ status: number, headers: Headers, html: string, h1: string | undefined }} Page */

/** The text of the first <h1> of a raw HTML document, tags dropped and white space collapsed. */
export function firstH1Text(html) {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match?.[1]
    ?.replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** GETs `path` of the site at `origin` as a browser navigating there. @returns {Promise<Page>} */
export async function fetchPage(origin, path) {
  const response = await fetch(new URL(path, origin), { headers: { accept: 'text/html' }, redirect: 'manual' });
  const html = await response.text();
  return { status: response.status, headers: response.headers, html, h1: firstH1Text(html) };
}
