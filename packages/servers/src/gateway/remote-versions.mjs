// Which build a remote's folder serves right now, and that build's route list. A remote can be redeployed without
// any change the gateway would see (its static server repointed at a new folder, a preview server rebuilt in
// place), so the version is asked of the folder itself: the validators (ETag) of its mf-manifest.json (the code)
// and pages/_routes.json (the prerendered pages, written after them). Asking is a conditional GET answered 304
// while nothing changed; the route list is fetched again only when the version changes.
//
// Freshness: a request only trusts an answer to a check that started after it arrived, so a page requested after
// a deploy finished is never composed from the build before it. Concurrent requests share one check in flight per
// folder (the next one starts as soon as it ends), so a burst of requests costs one round trip, not one each.
// A folder on one of the remote servers is not asked again while that server's change feed stays open and quiet
// (build-feeds.mjs): a redeploy restarts the server, which ends the feed.
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { isPagePath, parseRouteList, routesLocation } from '@site/composition';

const MANIFEST = 'mf-manifest.json';
const TIMEOUT_MS = 3000;

/**
 * A conditional GET: { validator, body? } (body only when it changed), 'missing' (404) or 'unreachable'.
 * A server that sends no ETag gets the content's hash as validator (and is asked for the whole file every time).
 */
async function revalidate(url, known) {
  try {
    /** @type {Record<string, string>} */
    const headers = known?.etag ? { 'if-none-match': known.etag } : {};
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (response.status === 304 && known) {
      await response.body?.cancel();
      return known;
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return 'missing';
    }
    if (!response.ok) {
      await response.body?.cancel();
      return 'unreachable';
    }
    const body = await response.text();
    const etag = response.headers.get('etag') ?? undefined;
    const validator = etag ?? createHash('sha256').update(body).digest('base64url');
    return known && known.validator === validator ? known : { etag, validator, body };
  } catch {
    return 'unreachable';
  }
}

/** One folder's state and its single check in flight. */
class FolderVersion {
  constructor(folder, feeds) {
    this.folder = folder;
    this.feeds = feeds;
    /** The feed's stamp when the last successful check started */
    this.stamp = undefined;
    this.manifest = undefined;
    this.routeList = undefined;
    /** { token, routes } of the last successful check */
    this.current = undefined;
    this.running = undefined;
    this.queued = undefined;
  }

  /**
   * The version known, while the feed vouches for it; else a check that starts now, or right after the one in
   * flight (which may have started before this request).
   */
  check() {
    if (this.current && this.feeds.isCurrent(this.stamp)) return this.current;
    if (!this.running) return this.start();
    this.queued ??= this.running.then(() => {
      this.queued = undefined;
      return this.start();
    });
    return this.queued;
  }

  start() {
    this.running = this.run().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** @returns {Promise<{ token: string, routes: import('@site/composition').RouteListEntry[] } | 'unreachable'>} */
  async run() {
    const stamp = this.feeds.stamp(this.folder);
    const [manifest, routeList] = await Promise.all([
      revalidate(`${this.folder}${MANIFEST}`, this.manifest),
      revalidate(`${this.folder}${routesLocation()}`, this.routeList),
    ]);
    if (typeof manifest === 'string' || typeof routeList === 'string') return 'unreachable';
    if (manifest === this.manifest && routeList === this.routeList && this.current) {
      this.stamp = stamp;
      return this.current;
    }
    let routes = routeList === this.routeList ? this.current?.routes : undefined;
    try {
      routes ??= parseRouteList(JSON.parse(routeList.body), isPagePath);
    } catch {
      return 'unreachable';
    }
    // Only the validators are kept: the bodies were needed once.
    this.manifest = { etag: manifest.etag, validator: manifest.validator };
    this.routeList = { etag: routeList.etag, validator: routeList.validator };
    const token = createHash('sha256').update(`${manifest.validator}\n${routeList.validator}`).digest('base64url').slice(0, 22);
    this.current = { token, routes };
    this.stamp = stamp;
    return this.current;
  }
}

/**
 * @param {{ feeds: ReturnType<typeof import('./build-feeds.mjs').createBuildFeeds>, maxFolders?: number }} o
 *   feeds: the remote servers' change feeds; maxFolders: folders tracked at once (live remotes, preview overrides)
 */
export function createRemoteVersions({ feeds, maxFolders = 64 }) {
  /** @type {LRUCache<string, FolderVersion>} */
  const folders = new LRUCache({ max: maxFolders });
  return {
    /**
     * The version and route list a folder (ending in /) serves now, or 'unreachable' (a value while the server's
     * feed vouches for the last check, else a promise).
     * @param {string} folder
     */
    check(folder) {
      let state = folders.get(folder);
      if (!state) {
        state = new FolderVersion(folder, feeds);
        folders.set(folder, state);
      }
      return state.check();
    },
  };
}
