// Cache-Control for everything the gateway and the remotes' servers send.
//   hashed assets (name.0123456789.js/css): immutable for a year — a new build has new names;
//   everything else (HTML, remotes.json, mf-manifest.json, remoteEntry.js, page fragments, PDFs): revalidate on
//   every use (ETag), so a redeploy is picked up at once.

const HASHED_ASSET = /\.[0-9a-f]{10}\.(?:js|css|cjs|woff2?|svg|png|webp|avif)$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

export function cacheControlFor(pathname) {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : REVALIDATE;
}
