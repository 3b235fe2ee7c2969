// The SMTP server of the fault run, in-process (smtp-server): records every message it accepts (Message-ID,
// envelope recipients, time), and can be switched to refuse mail with a 451 for a while (the SMTP outage).
import { SMTPServer } from 'smtp-server';
import { onCleanup } from './cleanup.mjs';

/** The Message-ID header of a raw message (headers unfolded), or null. */
export function messageIdOf(raw) {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end >= 0 ? raw.slice(0, end) : raw).replace(/\r?\n[ \t]+/g, ' ');
  const match = /^message-id:[ \t]*(.+)$/im.exec(head);
  return match ? match[1].trim() : null;
}

export class SmtpRecorder {
  constructor({ port }) {
    this.port = port;
    this.url = `smtp://127.0.0.1:${port}`;
    /** @type {Array<{ messageId: string | null, to: string[], from: string | null, at: number }>} */
    this.messages = [];
    this.refusing = false;
    this.refusals = 0;
    this.server = new SMTPServer({
      name: 'faults-smtp.local',
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      logger: false,
      size: 1024 * 1024,
      onMailFrom: (_address, _session, callback) => {
        if (!this.refusing) return callback();
        this.refusals += 1;
        return callback(Object.assign(new Error('Requested action aborted: local problem, try again later'), { responseCode: 451 }));
      },
      onData: (stream, session, callback) => {
        const chunks = [];
        stream.on('data', (chunk) => chunks.push(chunk));
        stream.on('end', () => {
          this.messages.push({
            messageId: messageIdOf(Buffer.concat(chunks).toString('utf8')),
            to: (session.envelope.rcptTo ?? []).map((r) => r.address),
            from: session.envelope.mailFrom?.address ?? null,
            at: Date.now(),
          });
          callback(null, 'Message accepted');
        });
      },
    });
    this.server.on('error', () => {}); // a client dropping its connection (worker SIGKILL) is not our error
  }

  start() {
    return new Promise((resolve, reject) => {
      this.server.server.once('error', reject);
      this.server.listen(this.port, '127.0.0.1', () => {
        this.server.server.off('error', reject);
        onCleanup('smtp', () => this.stop());
        resolve();
      });
    });
  }

  stop() {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
