// A local SMTP catcher for development and tests: accepts every message on SMTP_PORT (default 1025),
// keeps the last 500 in memory, appends each to <repo>/.data/mail/messages.jsonl, and serves them
// over HTTP on MAIL_UI_PORT (default 1080): GET /messages, GET /messages/:id, DELETE /messages.
//
//   import { startSmtpCatcher } from './infra/smtp-catcher/index.mjs';
//   const catcher = await startSmtpCatcher({ smtpPort: 1025, httpPort: 1080 });
//   ...
//   await catcher.stop();
//
// Run it on its own with `node infra/smtp-catcher/index.mjs`.
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createHttpApi, SERVICE_NAME } from './http-api.mjs';
import { MessageStore } from './message-store.mjs';
import { createSmtpListener } from './smtp-listener.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');
export const DEFAULT_MAIL_FILE = path.join(repoRoot, '.data', 'mail', 'messages.jsonl');

function envPort(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a TCP port, got "${raw}"`);
  return port;
}

function listenSmtp(server, port, host) {
  return new Promise((resolve, reject) => {
    const onError = (error) => reject(error);
    server.server.once('error', onError);
    server.listen(port, host, () => {
      server.server.off('error', onError);
      resolve(server.server.address().port);
    });
  });
}

function closeSmtp(server) {
  return new Promise((resolve) => server.close(() => resolve()));
}

/** True when an SMTP catcher (ours) already serves these ports. */
async function catcherAlreadyRunning({ host, smtpPort, httpPort }) {
  try {
    const response = await fetch(`http://${host}:${httpPort}/health`, { signal: AbortSignal.timeout(1000) });
    const body = await response.json();
    if (body?.service !== SERVICE_NAME) return false;
  } catch {
    return false;
  }
  // And the SMTP port greets with 220.
  return new Promise((resolve) => {
    const socket = net.connect({ host, port: smtpPort });
    const done = (value) => {
      socket.destroy();
      resolve(value);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('data', (chunk) => done(chunk.toString().startsWith('220')));
  });
}

/**
 * Starts the catcher. Resolves { started, smtpPort, httpPort, stop(), store }.
 * When a catcher already serves both ports, resolves { started: false, stop } without touching it.
 * `stop()` closes only what this call opened; it is safe to call twice.
 */
export async function startSmtpCatcher({
  smtpPort = envPort('SMTP_PORT', 1025),
  httpPort = envPort('MAIL_UI_PORT', 1080),
  host = '127.0.0.1',
  mailFile = DEFAULT_MAIL_FILE,
  maxMessages = 500,
  log = (line) => console.error(line),
} = {}) {
  const store = new MessageStore({ limit: maxMessages, file: mailFile });
  await store.open();
  const smtp = createSmtpListener({ store, log });
  const http = createHttpApi({ store });

  let boundSmtpPort;
  try {
    boundSmtpPort = await listenSmtp(smtp, smtpPort, host);
  } catch (error) {
    if (error.code === 'EADDRINUSE' && (await catcherAlreadyRunning({ host, smtpPort, httpPort }))) {
      log(`[smtp-catcher] already running on ${host}:${smtpPort} (HTTP ${httpPort}); reusing it`);
      return { started: false, smtpPort, httpPort, stop: async () => {} };
    }
    throw new Error(`SMTP catcher cannot listen on ${host}:${smtpPort}: ${error.message}`);
  }

  let boundHttpPort;
  try {
    await http.listen({ port: httpPort, host });
    boundHttpPort = http.server.address().port;
  } catch (error) {
    await closeSmtp(smtp);
    throw new Error(`SMTP catcher's HTTP API cannot listen on ${host}:${httpPort}: ${error.message}`);
  }

  log(`[smtp-catcher] SMTP on ${host}:${boundSmtpPort}, messages at http://${host}:${boundHttpPort}/messages`);

  let stopping;
  const stop = () => {
    stopping ??= Promise.all([closeSmtp(smtp), http.close()]).then(() => store.flush());
    return stopping;
  };
  return { started: true, smtpPort: boundSmtpPort, httpPort: boundHttpPort, store, stop };
}

const runDirectly = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (runDirectly) {
  const catcher = await startSmtpCatcher();
  const shutdown = async () => {
    await catcher.stop();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
