// The local gateway on :8080: serves the shell, the runtime remotes config, the remotes (proxied under
// /_remotes/<name>/), the API (proxied under /api) and every page as prerendered HTML.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyCompress from '@fastify/compress';
import {
  AREA_NOT_FOUND_PATH,
  AREAS_FILE,
  areaForPath,
  FILES_FOLDER,
  fileOwner,
  fragmentLocation,
  isPagePath,
  manifestFolder,
  PAGES_FOLDER,
  pagePathOf,
  parseAreas,
  parseRouteList,
  REMOTE_PROXY_PREFIX,
  routesLocation,
  SHELL_NOT_FOUND_PATH,
  fragmentFileName,
} from '@site/composition';
import { cacheControlFor, REVALIDATE } from './cache-policy.mjs';
import { composePage } from './compose-page.mjs';
import { proxyReplyOptions } from './proxy-headers.mjs';
import { originFor, publicOrigins, siteOriginsFromEnv } from './public-origin.mjs';
import { allowlistOrigins, overridesFor, parseOverrideAllowlist } from './remote-overrides.mjs';
import { readRemotesConfig, upstreamFolder } from './remotes-config.mjs';
import { registerSecurityHeaders, remoteOriginsFromEnv, SECURITY_HEADER_NAMES, securityServerOptions } from './security-headers.mjs';
import { serverTimeoutOptions } from './server-timeouts.mjs';
import { robotsTxt, sitemapXml } from './seo.mjs';

/**
 * @param {object} o
 * @param {string} o.shellDist      the shell's dist folder
 * @param {Record<string,string>} o.remotes  remote name -> origin of its static server (http://127.0.0.1:3101)
 * @param {string} o.apiOrigin      http://127.0.0.1:3000
 * @param {string} [o.siteUrl]      public origin for canonical URLs, the sitemap and the pages' links (env SITE_URL)
 * @param {string[]} [o.siteOrigins]  other origins the site answers under (env SITE_ORIGINS); a page requested with
 *                                    one of them as scheme + Host links to it, any other Host gets SITE_URL's
 * @param {string | string[] | false} [o.trustProxy]  proxies whose X-Forwarded-Proto/-Host/-For are believed (env
 *                                    TRUST_PROXY: addresses, CIDRs, `loopback`); none by default
 * @param {object} [o.timeouts]       shorter connection limits (tests; server-timeouts.mjs)
 * @param {string[]} [o.remoteOrigins]  public origins of remotes served from elsewhere (a CDN), allowed by the CSP
 *                                    (env CSP_REMOTE_ORIGINS); none by default: remotes are proxied same-origin
 * @param {string} [o.remotesConfigFile]  JSON file: remote name -> manifest URL of its live version (env
 *                                    REMOTES_CONFIG_FILE, written by infra/scripts/deploy-remote.mjs); re-read per
 *                                    request; absent: every remote at /_remotes/<name>/mf-manifest.json
 * @param {URL[]} [o.overrideAllowlist]  where preview overrides may load a remote from (env
 *                                    REMOTE_OVERRIDE_ALLOWLIST); empty: overrides are ignored (remote-overrides.mjs)
 * @param {boolean} [o.logger]
 */
export async function createGateway({
  shellDist,
  remotes,
  apiOrigin,
  siteUrl = process.env.SITE_URL ?? 'http://localhost:8080',
  siteOrigins = siteOriginsFromEnv(),
  trustProxy = process.env.TRUST_PROXY || false,
  timeouts,
  remoteOrigins = remoteOriginsFromEnv(),
  remotesConfigFile = process.env.REMOTES_CONFIG_FILE || undefined,
  overrideAllowlist = parseOverrideAllowlist(),
  logger = false,
}) {
  // Allow-listed preview origins serve code to the visitors who opt in: the CSP must admit them (none in production).
  const cspOrigins = [...new Set([...remoteOrigins, ...allowlistOrigins(overrideAllowlist)])];
  const app = Fastify({
    logger,
    trustProxy,
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
    if (request.url.startsWith('/api/') || request.url.startsWith(REMOTE_PROXY_PREFIX)) return undefined;
    return pagePathOf(request.url).kind === 'not-a-page' ? servePage(request, reply) : undefined;
  });

  const names = Object.keys(remotes);
  const overridePolicy = { names, allowlist: overrideAllowlist };
  /**
   * The remotes config one request sees: the live one, with this visitor's valid preview overrides on top.
   * Answers that depend on the override cookie must not be shared by caches.
   */
  async function remotesFor(request, reply) {
    const live = await readRemotesConfig(names, remotesConfigFile);
    const { overrides, setCookie } = overridesFor(request, overridePolicy);
    if (setCookie) reply.header('set-cookie', setCookie);
    if (overrideAllowlist.length > 0) reply.header('vary', 'cookie');
    return { live, config: { ...live, ...overrides }, overridden: Object.keys(overrides).length > 0 };
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

  /** The pages a build publishes (its route list): the list, or 'unreachable' (also for a broken list). */
  async function fetchRoutes(folder) {
    const list = await fetchJson(`${folder}${routesLocation()}`);
    if (list === 'missing' || list === 'unreachable') return 'unreachable';
    try {
      return parseRouteList(list, isPagePath);
    } catch {
      return 'unreachable';
    }
  }

  app.get('/sitemap.xml', async (_request, reply) => {
    const live = await readRemotesConfig(names, remotesConfigFile);
    const lists = await Promise.all(
      names.map(async (name) => {
        const routes = await fetchRoutes(upstreamFolder(name, live[name], remotes));
        return routes === 'unreachable' ? [] : routes.map((route) => route.path);
      }),
    );
    return reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, lists.flat()));
  });

  app.get('/remotes.json', async (request, reply) => {
    const { config, overridden } = await remotesFor(request, reply);
    return reply.header('cache-control', overridden ? 'private, no-store' : 'no-cache').send(config);
  });

  // Hop-by-hop headers never cross; a remote's answer carries the site's policy, not its server's (proxy-headers.mjs).
  const remoteReplyOptions = proxyReplyOptions({ keepUpstreamPolicy: false, securityHeaderNames: SECURITY_HEADER_NAMES });
  for (const [name, origin] of Object.entries(remotes)) {
    await app.register(fastifyHttpProxy, { upstream: origin, prefix: `/_remotes/${name}`, rewritePrefix: '', replyOptions: remoteReplyOptions });
  }
  await app.register(fastifyHttpProxy, {
    upstream: apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    replyOptions: proxyReplyOptions({
      keepUpstreamPolicy: true,
      securityHeaderNames: SECURITY_HEADER_NAMES,
      // The API rate-limits per client address; it trusts X-Forwarded-For only from loopback (this gateway).
      requestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    }),
  });

  await app.register(fastifyReplyFrom);
  await app.register(fastifyStatic, {
    root: shellDist,
    index: false,
    wildcard: true,
    serveDotFiles: false,
    cacheControl: false,
    // @fastify/static 10 passes the Fastify reply.
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });

  async function shellTemplate() {
    // Read per request: a shell redeploy replaces index.html and must be picked up at once.
    return readFile(path.join(shellDist, 'index.html'), 'utf8');
  }

  async function notFoundFragment() {
    return JSON.parse(await readFile(path.join(shellDist, PAGES_FOLDER, fragmentFileName(SHELL_NOT_FOUND_PATH)), 'utf8'));
  }

  /**
   * The page of `pathname` in a build: looked up by exact route in the build's route list, so the fragment's
   * location is built from the remote's own list, never from the request. 'missing': not a page of the area.
   */
  async function fetchPage(folder, pathname) {
    const routes = await fetchRoutes(folder);
    if (routes === 'unreachable') return 'unreachable';
    const route = routes.find((entry) => entry.path === pathname);
    if (!route) return 'missing';
    const fragment = await fetchJson(`${folder}${fragmentLocation(route.path)}`);
    return fragment === 'missing' ? 'unreachable' : fragment;
  }

  async function servePage(request, reply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url}` });
    }
    const target = pagePathOf(request.url);
    // Malformed percent-encoding (/%E0%A4%A): a client error, not a crash of the page handler.
    if (target.kind === 'malformed') return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Malformed URL.' });
    const pathname = target.kind === 'page' ? target.path : undefined;
    const { live, config, overridden } = await remotesFor(request, reply);
    const owner = pathname && fileOwner(areas, pathname);
    if (owner && remotes[owner.name]) {
      return reply.from(`${upstreamFolder(owner.name, live[owner.name], remotes)}${FILES_FOLDER}${pathname}`, remoteReplyOptions);
    }
    const template = await shellTemplate();
    const area = pathname && areaForPath(areas, pathname);
    // The fragment comes from the build this visitor's /remotes.json names, so the HTML hydrates with that code.
    const remote = area && remotes[area.name] ? { name: area.name, folder: manifestFolder(config[area.name]) } : undefined;
    const origin = originFor(request, origins);
    const html = (fragment, status) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', overridden ? 'private, no-store' : REVALIDATE)
        .send(composePage(template, fragment, { siteUrl, pathname, origin, remote }));

    // A path that names no page (an encoded separator, a dot segment) or no area: the shell's 404.
    if (!area || !remote) return html(await notFoundFragment(), 404);
    const folder = upstreamFolder(area.name, config[area.name], remotes);
    const fragment = await fetchPage(folder, pathname);
    if (fragment === 'missing') {
      // An unknown path inside the area: the area's own 404 rendering (it hydrates through the remote).
      const areaNotFound = await fetchJson(`${folder}${fragmentLocation(AREA_NOT_FOUND_PATH)}`);
      if (areaNotFound === 'unreachable') return html(null, 503);
      return html(areaNotFound === 'missing' ? await notFoundFragment() : areaNotFound, 404);
    }
    // The remote is down: serve the bare shell; the browser shows the area's "Try again" fallback.
    if (fragment === 'unreachable') return html(null, 503);
    return html(fragment, fragment.status ?? 200);
  }

  // Every path that is not a file of the shell is a page (or the 404).
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);

  return app;
}
