// Health check of the worker image (Docker HEALTHCHECK and the Kubernetes liveness probe): the worker has no
// HTTP port, so it is healthy while its process is PID 1 and its Redis (REDIS_URL) answers PING within 3 s.
import { readFileSync } from 'node:fs';
import net from 'node:net';
import tls from 'node:tls';
import { workerConfig } from '@site/config';

function fail(message) {
  console.error(`unhealthy: ${message}`);
  process.exit(1);
}

try {
  const cmdline = readFileSync('/proc/1/cmdline', 'utf8');
  if (!cmdline.includes('worker/dist/main.js')) fail('PID 1 is not the worker');
} catch {
  // Not on Linux /proc (a developer machine): skip the process check.
}

// The worker's own reading of its environment (it runs in this container with the same variables).
const url = new URL(workerConfig(process.env).redisUrl);
const command = (...args) => `*${args.length}\r\n${args.map((a) => `$${Buffer.byteLength(a)}\r\n${a}\r\n`).join('')}`;
let payload = '';
if (url.password) {
  const password = decodeURIComponent(url.password);
  payload += url.username ? command('AUTH', decodeURIComponent(url.username), password) : command('AUTH', password);
}
payload += command('PING');

const options = { host: url.hostname, port: Number(url.port || 6379), servername: url.hostname };
const socket = url.protocol === 'rediss:' ? tls.connect(options) : net.connect(options);
socket.setTimeout(3000, () => fail('Redis did not answer within 3 s'));
socket.on('error', (error) => fail(`Redis: ${error.message}`));
socket.on(url.protocol === 'rediss:' ? 'secureConnect' : 'connect', () => socket.write(payload));
let answer = '';
socket.on('data', (chunk) => {
  answer += chunk.toString('utf8');
  if (answer.startsWith('-')) fail(`Redis: ${answer.trim()}`);
  if (answer.includes('+PONG')) {
    socket.end();
    process.exit(0);
  }
});
