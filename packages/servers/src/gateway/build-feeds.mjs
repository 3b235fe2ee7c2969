// The gateway's side of the remote servers' change feeds (../static-server/build-events.mjs): one open
// Server-Sent Events stream per remote server origin. While it is open, a build checked over it is still the one
// served; when it ends (the server stopped: a redeploy), or any event other than the first arrives, everything
// known about that origin's builds becomes stale and is checked again on the next request. Other origins (a CDN, a
// preview server) and a server without a feed are never trusted: their builds are checked on every request.
import http from 'node:http';

const BUILD_EVENTS_PATH = '/_build-events';
const RETRY_MS = 1000;
const UNSUPPORTED_RETRY_MS = 30_000;

class Feed {
  constructor(origin) {
    this.origin = origin;
    /** Bumped whenever what was learnt over this origin may be stale. */
    this.generation = 0;
    this.open = false;
    this.closed = false;
    this.connect();
  }

  connect() {
    if (this.closed) return;
    const request = http.get(new URL(BUILD_EVENTS_PATH, this.origin), { agent: false, headers: { accept: 'text/event-stream' } });
    this.request = request;
    request.on('response', (response) => {
      if (response.statusCode !== 200 || !String(response.headers['content-type']).startsWith('text/event-stream')) {
        response.resume();
        return this.retry(UNSUPPORTED_RETRY_MS);
      }
      let first = true;
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        // The first event says the server is serving; anything after a heartbeat comment is news.
        if (first && chunk.includes('event: serving')) {
          first = false;
          this.generation += 1;
          this.open = true;
        } else if (!chunk.startsWith(':')) {
          this.generation += 1;
        }
      });
      response.on('close', () => this.lost());
    });
    request.on('error', () => this.lost());
  }

  lost() {
    if (this.request === undefined) return;
    this.request = undefined;
    this.open = false;
    this.generation += 1;
    this.retry(RETRY_MS);
  }

  retry(ms) {
    this.request?.destroy();
    this.request = undefined;
    if (!this.closed) setTimeout(() => this.connect(), ms).unref();
  }

  close() {
    this.closed = true;
    this.open = false;
    this.request?.destroy();
  }
}

/** @param {string[]} origins  the remote servers' origins (REMOTE_<NAME>_ORIGIN); others have no feed */
export function createBuildFeeds(origins) {
  const subscribed = new Set(origins.map((origin) => new URL(origin).origin));
  const feeds = new Map();
  return {
    /**
     * A stamp of what is known about the origin of `url` now: a check started under a stamp is still valid while
     * `isCurrent(stamp)` holds. Undefined for an origin that is not one of the remote servers.
     * @param {string} url
     */
    stamp(url) {
      const { origin } = new URL(url);
      if (!subscribed.has(origin)) return undefined;
      let feed = feeds.get(origin);
      if (!feed) {
        feed = new Feed(origin);
        feeds.set(origin, feed);
      }
      return { feed, generation: feed.generation };
    },
    /** Whether nothing happened on the feed since `stamp` was taken (and it was open then and still is). */
    isCurrent(stamp) {
      return stamp?.feed.open === true && stamp.feed.generation === stamp.generation;
    },
    close() {
      for (const feed of feeds.values()) feed.close();
    },
  };
}
