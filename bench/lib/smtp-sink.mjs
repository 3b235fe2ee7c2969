// An in-bench SMTP server that only counts: it accepts every message, reads its Message-ID header and records
// when the message was fully received (the lead emails carry Message-ID <lead-<id>@leads.surface-harvester>).
import { SMTPServer } from 'smtp-server';

const LEAD_MESSAGE_ID = /^message-id:\s*<lead-([0-9a-f-]{36})@/im;

export async function startSmtpSink({ port, host = '127.0.0.1' }) {
  /** lead id -> ms timestamp (performance.timeOrigin based: Date.now()-compatible) */
  const received = new Map();
  let count = 0;
  let unknown = 0;
  const listeners = new Set();

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    size: 1024 * 1024,
    onData(stream, _session, callback) {
      let head = '';
      let headDone = false;
      stream.on('data', (chunk) => {
        if (headDone) return;
        head += chunk.toString('latin1');
        const end = head.search(/\r?\n\r?\n/);
        if (end >= 0) {
          head = head.slice(0, end);
          headDone = true;
        } else if (head.length > 64 * 1024) headDone = true;
      });
      stream.on('end', () => {
        const at = now();
        count += 1;
        const match = LEAD_MESSAGE_ID.exec(head.replace(/\r?\n[ \t]+/g, ' '));
        if (match) {
          if (!received.has(match[1])) received.set(match[1], at);
        } else unknown += 1;
        for (const listener of listeners) listener();
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `smtp://${host}:${port}`,
    received,
    get count() {
      return count;
    },
    get unknown() {
      return unknown;
    },
    reset() {
      received.clear();
      count = 0;
      unknown = 0;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Wall-clock milliseconds with sub-millisecond resolution (comparable across the bench's own timestamps). */
export const now = () => performance.timeOrigin + performance.now();
