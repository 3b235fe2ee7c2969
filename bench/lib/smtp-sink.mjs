// The benchmarks' mail destination: the harness' SMTP server (no parsing, no raw text kept) with a counter on top
// that records when each lead's sales email fully arrived (Message-ID <lead-<id>@leads.surface-harvester>) and counts
// the acknowledgements sent to the leads themselves (Message-ID <ack-<id>@...>) apart from repeated sales emails.
import { SmtpTestServer } from '@site/harness';

const LEAD_MESSAGE_ID = /^<lead-([0-9a-f-]{36})@/i;
const ACKNOWLEDGEMENT_MESSAGE_ID = /^<ack-[0-9a-f-]{36}@/i;

export async function startSmtpSink({ port }) {
  /** lead id -> ms timestamp (Date.now()-compatible) */
  const received = new Map();
  let count = 0;
  let acknowledgements = 0;
  let unknown = 0;
  const server = new SmtpTestServer({ port, record: false, keepRaw: false });
  server.onMessage((message) => {
    count += 1;
    const match = LEAD_MESSAGE_ID.exec(message.messageId ?? '');
    if (match) {
      if (!received.has(match[1])) received.set(match[1], message.receivedAt);
    } else if (ACKNOWLEDGEMENT_MESSAGE_ID.test(message.messageId ?? '')) acknowledgements += 1;
    else unknown += 1;
  });
  await server.start();
  return {
    url: server.url,
    received,
    get count() {
      return count;
    },
    get acknowledgements() {
      return acknowledgements;
    },
    get unknown() {
      return unknown;
    },
    reset() {
      received.clear();
      count = 0;
      acknowledgements = 0;
      unknown = 0;
    },
    stop: () => server.stop(),
  };
}

/** Wall-clock milliseconds with sub-millisecond resolution (comparable across the bench's own timestamps). */
export const now = () => performance.timeOrigin + performance.now();
