import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it: the envelope and the raw message. */
export interface RecordedMessage {
  mailFrom: string;
  /** RCPT TO addresses: who the message is actually delivered to. */
  rcptTo: string[];
  raw: string;
}

/** The header block of a raw message, unfolded: [lower-case name, value] in order. */
export function messageHeaders(raw: string): Array<[name: string, value: string]> {
  const end = raw.indexOf('\r\n\r\n');
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r\n[ \t]+/g, ' ');
  return block.split('\r\n').map((line) => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
  });
}

/** A real SMTP server (the `smtp-server` package) on a free port of 127.0.0.1 that records every message. */
export class SmtpRecorder {
  readonly messages: RecordedMessage[] = [];
  private server: SMTPServer | undefined;
  private port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', (error: Error) => callback(error));
        stream.on('end', () => {
          this.messages.push({
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    server.on('error', () => {
      // a client that disconnects abruptly is not a test failure
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.port = (server as unknown as { server: { address(): { port: number } } }).server.address().port;
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
