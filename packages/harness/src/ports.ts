import net from 'node:net';

/** The machine's shared services and `npm start`'s ports: a private server never takes one of them. */
export const SHARED_PORTS: ReadonlySet<number> = new Set([5432, 6379, 1025, 1080, 3000, 8080]);
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
