// Crawler-facing files: robots.txt and a sitemap built from the route lists the remotes publish with their
// pages (dist/pages/_routes.json), so a remote's new page is listed without touching the shell or the gateway.
import { escapeHtml } from '@site/composition';

export function robotsTxt(siteUrl) {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_remotes/\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

/** @param {string} siteUrl @param {string[]} paths */
export function sitemapXml(siteUrl, paths) {
  const urls = [...new Set(paths)]
    .sort()
    .map((p) => `  <url><loc>${escapeHtml(`${siteUrl}${p}`)}</loc></url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
