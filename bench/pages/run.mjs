// bench/pages: the gateway's composed pages against nginx serving the very same bytes from files (precompressed,
// gzip_static/brotli_static), in the same run: autocannon on /, /pricing and /contact with no Accept-Encoding,
// with gzip and with br; the time to first byte of a warm page; and a repeat visit with the page's ETag (304).
// Then static files with br, from memory: the shell's largest hashed asset (gateway), a remote's remoteEntry.js
// (through the gateway's /_remotes proxy, and from the remote's static server itself), against nginx.
//
//   node bench/pages/run.mjs     (env BENCH_PAGES_SECONDS, default 8; BENCH_PAGES_CONNECTIONS, default 50;
//                                 BENCH_PAGES_PORT_BASE, default 19300)
import http from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { supervise } from '@site/harness';
import { fmt, isMain, log, onCleanup, percentile, ROOT, runBench, sleep, table, verdict } from '../lib/common.mjs';
import { startNginx } from './nginx.mjs';

// The site on base+80, its remotes on base+101..104 (serve-site.mjs), nginx on base+90.
const PORT_BASE = Number(process.env.BENCH_PAGES_PORT_BASE ?? 19300);
const SITE_PORT = PORT_BASE + 80;
const NGINX_PORT = PORT_BASE + 90;
const PLATFORM_PORT = PORT_BASE + 101;
const ROUTES = ['/', '/pricing', '/contact'];
const ENCODINGS = [
  { label: 'none', header: undefined },
  { label: 'gzip', header: 'gzip' },
  { label: 'br', header: 'br' },
];
const SECONDS = Number(process.env.BENCH_PAGES_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_PAGES_CONNECTIONS ?? 50);
const TARGETS = { ratio: 0.5, p99Ms: 30, ttfbMs: 1 };
const TTFB_SAMPLES = 200;

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One GET, bytes as sent (no decoding), with the time to the first byte of the answer. */
function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    http
      .get(url, { headers, agent }, (response) => {
        const ttfbMs = Number(process.hrtime.bigint() - started) / 1e6;
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks), ttfbMs }));
      })
      .on('error', reject);
  });
}

/** The shell build's largest hashed script: what a first visit waits for most. */
async function largestShellAsset() {
  const dist = path.join(ROOT, 'shell', 'dist');
  const names = (await readdir(dist)).filter((name) => /^[\w-]+\.[0-9a-f]{10}\.js$/.test(name));
  const sizes = await Promise.all(names.map(async (name) => ({ name, size: (await stat(path.join(dist, name))).size })));
  return sizes.sort((a, b) => b.size - a.size)[0].name;
}

/** The gateway's page (or a server's file) in each coding, byte for byte: what nginx will serve. */
async function composedBytes(base, route) {
  const bodies = {};
  for (const [coding, accept] of [
    ['identity', 'identity'],
    ['gzip', 'gzip'],
    ['br', 'br'],
  ]) {
    const answer = await get(`${base}${route}`, { 'accept-encoding': accept });
    if (answer.status !== 200) throw new Error(`GET ${route} (${accept}): ${answer.status}`);
    if ((answer.headers['content-encoding'] ?? 'identity') !== coding)
      throw new Error(`GET ${route} (${accept}): sent ${answer.headers['content-encoding']}`);
    bodies[coding] = answer.body;
  }
  return bodies;
}

async function cannon(url, header, title, duration = SECONDS) {
  const result = await autocannon({
    url,
    title,
    connections: CONNECTIONS,
    duration,
    timeout: 10,
    headers: header ? { 'accept-encoding': header } : {},
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + (result.errors ?? 0) + (result.timeouts ?? 0),
    bytesPerRequest: result.throughput.total / Math.max(1, result.requests.total),
  };
}

/** Median and p99 of the time to first byte over a kept-alive connection (the page already cached). */
async function ttfb(url, header) {
  const samples = [];
  for (let i = 0; i < TTFB_SAMPLES; i++) samples.push((await get(url, header ? { 'accept-encoding': header } : {})).ttfbMs);
  return { median: percentile(samples, 50), p99: percentile(samples, 99) };
}

async function main() {
  const load0 = os.loadavg();
  log(`starting the site (gateway :${SITE_PORT}) in its own process`);
  const site = await supervise({
    name: 'site',
    args: [path.join(ROOT, 'infra', 'scripts', 'serve-site.mjs'), '--port-base', String(PORT_BASE)],
    port: SITE_PORT,
  });
  onCleanup(`site :${SITE_PORT}`, () => site.stop());
  const gateway = `http://127.0.0.1:${SITE_PORT}`;

  const pages = {};
  for (const route of ROUTES) pages[route] = await composedBytes(gateway, route);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-pages-'));
  onCleanup('nginx folder', () => rm(dir, { recursive: true, force: true }));
  const asset = await largestShellAsset();
  const remoteEntry = '/remoteEntry.js';
  /** @type {{ label: string, url: string, nginxPath: string, bodies?: any }[]} */
  const staticFiles = [
    { label: `shell ${asset} (gateway)`, url: `${gateway}/${asset}`, nginxPath: `/static/${asset}` },
    { label: 'platform remoteEntry.js (gateway, proxied)', url: `${gateway}/_remotes/platform${remoteEntry}`, nginxPath: `/static${remoteEntry}` },
    { label: 'platform remoteEntry.js (static server)', url: `http://127.0.0.1:${PLATFORM_PORT}${remoteEntry}`, nginxPath: `/static${remoteEntry}` },
  ];
  for (const file of staticFiles) file.bodies = await composedBytes(file.url, '');
  const files = Object.fromEntries(staticFiles.map((file) => [file.nginxPath, file.bodies]));
  const nginx = await startNginx({ dir, port: NGINX_PORT, pages, files });

  // A repeat visit with the ETag: 304 without a body, on both.
  const revalidation = [];
  for (const route of ROUTES) {
    for (const [name, base] of [
      ['gateway', gateway],
      ['nginx', nginx.url],
    ]) {
      const first = await get(`${base}${route}`, { 'accept-encoding': 'br' });
      const repeat = await get(`${base}${route}`, { 'accept-encoding': 'br', 'if-none-match': first.headers.etag });
      revalidation.push({ name, route, etag: first.headers.etag, status: repeat.status, bytes: repeat.body.length });
    }
  }

  const results = [];
  for (const route of ROUTES) {
    for (const encoding of ENCODINGS) {
      const sizes = { none: pages[route].identity.length, gzip: pages[route].gzip.length, br: pages[route].br.length };
      const row = { route, encoding: encoding.label, bytes: sizes[encoding.label] };
      // The two back to back, so the machine's load at the time weighs on both alike.
      for (const [name, base] of [
        ['gateway', gateway],
        ['nginx', nginx.url],
      ]) {
        await cannon(`${base}${route}`, encoding.header, 'warm-up', 2);
        row[name] = await cannon(`${base}${route}`, encoding.header, `${name} ${route} ${encoding.label}`);
        row[`${name}Ttfb`] = await ttfb(`${base}${route}`, encoding.header);
        log(
          `${name} ${route} ${encoding.label}: ${fmt(row[name].rps)} req/s, p99 ${row[name].p99} ms, TTFB median ${fmt(row[`${name}Ttfb`].median, 2)} ms`,
        );
      }
      row.ratio = row.gateway.rps / row.nginx.rps;
      results.push(row);
      await sleep(500);
    }
  }

  // Static files with br: each server against nginx on the same bytes, back to back.
  const fileResults = [];
  for (const file of staticFiles) {
    /** @type {Record<string, any>} */
    const row = { ...file, bytes: file.bodies.br.length };
    for (const [name, url] of [
      ['server', file.url],
      ['nginx', `${nginx.url}${file.nginxPath}`],
    ]) {
      await cannon(url, 'br', 'warm-up', 2);
      row[name] = await cannon(url, 'br', `${name} ${file.label}`);
      row[`${name}Ttfb`] = await ttfb(url, 'br');
      log(`${name} ${file.label} br: ${fmt(row[name].rps)} req/s, p99 ${row[name].p99} ms, TTFB median ${fmt(row[`${name}Ttfb`].median, 2)} ms`);
    }
    row.ratio = row.server.rps / row.nginx.rps;
    fileResults.push(row);
    await sleep(500);
  }
  const load1 = os.loadavg();

  const rows = results.map((r) => {
    // The targets are set for compressed answers (what browsers ask for); the identity rows are for reference.
    const compressed = r.encoding !== 'none';
    const checks = [r.ratio >= TARGETS.ratio, r.gateway.p99 <= TARGETS.p99Ms, r.gatewayTtfb.median <= TARGETS.ttfbMs];
    return [
      r.route,
      r.encoding,
      fmt(r.bytes),
      fmt(r.gateway.rps),
      `${r.gateway.p99}`,
      fmt(r.gatewayTtfb.median, 2),
      fmt(r.nginx.rps),
      `${r.nginx.p99}`,
      fmt(r.nginxTtfb.median, 2),
      `${fmt(r.ratio * 100)}%`,
      compressed ? verdict(checks.every(Boolean), 'see columns') : 'reference',
    ];
  });
  const md = [
    '### pages: gateway vs nginx, same bytes',
    '',
    `autocannon, ${CONNECTIONS} connections, ${SECONDS} s per cell, gateway then nginx back to back; TTFB: median of ${TTFB_SAMPLES} sequential GETs on a kept-alive connection (warm page). Targets (with gzip and with br): gateway >= ${TARGETS.ratio * 100}% of nginx's req/s, p99 <= ${TARGETS.p99Ms} ms, TTFB <= ${TARGETS.ttfbMs} ms; the rows without Accept-Encoding are for reference.`,
    '',
    table(
      ['route', 'Accept-Encoding', 'bytes', 'gateway req/s', 'p99 ms', 'TTFB ms', 'nginx req/s', 'p99 ms', 'TTFB ms', 'gateway / nginx', 'verdict'],
      rows,
      ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    `Repeat visit with the ETag (If-None-Match): ${revalidation.map((r) => `${r.name} ${r.route} ${r.status} (${r.bytes} B body)`).join(', ')}. ${verdict(
      revalidation.every((r) => r.status === 304 && r.bytes === 0),
      'not every repeat visit was a 304 without a body',
    )}`,
    '',
    '### static files from memory (br): server vs nginx, same bytes',
    '',
    `Same settings; nginx sends the same .br from disk (brotli_static, sendfile).`,
    '',
    table(
      ['file', 'bytes (br)', 'server req/s', 'p99 ms', 'TTFB ms', 'nginx req/s', 'p99 ms', 'TTFB ms', 'server / nginx'],
      fileResults.map((r) => [
        r.label,
        fmt(r.bytes),
        fmt(r.server.rps),
        `${r.server.p99}`,
        fmt(r.serverTtfb.median, 2),
        fmt(r.nginx.rps),
        `${r.nginx.p99}`,
        fmt(r.nginxTtfb.median, 2),
        `${fmt(r.ratio * 100)}%`,
      ]),
      ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    '',
    `Non-2xx/errors during the runs: ${[...results, ...fileResults.map((r) => ({ gateway: r.server, nginx: r.nginx }))].map((r) => r.gateway.non2xx + r.nginx.non2xx).reduce((a, b) => a + b, 0)}. Load average (1 min) before/after: ${fmt(load0[0], 2)} / ${fmt(load1[0], 2)} on ${os.cpus().length} CPUs; autocannon runs in the bench process on the same machine, nginx with ${os.cpus().length} workers, the gateway in one Node process.`,
  ];
  await nginx.stop();
  agent.destroy();
  return {
    markdown: md.join('\n'),
    data: { results, files: fileResults.map(({ bodies: _bodies, ...row }) => row), revalidation, load: [load0, load1] },
  };
}

if (isMain(import.meta.url)) await runBench('pages', main, { maxMs: 15 * 60_000 });
