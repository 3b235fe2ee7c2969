// The local gateway on :8080: serves the shell, the runtime remotes config, the remotes (proxied under
// /_remotes/<name>/), the API (proxied under /api, and its staff pages under /staff) and every page as prerendered HTML.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyCompress from '@fastify/compress';
import { LRUCache } from 'lru-cache';
import { gatewayConfig } from '@site/config';
import { SECURITY_HEADER_NAMES } from '@site/http-policy';
import {
  AREA_NOT_FOUND_PATH,
  AREAS_FILE,
  areaForPath,
  FILES_FOLDER,
  fileOwner,
  fragmentLocation,
  manifestFolder,
  PAGES_FOLDER,
  pagePathOf,
  parseAreas,
  REMOTE_PROXY_PREFIX,
  SHELL_NOT_FOUND_PATH,
  fragmentFileName,
} from '@site/composition';
import { COHORT, PAGE, PRIVATE, REVALIDATE, UNAVAILABLE } from '../shared/cache-policy.mjs';
import { cohortsFor, manifestsFor } from './canary-cohorts.mjs';
import { canonicalPageTarget } from './canonical-path.mjs';
import { composePage } from './compose-page.mjs';
import { fileSnapshot } from '../shared/file-snapshot.mjs';
import { sendPage } from './page-answer.mjs';
import { createPageCache } from './page-cache.mjs';
import { proxyReplyOptions } from './proxy-headers.mjs';
import { originFor, publicOrigins } from './public-origin.mjs';
import { allowlistOrigins, overridesFor } from './remote-overrides.mjs';
import { remoteReleasesReader, stableManifests, upstreamFolder } from './remotes-config.mjs';
import { createRemoteVersions } from './remote-versions.mjs';
import { createBuildFeeds } from './build-feeds.mjs';
import { registerSecurityHeaders, securityServerOptions } from '../shared/security-headers.mjs';
import { serverTimeoutOptions } from '../shared/server-timeouts.mjs';
import { robotsTxt, sitemapXml } from './seo.mjs';
import { registerStaticFiles } from '../static-files/static-files.mjs';

/** Paths the API answers itself (its staff pages under /staff are per user and never go through the page cache). */
const API_PROXY_PREFIXES = ['/api', '/staff'];

/** Whether a request target lies under one of the API's prefixes (`/api/…`, `/staff`, `/staff/…`, `/staff?…`). */
function isApiPath(target) {
  return API_PROXY_PREFIXES.some((prefix) => target === prefix || target.startsWith(`${prefix}/`) || target.startsWith(`${prefix}?`));
}

/** Whether a request target names a remote server's change feed, however spelled (encoded, dot segments, …). */
function isBuildFeedPath(target) {
  let pathname;
  try {
    pathname = decodeURIComponent(new URL(target, 'http://gateway').pathname);
  } catch {
    return false;
  }
  return /^\/_remotes\/[^/]+\/+_build-events(?:\/|$)/i.test(pathname);
}

/**
 * The gateway. Its settings (`siteUrl` … `overrideAllowlist`) are those of @site/config's `gatewayConfig`: an entry
 * point passes `...gatewayConfig(process.env)`; a setting not given has the schema's default (never read from
 * this process' environment here, so a test's gateway is what its options say).
 * @param {Partial<import('@site/config').GatewaySettings> & {
 *   shellDist: string, remotes: Record<string, string>, apiOrigin: string, timeouts?: object, logger?: boolean,
 *   pageCache?: { pages?: number, notFound?: number, maxBytes?: number }, trustProxy?: import('@site/config').TrustProxy | string,
 *   random?: () => number,
 * }} o
 *   shellDist: the shell's dist folder; remotes: remote name -> origin of its static server (http://127.0.0.1:3101);
 *   apiOrigin: http://127.0.0.1:3000; timeouts: shorter connection limits (tests; server-timeouts.mjs);
 *   pageCache: composed pages kept in memory: entries for pages and for 404 pages (kept apart, so requests for
 *   unknown paths cannot push the site's pages out), and bytes of each cache.
 *   siteOrigins: a page requested with one of them as scheme + Host links to it, any other Host gets SITE_URL's.
 *   remotesConfigFile: checked per request, read again when it changes; absent: every remote at
 *   /_remotes/<name>/mf-manifest.json; a remote's entry is its live manifest URL, or its stable one and a canary
 *   (written by infra/scripts/deploy-remote.mjs). overrideAllowlist: empty: overrides are ignored
 *   (remote-overrides.mjs). random: draws canary cohorts (canary-cohorts.mjs); Math.random by default.
 */
export async function createGateway({ shellDist, remotes, apiOrigin, timeouts, pageCache = {}, random = Math.random, logger = false, ...given }) {
  const defined = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
  const { siteUrl, siteOrigins, trustProxy, remoteOrigins, remotesConfigFile, overrideAllowlist, apiSourceAddress } = {
    ...gatewayConfig({}),
    ...defined,
  };
  // Allow-listed preview origins serve code to the visitors who opt in: the CSP must admit them (none in production).
  const cspOrigins = [...new Set([...remoteOrigins, ...allowlistOrigins(overrideAllowlist)])];
  const app = Fastify({
    logger,
    trustProxy: trustProxy === false || typeof trustProxy === 'string' ? trustProxy : [...trustProxy],
    ...serverTimeoutOptions(timeouts),
    ...securityServerOptions({ remoteOrigins: cspOrigins }),
  });
  const areas = parseAreas(JSON.parse(await readFile(path.join(shellDist, AREAS_FILE), 'utf8')));
  const origins = publicOrigins({ siteUrl, siteOrigins });

  // CSP, HSTS, nosniff, Referrer-Policy, Permissions-Policy … on every answer (security-headers.mjs).
  await registerSecurityHeaders(app, { remoteOrigins: cspOrigins });

  // A path that cannot name a page or a file (a dot segment, an encoded separator: pagePathOf) is the 404 page,
  // whichever route would otherwise match it (the shell's static files would answer 403). The proxies check their
  // own paths (reply-from refuses traversal with 400).
  app.addHook('onRequest', async (request, reply) => {
    // A remote server's change feed is for the gateway only: visitors must not hold streams open on it.
    if (request.url.startsWith(REMOTE_PROXY_PREFIX) && isBuildFeedPath(request.url))
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Not Found' });
    if (isApiPath(request.url) || request.url.startsWith(REMOTE_PROXY_PREFIX)) return undefined;
    // `/index.html` too: the shell's template is no page of its own (it is `/` spelled another way).
    return pagePathOf(request.url).kind === 'not-a-page' || canonicalPageTarget(request.url) ? servePage(request, reply) : undefined;
  });

  const names = Object.keys(remotes);
  const overridePolicy = { names, allowlist: overrideAllowlist };
  const liveReleases = remoteReleasesReader(names, remotesConfigFile);
  const liveRemotes = () => stableManifests(liveReleases());
  // Which build each remote folder serves now: checked again when its server's change feed says so (a restart)
  // or, without a feed, on every request (one check in flight per folder).
  const feeds = createBuildFeeds(Object.values(remotes));
  app.addHook('onClose', async () => feeds.close());
  const versions = createRemoteVersions({ feeds });
  const maxBytes = pageCache.maxBytes ?? 64 * 1024 * 1024;
  const pages = createPageCache({ maxEntries: pageCache.pages ?? 1000, maxBytes, brotliQuality: 11 });
  const notFoundPages = createPageCache({ maxEntries: pageCache.notFound ?? 500, maxBytes: maxBytes / 4, brotliQuality: 5 });
  app.decorate('pageCaches', { pages, notFound: notFoundPages });
  /**
   * The remotes config one request sees: the stable versions, the canary of each remote whose canary cohort this
   * visitor is in (canary-cohorts.mjs), and this visitor's valid preview overrides on top (they take precedence).
   * Answers that depend on these cookies must not be shared by caches (cache-policy.mjs).
   */
  async function remotesFor(request, reply) {
    const releases = liveReleases();
    const { cohorts, setCookie: cohortCookie } = cohortsFor(request, releases, { random });
    const { overrides, setCookie: overrideCookie } = overridesFor(request, overridePolicy);
    const cookies = [overrideCookie, cohortCookie].filter((cookie) => cookie !== undefined);
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const cookieDependent = overrideAllowlist.length > 0 || Object.keys(cohorts).length > 0;
    if (cookieDependent) reply.header('vary', 'cookie');
    return {
      config: { ...manifestsFor(releases, cohorts), ...overrides },
      overridden: Object.keys(overrides).length > 0,
      /** Remotes with a canary: this answer was decided by the visitor's cohort of each. */
      cohorts,
      cookieSet: cookies.length > 0,
      cookieDependent,
    };
  }

  // Brotli or gzip for text (HTML, JS, CSS, JSON) when the client accepts it; the API compresses its own.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  app.get('/robots.txt', async (_request, reply) =>
    reply.header('cache-control', REVALIDATE).type('text/plain; charset=utf-8').send(robotsTxt(siteUrl)),
  );

  /**
   * A JSON file of a remote's build folder: its parsed content, 'missing' (404) or 'unreachable'.
   * @returns {Promise<any>}
   */
  async function fetchJson(url) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (response.status === 404) return 'missing';
      if (!response.ok) return 'unreachable';
      return await response.json();
    } catch {
      return 'unreachable';
    }
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    const live = liveRemotes();
    const lists = await Promise.all(
      names.map(async (name) => {
        const version = await versions.check(upstreamFolder(name, live[name], remotes));
        return version === 'unreachable' ? [] : version.routes.map((route) => route.path);
      }),
    );
    return reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, lists.flat()));
  });

  app.get('/remotes.json', async (request, reply) => {
    const { config, overridden, cohorts, cookieSet } = await remotesFor(request, reply);
    const byCohort = cookieSet || Object.keys(cohorts).length > 0;
    return reply.header('cache-control', overridden ? PRIVATE : byCohort ? COHORT : REVALIDATE).send(config);
  });

  // Hop-by-hop headers never cross; a remote's answer carries the site's policy, not its server's (proxy-headers.mjs).
  const remoteReplyOptions = proxyReplyOptions({ keepUpstreamPolicy: false, securityHeaderNames: SECURITY_HEADER_NAMES });
  for (const [name, origin] of Object.entries(remotes)) {
    await app.register(fastifyHttpProxy, { upstream: origin, prefix: `/_remotes/${name}`, rewritePrefix: '', replyOptions: remoteReplyOptions });
  }
  // The API's answers keep its own policy (a JSON CSP, the staff pages' one); the staff pages are per user and
  // no-store, so they are proxied like /api, never composed or cached.
  // The API believes this gateway's X-Forwarded-For/-Proto/-Host (its TRUST_PROXY): proxy-headers.mjs sets them.
  const apiReplyOptions = proxyReplyOptions({ keepUpstreamPolicy: true, securityHeaderNames: SECURITY_HEADER_NAMES });
  // From GATEWAY_SOURCE_ADDRESS when set: the API of `npm start` believes X-Forwarded-For from that address alone.
  const apiConnections = apiSourceAddress ? { undici: { localAddress: apiSourceAddress } } : {};
  for (const prefix of API_PROXY_PREFIXES) {
    await app.register(fastifyHttpProxy, { upstream: apiOrigin, prefix, rewritePrefix: prefix, replyOptions: apiReplyOptions, ...apiConnections });
  }

  await app.register(fastifyReplyFrom);
  // The shell's files from memory, with the .br/.gz the build wrote beside them (static-files.mjs); any other path
  // is a page (or the 404).
  await registerStaticFiles(app, { root: shellDist, onMissing: (request, reply) => servePage(request, reply) });

  // Checked by a stat at most once a millisecond, read again when a shell redeploy replaces them.
  const shellFileChecks = { reuseMs: 1 };
  const shellTemplate = fileSnapshot(path.join(shellDist, 'index.html'), (text) => text, shellFileChecks);
  const shellNotFound = fileSnapshot(path.join(shellDist, PAGES_FOLDER, fragmentFileName(SHELL_NOT_FOUND_PATH)), JSON.parse, shellFileChecks);
  /** The shell build's template and 404 fragment, and a key naming that pair. */
  function shellBuild() {
    const template = shellTemplate();
    const notFound = shellNotFound();
    if (template.value === undefined || notFound.value === undefined) throw new Error(`${shellDist}: index.html or the 404 fragment is missing`);
    return { template: template.value, notFound: notFound.value, key: `${template.signature}/${notFound.signature}` };
  }

  /**
   * The fragment of `pathname` in a build: looked up by exact route in the build's route list (of the version
   * just checked), so the fragment's location is built from the remote's own list, never from the request.
   * 'missing': not a page of the area.
   */
  async function fetchFragment(folder, routes, pathname) {
    const route = routes.find((entry) => entry.path === pathname);
    if (!route) return 'missing';
    const fragment = await fetchJson(`${folder}${fragmentLocation(route.path)}`);
    return fragment === 'missing' ? 'unreachable' : fragment;
  }

  /** The page or the area's 404 of a version of a remote's build; 503 (not cached) when it cannot be fetched. */
  async function composeAreaPage({ folder, routes, pathname, notFound, compose }) {
    const fragment = await fetchFragment(folder, routes, pathname);
    if (fragment === 'missing') {
      // An unknown path inside the area: the area's own 404 rendering (it hydrates through the remote).
      const areaNotFound = await fetchJson(`${folder}${fragmentLocation(AREA_NOT_FOUND_PATH)}`);
      if (areaNotFound === 'unreachable') return { status: 503, html: compose(null), cache: false };
      return { status: 404, html: compose(areaNotFound === 'missing' ? notFound : areaNotFound) };
    }
    if (fragment === 'unreachable') return { status: 503, html: compose(null), cache: false };
    return { status: fragment.status ?? 200, html: compose(fragment) };
  }

  /** Drops a remote folder's pages of other versions once a new one is live (they can no longer be asked for). */
  const liveVersions = new LRUCache({ max: 256 });
  function noteVersion(folder, token) {
    if (liveVersions.get(folder) === token) return;
    liveVersions.set(folder, token);
    for (const cache of [pages, notFoundPages]) cache.evict(folder, (key) => key.startsWith(`${folder}\n${token}\n`));
  }

  /**
   * Whether `pathname` is a page of its area's live (stable) build; a remote that cannot be asked is given the benefit
   * of the doubt (the canonical path then answers for itself).
   */
  async function isListedPage(pathname) {
    const area = areaForPath(areas, pathname);
    if (!area || !remotes[area.name]) return false;
    const version = await versions.check(upstreamFolder(area.name, liveRemotes()[area.name], remotes));
    return version === 'unreachable' || version.routes.some((route) => route.path === pathname);
  }

  async function servePage(request, reply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url}` });
    }
    // One address per page: a trailing slash or `/index.html` is redirected to the page's canonical path, query kept
    // (canonical-path.mjs); any other such spelling is the 404 page below.
    const canonical = canonicalPageTarget(request.url);
    if (canonical && (await isListedPage(canonical.path))) {
      return reply.code(301).header('location', canonical.location).header('cache-control', PAGE).send();
    }
    const target = pagePathOf(request.url);
    // Malformed percent-encoding (/%E0%A4%A): a client error, not a crash of the page handler.
    if (target.kind === 'malformed') return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Malformed URL.' });
    const pathname = target.kind === 'page' ? target.path : undefined;
    const owner = pathname && fileOwner(areas, pathname);
    // A published file (a PDF, security.txt) is no code: always the stable version's, and no cohort is drawn for it
    // (its answer stays cacheable, without a cookie).
    if (owner && remotes[owner.name]) {
      return reply.from(`${upstreamFolder(owner.name, liveRemotes()[owner.name], remotes)}${FILES_FOLDER}${pathname}`, remoteReplyOptions);
    }
    const { config, overridden, cohorts, cookieSet, cookieDependent } = await remotesFor(request, reply);
    const shell = shellBuild();
    const area = pathname && areaForPath(areas, pathname);
    // The fragment comes from the build this visitor's /remotes.json names, so the HTML hydrates with that code.
    const remote = area && remotes[area.name] ? { name: area.name, folder: manifestFolder(config[area.name]) } : undefined;
    const origin = originFor(request, origins);
    const compose = (fragment) => composePage(shell.template, fragment, { siteUrl, pathname, origin, remote });
    const vary = cookieDependent ? 'accept-encoding, cookie' : 'accept-encoding';
    // The page of a remote with a canary was chosen by this visitor's cohort: never kept by a shared cache.
    const byCohort = cookieSet || Boolean(area && cohorts[area.name]);
    const send = (page, surrogateKey) =>
      sendPage(request, reply, page, {
        cacheControl: overridden ? PRIVATE : page.status === 503 ? UNAVAILABLE : byCohort ? COHORT : PAGE,
        vary,
        surrogateKey,
      });
    // Everything a composed page depends on besides its path (siteUrl is fixed per gateway).
    const where = `${shell.key}\n${origin}\n${pathname ?? '(no page)'}`;

    // A path that names no page (an encoded separator, a dot segment) or no area: the shell's 404.
    if (!area || !remote) {
      const page = await notFoundPages.get(`shell\n${where}`, 'shell', async () => ({ status: 404, html: compose(shell.notFound) }));
      return send(page, 'pages');
    }
    const folder = upstreamFolder(area.name, config[area.name], remotes);
    const version = await versions.check(folder);
    // The remote is down: serve the bare shell; the browser shows the area's "Try again" fallback.
    // Kept with the 404 pages (cheap to compress); only served while the check says the remote is unreachable.
    if (version === 'unreachable') return send(await notFoundPages.get(`down\n${where}`, 'down', async () => ({ status: 503, html: compose(null) })));
    noteVersion(folder, version.token);
    const known = version.routes.some((route) => route.path === pathname);
    // Everything else a page depends on: the remote's folder and its version there (the visitor's cohort or
    // override picked the folder, so a canary page is never served for the stable version or the other way
    // round), and the manifest URL the stylesheet links are written for.
    const key = `${folder}\n${version.token}\n${remote.folder}\n${where}`;
    const page = await (known ? pages : notFoundPages).get(key, folder, () =>
      composeAreaPage({ folder, routes: version.routes, pathname, notFound: shell.notFound, compose }),
    );
    return send(page, `pages area-${area.name}`);
  }

  // The areas' pages have routes of their own, so a page request goes straight to the page cache instead of first
  // looking for a shell file of that name on disk. Every other path that is not a file of the shell is a page
  // too (or the 404).
  const pageRoutes = new Set(['/']);
  for (const area of areas) {
    for (const pagePath of area.paths) pageRoutes.add(pagePath);
    for (const prefix of area.prefixes) pageRoutes.add(prefix).add(`${prefix}/*`);
  }
  // Pages carry their own compressed bodies: @fastify/compress's hooks would only look and pass.
  for (const route of pageRoutes) app.get(route, { compress: false, decompress: false }, servePage);
  app.setNotFoundHandler(servePage);

  return app;
}
