// The local gateway on :8080: serves the shell, the runtime remotes config, the remotes (proxied under
// /_remotes/<name>/), the API (proxied under /api) and every page as prerendered HTML.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyCompress from '@fastify/compress';
import { AREA_NOT_FOUND_PATH, areaForPath, fragmentFileName } from './areas.mjs';
import { cacheControlFor, REVALIDATE } from './cache-policy.mjs';
import { composePage } from './compose-page.mjs';
import { allowlistOrigins, overridesFor, parseOverrideAllowlist } from './remote-overrides.mjs';
import { manifestFolder, readRemotesConfig, upstreamFolder } from './remotes-config.mjs';
import { registerSecurityHeaders, remoteOriginsFromEnv, securityServerOptions } from './security-headers.mjs';
import { robotsTxt, sitemapXml } from './seo.mjs';

/**
 * @param {object} o
 * @param {string} o.shellDist      the shell's dist folder
 * @param {Record<string,string>} o.remotes  remote name -> origin of its static server (http://127.0.0.1:3101)
 * @param {string} o.apiOrigin      http://127.0.0.1:3000
 * @param {string} [o.siteUrl]      public origin for canonical URLs and the sitemap (env SITE_URL)
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
  remoteOrigins = remoteOriginsFromEnv(),
  remotesConfigFile = process.env.REMOTES_CONFIG_FILE || undefined,
  overrideAllowlist = parseOverrideAllowlist(),
  logger = false,
}) {
  // Allow-listed preview origins serve code to the visitors who opt in: the CSP must admit them (none in production).
  const cspOrigins = [...new Set([...remoteOrigins, ...allowlistOrigins(overrideAllowlist)])];
  const app = Fastify({ logger, ...securityServerOptions({ remoteOrigins: cspOrigins }) });
  const areas = JSON.parse(await readFile(path.join(shellDist, 'areas.json'), 'utf8'));

  // CSP, HSTS, nosniff, Referrer-Policy, Permissions-Policy … on every answer (security-headers.mjs).
  await registerSecurityHeaders(app, { remoteOrigins: cspOrigins });

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

  app.get('/sitemap.xml', async (_request, reply) => {
    const live = await readRemotesConfig(names, remotesConfigFile);
    const lists = await Promise.all(
      names.map(async (name) => {
        try {
          const folder = upstreamFolder(name, live[name], remotes);
          const response = await fetch(`${folder}pages/_routes.json`, { signal: AbortSignal.timeout(3000) });
          return response.ok ? (await response.json()).map((route) => route.path) : [];
        } catch {
          return [];
        }
      }),
    );
    return reply.header('cache-control', REVALIDATE).type('application/xml; charset=utf-8').send(sitemapXml(siteUrl, lists.flat()));
  });

  app.get('/remotes.json', async (request, reply) => {
    const { config, overridden } = await remotesFor(request, reply);
    return reply.header('cache-control', overridden ? 'private, no-store' : 'no-cache').send(config);
  });

  for (const [name, origin] of Object.entries(remotes)) {
    await app.register(fastifyHttpProxy, { upstream: origin, prefix: `/_remotes/${name}`, rewritePrefix: '' });
  }
  await app.register(fastifyHttpProxy, {
    upstream: apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    // The API rate-limits per client address; it trusts X-Forwarded-For only from loopback (this gateway).
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-forwarded-for': request.ip }),
    },
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
    return JSON.parse(await readFile(path.join(shellDist, 'pages', '404.json'), 'utf8'));
  }

  /** The page fragment from the owning remote's build folder: a fragment, 'missing' (404) or 'unreachable'. */
  async function fetchFragment(folder, pathname) {
    try {
      const response = await fetch(`${folder}pages/${fragmentFileName(pathname)}`, { signal: AbortSignal.timeout(3000) });
      if (response.status === 404) return 'missing';
      if (!response.ok) return 'unreachable';
      return await response.json();
    } catch {
      return 'unreachable';
    }
  }

  /** The area whose remote publishes `pathname` as a static file (dist/files/...), if any. */
  const fileOwner = (pathname) => areas.find((area) => area.files?.includes(pathname));

  async function servePage(request, reply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `${request.method} ${request.url}` });
    }
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://gateway').pathname);
    } catch {
      // Malformed percent-encoding (/%E0%A4%A): a client error, not a crash of the page handler.
      return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Malformed URL.' });
    }
    const { live, config, overridden } = await remotesFor(request, reply);
    const owner = fileOwner(pathname);
    if (owner && remotes[owner.name]) return reply.from(`${upstreamFolder(owner.name, live[owner.name], remotes)}files${pathname}`);
    const template = await shellTemplate();
    const area = areaForPath(areas, pathname);
    // The fragment comes from the build this visitor's /remotes.json names, so the HTML hydrates with that code.
    const remote = area && remotes[area.name] ? { name: area.name, folder: manifestFolder(config[area.name]) } : undefined;
    const html = (fragment, status) =>
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', overridden ? 'private, no-store' : REVALIDATE)
        .send(composePage(template, fragment, { siteUrl, pathname, origin: `${request.protocol}://${request.headers.host}`, remote }));

    if (!area || !remote) return html(await notFoundFragment(), 404);
    const folder = upstreamFolder(area.name, config[area.name], remotes);
    const fragment = await fetchFragment(folder, pathname);
    if (fragment === 'missing') {
      // An unknown path inside the area: the area's own 404 rendering (it hydrates through the remote).
      const areaNotFound = await fetchFragment(folder, AREA_NOT_FOUND_PATH);
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
