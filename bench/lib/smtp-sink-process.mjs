// The counting SMTP sink in a process of its own (so it does not share the load generator's event loop).
//   node bench/lib/smtp-sink-process.mjs --port 19225
import { startSmtpSink } from './smtp-sink.mjs';

const port = Number(process.argv[process.argv.indexOf('--port') + 1]);
if (!Number.isInteger(port)) throw new Error('usage: smtp-sink-process.mjs --port N');
const sink = await startSmtpSink({ port });
console.log(`smtp sink listening on ${port}`);
const stop = () => {
  console.log(`smtp sink received ${sink.count} messages`);
  sink.stop().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
