// Free loopback ports, never the machine's shared services (PostgreSQL 5432, Redis 6379, the dev ports).
import net from 'node:net';

const RESERVED = new Set([5432, 6379, 1025, 1080, 3000, 8080]);
const taken = new Set();

function askKernel() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export async function freePort() {
  for (let i = 0; i < 50; i += 1) {
    const port = await askKernel();
    if (!RESERVED.has(port) && !taken.has(port)) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free loopback port found in 50 attempts');
}

/** True when something accepts TCP connections on 127.0.0.1:port. */
export function isPortOpen(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function assertPrivatePort(port, what) {
  if (RESERVED.has(port)) throw new Error(`${what} would use the shared port ${port}; refusing`);
}
