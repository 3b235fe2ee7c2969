// A small composed site for the gateway's tests, in a temporary folder: a shell build, two remotes' builds on
// real static servers (platform: pages and published files; services: a prefix area), a stand-in API that answers
// with hop-by-hop headers of its own, and gateways started on a free port with any options.
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { createStaticServer } from '../src/static-server/server.mjs';
import { createGateway } from '../src/gateway/server.mjs';

export const SITE_URL = 'https://www.site.example';
const INDEX_HTML = '<!DOCTYPE html><html lang="en" class="dark"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const AREAS = [
  { name: 'platform', paths: ['/', '/pricing'], prefixes: ['/product'], files: ['/sample.pdf', '/.well-known/security.txt'] },
  { name: 'services', paths: [], prefixes: ['/services'], files: [] },
];

async function write(file, content) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

/**
 * A remote's build as the prerenderer writes it: fragments, route list, stylesheet links under /_remotes/<name>/;
 * with `build`, its pages also say `<p>build <build></p>` (telling versions apart).
 */
async function remoteBuild(dir, name, routes, build) {
  const head = `<link rel="stylesheet" href="/_remotes/${name}/static/css/area.css">`;
  await write(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: name, secret: 'MANIFEST-CONTENT' }));
  await write(path.join(dir, 'remoteEntry.js'), `var ${name} = {};\n`);
  await write(path.join(dir, 'pages', '_routes.json'), JSON.stringify(routes.map((route) => ({ path: route, title: route }))));
  for (const route of routes) {
    const file = route === '/' ? 'index.json' : `${route.slice(1)}.json`;
    await write(
      path.join(dir, 'pages', file),
      JSON.stringify({
        path: route,
        status: 200,
        title: `Page ${route}`,
        head,
        html: `<h1>Page ${route}</h1>${build ? `<p>build ${build}</p>` : ''}`,
      }),
    );
  }
  await write(path.join(dir, 'pages', '__not-found__.json'), JSON.stringify({ status: 404, head, html: '<h1>Page Not Found</h1>' }));
}

export async function startTestSite() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'gateway-site-'));
  const closers = [];
  const shell = path.join(tmp, 'shell');
  await write(path.join(shell, 'index.html'), INDEX_HTML);
  await write(path.join(shell, 'areas.json'), JSON.stringify(AREAS));
  await write(path.join(shell, 'pages', '404.json'), JSON.stringify({ status: 404, title: 'Page Not Found', html: '<h1>Page Not Found</h1>' }));

  await remoteBuild(path.join(tmp, 'platform'), 'platform', ['/', '/pricing', '/product/overview']);
  await write(path.join(tmp, 'platform', 'files', 'sample.pdf'), '%PDF-1.4\n');
  await write(path.join(tmp, 'platform', 'files', '.well-known', 'security.txt'), 'Contact: mailto:security@site.example\n');
  await remoteBuild(path.join(tmp, 'services'), 'services', ['/services/custom-development']);
  // A fragment file the area does not list as a page: it must not be served.
  await write(path.join(tmp, 'services', 'pages', 'services', 'unlisted.json'), JSON.stringify({ html: '<h1>UNLISTED</h1>' }));
  // A preview server: an allow-listed build under /qa/, and files outside it.
  await remoteBuild(path.join(tmp, 'preview', 'qa'), 'services', ['/services/custom-development']);
  await write(path.join(tmp, 'preview', 'outside.json'), JSON.stringify({ html: '<h1>OUTSIDE THE PREFIX</h1>' }));
  await remoteBuild(path.join(tmp, 'preview', 'qa-evil'), 'services', ['/services/custom-development']);

  const servers = new Map();
  async function serve(dir, port = 0) {
    const server = await createStaticServer({ dir, remoteOrigins: [] });
    await server.listen({ port, host: '127.0.0.1' });
    servers.set(server, true);
    // A server replaced by a redeploy is closed there already.
    closers.push(() => servers.delete(server) && server.close());
    return { server, origin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.server.address()).port}` };
  }
  const remoteServers = { platform: await serve(path.join(tmp, 'platform')), services: await serve(path.join(tmp, 'services')) };
  const remotes = Object.fromEntries(Object.entries(remoteServers).map(([name, { origin }]) => [name, origin]));
  let deploys = 0;
  const previewOrigin = (await serve(path.join(tmp, 'preview'))).origin;

  // The stand-in API answers like a Node server would, plus hop-by-hop headers a proxy must not pass on.
  const api = Fastify();
  api.addHook('onSend', async (_request, reply) => {
    reply.header('connection', 'keep-alive, x-upstream-hop');
    reply.header('x-upstream-hop', 'only for the gateway');
    reply.header('keep-alive', 'timeout=99');
    reply.header('proxy-authenticate', 'Basic realm="upstream"');
  });
  api.get('/api/health', async () => ({ status: 'ok' }));
  // What the API learns about the client from the gateway's forwarding headers (and whatever else of that kind arrived).
  const FORWARDING = /^(forwarded|x-forwarded-.*|x-real-ip|x-client-ip)$/;
  for (const route of ['/api/forwarded', '/staff/forwarded']) {
    api.get(route, async (request) => Object.fromEntries(Object.entries(request.headers).filter(([name]) => FORWARDING.test(name))));
  }
  api.post('/api/contact-submissions', async (request, reply) => reply.code(202).send({ id: 'lead-1', received: request.body }));
  // The staff pages: per user, with their own policy and cookie (counted: the gateway must not cache them).
  let staffPageViews = 0;
  api.get('/staff/leads', async (request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'none'; style-src 'self'")
      .header('cache-control', 'no-store')
      .header('set-cookie', 'staff_session=abc; Path=/; HttpOnly; SameSite=Strict')
      .send(`<!doctype html><title>Leads</title><p>view ${++staffPageViews} for ${request.headers.cookie ?? 'a stranger'}</p>`),
  );
  api.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  api.post('/staff/sign-in', async (request, reply) =>
    reply
      .code(303)
      .header('location', request.body === 'username=a&password=b' ? '/staff/leads' : '/staff/sign-in')
      .send(),
  );
  await api.listen({ port: 0, host: '127.0.0.1' });
  closers.push(() => api.close());

  return {
    /** The folder holding the remotes' folders (e.g. for a remotes config file naming their versions). */
    dir: tmp,
    previewOrigin,
    /** Publishes a build of a remote as the version folder <name>/<version>/ (its pages say "build <version>"). */
    publish: (name, version, routes) => remoteBuild(path.join(tmp, name, version), name, routes, version),
    /**
     * An independent redeploy of one remote, as the browser tests do it: a copy of its build changed by
     * `change(dir)`, then its static server restarted on the same port over the new folder (no config changes).
     */
    async redeploy(name, change) {
      const dir = path.join(tmp, `${name}-deploy-${++deploys}`);
      await cp(path.join(tmp, name), dir, { recursive: true });
      await change(dir);
      const old = remoteServers[name].server;
      servers.delete(old);
      await old.close();
      remoteServers[name] = await serve(dir, Number(new URL(remotes[name]).port));
    },
    /** Writes a page fragment of a remote build folder (as the prerenderer would). */
    writeFragment: (dir, file, fragment) => write(path.join(dir, 'pages', file), JSON.stringify(fragment)),
    /** Starts a gateway over this site; returns its port. */
    async gateway(options = {}) {
      const app = await createGateway({
        shellDist: shell,
        remotes,
        apiOrigin: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (api.server.address()).port}`,
        siteUrl: SITE_URL,
        siteOrigins: [],
        remoteOrigins: [],
        overrideAllowlist: [],
        trustProxy: false,
        ...options,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      closers.push(() => app.close());
      return { app, port: /** @type {import('node:net').AddressInfo} */ (app.server.address()).port };
    },
    async stop() {
      for (const close of closers.reverse()) await close();
      await rm(tmp, { recursive: true, force: true });
    },
  };
}
