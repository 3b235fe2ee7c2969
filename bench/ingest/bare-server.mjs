// The baseline of bench/ingest: a bare Fastify server that only parses the JSON body and answers 202 { id }.
//   node bench/ingest/bare-server.mjs --port 19231
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
if (!Number.isInteger(port)) throw new Error('usage: bare-server.mjs --port N');
const app = Fastify({ logger: false, bodyLimit: 32 * 1024 });
app.post('/api/contact-submissions', async (request, reply) => {
  if (typeof request.body !== 'object' || request.body === null) return reply.code(400).send({ statusCode: 400 });
  return reply.code(202).send({ id: randomUUID() });
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare fastify listening on ${port}`);
const stop = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
