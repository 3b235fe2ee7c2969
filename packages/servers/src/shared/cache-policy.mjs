// Cache-Control for everything the gateway and the remotes' servers send.
//   hashed assets (name.0123456789.js/css): immutable for a year — a new build has new names;
//   everything else (HTML, remotes.json, mf-manifest.json, remoteEntry.js, page fragments, PDFs): revalidate on
//   every use (ETag), so a redeploy is picked up at once;
//   pages (composed HTML): browsers revalidate on every use (max-age=0; the ETag makes that a 304), a shared cache
//   (CDN) may answer from its copy for 60 s and, while it revalidates in the background, up to 5 minutes more.
//   A deploy purges the CDN's pages (infra/README.md), so those windows only matter when a purge is missed: then a
//   visitor gets the previous HTML with the new code, which React re-renders on the client. In return a CDN
//   absorbs bursts and crawlers without any request reaching the gateway;
//   a page composed with a visitor's preview override: never stored anywhere (private, no-store);
//   a page that could not be composed (503, a remote down): not stored either, so it is retried at once;
//   an answer that depends on a visitor's canary cohort (a page of a remote with a canary, /remotes.json while any
//   remote has one, anything that sets the cohort cookie): `private, no-cache`, for the stable cohort as much as for
//   the canary one. Chosen over `public` + `Vary: Cookie` because CDNs do not key on cookies (most refuse to cache
//   such answers or ignore the Vary): a shared copy of the stable page would reach canary visitors (stable HTML with
//   canary code), and a visitor answered from it would never be assigned. The browser still keeps the page and
//   revalidates it with its ETag (a 304 for the same version); the gateway composes each version once anyway.

// A precompressed copy (`.br`, `.gz`, sent in place of its file: ../static-files/) is as immutable as its original.
const HASHED_ASSET = /\.[0-9a-f]{10}\.(?:js|css|cjs|woff2?|svg|png|webp|avif)(?:\.br|\.gz)?$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';
export const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
export const PRIVATE = 'private, no-store';
export const UNAVAILABLE = 'no-store';
export const COHORT = 'private, no-cache';

export function cacheControlFor(pathname) {
  return HASHED_ASSET.test(pathname) ? IMMUTABLE : REVALIDATE;
}
