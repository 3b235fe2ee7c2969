// Serves the already-built front end (the four remotes' servers + the gateway) on ports derived from a base,
// for looking at pages and taking screenshots beside `npm start` or a test run:
//   node infra/scripts/serve-site.mjs --port-base 21000   -> http://localhost:21080
import { parseArgs } from 'node:util';
import { startSiteStack } from './site-stack.mjs';

const { values } = parseArgs({ options: { 'port-base': { type: 'string', default: '21000' } } });
const base = Number(values['port-base']);
const stack = await startSiteStack({
  port: base + 80,
  apiPort: base + 30,
  remotePorts: { platform: base + 101, services: base + 102, company: base + 103, contact: base + 104 },
});
console.log(`Site: ${stack.url} (API proxied to port ${base + 30}). Ctrl-C stops it.`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
