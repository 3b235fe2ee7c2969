import net from 'node:net';
import { ENV_DEFAULTS } from '@site/config/defaults';

/** The machine's shared services and `npm start`'s ports (their defaults): a private server never takes one of them. */
export const SHARED_PORTS: ReadonlySet<number> = new Set(
  [
    new URL(ENV_DEFAULTS.DATABASE_URL).port,
    new URL(ENV_DEFAULTS.REDIS_URL).port,
    ENV_DEFAULTS.SMTP_PORT,
    ENV_DEFAULTS.MAIL_UI_PORT,
    ENV_DEFAULTS.API_PORT,
    ENV_DEFAULTS.PORT,
  ].map(Number),
);

/** Socket errors that mean nothing listens (or answers) at an address, as opposed to a server refusing us. */
const NOT_LISTENING = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE']);

/** Whether `error` (a socket or client error with a `code`) says that nothing listens at the address. */
export function isNotListening(error: unknown): boolean {
  return NOT_LISTENING.has((error as { code?: string } | undefined)?.code ?? '');
}
const handedOut = new Set<number>();

function askKernel(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** A TCP port of 127.0.0.1 that was free a moment ago, never a shared one nor one this process handed out before. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = await askKernel();
    if (!SHARED_PORTS.has(port) && !handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error('no free loopback port found in 50 attempts');
}

/** Throws when `port` is one of the machine's shared ports (a private server must never take it). */
export function assertPrivatePort(port: number, what: string): void {
  if (SHARED_PORTS.has(port)) throw new Error(`${what} would use the shared port ${port}; refusing`);
}

/** True when something accepts TCP connections on host:port (within a second). */
export function isPortOpen(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (open: boolean) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
