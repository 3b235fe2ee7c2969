// nginx as the reference a static page can be served at: the same bytes from files, with the precompressed
// copies beside them (gzip_static, brotli_static). Installed from Debian when missing (root only).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { log, onCleanup } from '../lib/common.mjs';
import { isPortOpen, supervise } from '@site/harness';

const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];

function nginxBinary() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (existsSync(candidate)) return candidate;
  return undefined;
}

/**
 * The nginx binary, installing the Debian packages first when it (or its brotli module) is missing.
 * @returns {string}
 */
export function ensureNginx() {
  const installed = nginxBinary();
  if (installed && existsSync(BROTLI_STATIC_MODULE)) return installed;
  if (process.getuid?.() !== 0) throw new Error(`nginx is missing: sudo apt-get install -y ${PACKAGES.join(' ')}`);
  log(`installing ${PACKAGES.join(', ')} (apt-get)`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore' });
  // Debian's policy-rc.d (or the lack of an init) keeps the package's own service from starting.
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...PACKAGES], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const binary = nginxBinary();
  if (!binary) throw new Error(`nginx is still missing after installing ${PACKAGES.join(', ')}`);
  return binary;
}

const config = ({ dir, port }) => `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
load_module ${BROTLI_STATIC_MODULE};
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  types { text/html html; }
  default_type text/html;
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp;
  uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    gzip_static on;
    gzip_vary on;
    brotli_static on;
    location = / { try_files /index.html =404; }
    location /static/ { types { application/javascript js; } try_files $uri =404; }
    location / { try_files $uri.html =404; }
  }
}
`;

/**
 * Starts nginx on `port` serving `pages` (route -> { identity, gzip, br } bodies) from files under `dir`, and
 * `files` (path under /static/ -> bodies) as they are.
 * @param {{ dir: string, port: number, pages: Record<string, Record<string, Buffer>>, files?: Record<string, Record<string, Buffer>> }} o
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNginx({ dir, port, pages, files = {} }) {
  const binary = ensureNginx();
  await mkdir(path.join(dir, 'www'), { recursive: true });
  await mkdir(path.join(dir, 'tmp'), { recursive: true });
  for (const [route, bodies] of Object.entries(pages)) {
    const file = path.join(dir, 'www', route === '/' ? 'index.html' : `${route.slice(1)}.html`);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bodies.identity);
    await writeFile(`${file}.gz`, bodies.gzip);
    await writeFile(`${file}.br`, bodies.br);
  }
  for (const [location, bodies] of Object.entries(files)) {
    const file = path.join(dir, 'www', location);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bodies.identity);
    await writeFile(`${file}.gz`, bodies.gzip);
    await writeFile(`${file}.br`, bodies.br);
  }
  await writeFile(path.join(dir, 'nginx.conf'), config({ dir, port }));
  if (await isPortOpen(port)) throw new Error(`port ${port} is already in use`);
  // nginx runs in the foreground (`daemon off`); SIGTERM is its fast shutdown of master and workers.
  const nginx = await supervise({
    name: 'nginx',
    command: binary,
    args: ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')],
    port,
    readyTimeoutMs: 15_000,
  });
  const stop = () => nginx.stop();
  const unregister = onCleanup(`nginx :${port}`, stop);
  log(`nginx ${port} serving ${Object.keys(pages).join(', ')}`);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      unregister();
      await stop();
    },
  };
}
