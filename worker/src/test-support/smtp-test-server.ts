import { type ParsedMail, simpleParser } from 'mailparser';
import { type SMTPServerDataStream, type SMTPServerSession, SMTPServer } from 'smtp-server';

/** One message the server received, with its SMTP envelope. */
export interface ReceivedMessage {
  mailFrom: string;
  rcptTo: string[];
  parsed: ParsedMail;
  /** False when the client had gone (e.g. was killed) before the server answered the DATA. */
  clientWasConnected: boolean;
}

/** How the server answers; change it between steps of a test. */
export interface SmtpBehaviour {
  /** Refuse every recipient with this reply code (e.g. 550) and text. */
  rejectRecipients?: { code: number; message: string };
  /** Wait this long after the message's last byte before accepting it ("slow to accept"). */
  acceptDelayMs?: number;
}

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 for the tests: it records what it accepts, can
 * refuse (5xx), be slow, or be down (stop() frees the port; start() on the same port brings it back).
 */
export class SmtpTestServer {
  readonly messages: ReceivedMessage[] = [];
  behaviour: SmtpBehaviour = {};
  private server: SMTPServer | undefined;
  private port = 0;
  private readonly closedSessions = new Set<string>();
  private readonly dataStartedListeners: Array<() => void> = [];
  /** Slow acceptances in progress: stop() cuts them short. */
  private readonly delays = new Map<NodeJS.Timeout, () => void>();

  get url(): string {
    if (!this.port) throw new Error('SMTP test server has no port yet: call start() or reservePort()');
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Starts listening (on the previous port when restarted). */
  async start(): Promise<void> {
    const server = new SMTPServer({
      secure: false,
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      closeTimeout: 200,
      onRcptTo: (address, _session, callback) => {
        const reject = this.behaviour.rejectRecipients;
        if (reject) {
          callback(Object.assign(new Error(reject.message), { responseCode: reject.code }));
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => this.receive(stream, session, callback),
      onClose: (session) => {
        this.closedSessions.add(session.id);
      },
    });
    server.on('error', () => {
      // connection-level errors (a client killed mid-transfer) are expected in these tests
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
    this.port = address.port;
    this.server = server;
  }

  /** Stops listening and drops open connections: connections are then refused until start(). */
  async stop(): Promise<void> {
    for (const [timer, release] of this.delays) {
      clearTimeout(timer);
      release();
    }
    this.delays.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves when the server starts receiving the next message body (DATA). */
  nextDataStarted(): Promise<void> {
    return new Promise((resolve) => this.dataStartedListeners.push(resolve));
  }

  /** The messages with this Message-ID. */
  withMessageId(messageId: string): ReceivedMessage[] {
    return this.messages.filter((message) => message.parsed.messageId === messageId);
  }

  private receive(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null) => void): void {
    for (const listener of this.dataStartedListeners.splice(0)) listener();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', () => callback(new Error('transfer failed')));
    stream.on('end', () => {
      const finish = async () => {
        const delay = this.behaviour.acceptDelayMs ?? 0;
        if (delay > 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(() => {
              this.delays.delete(timer);
              resolve();
            }, delay);
            this.delays.set(timer, resolve);
          });
        }
        const parsed = await simpleParser(Buffer.concat(chunks));
        this.messages.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          parsed,
          clientWasConnected: !this.closedSessions.has(session.id),
        });
        callback();
      };
      finish().catch((error: Error) => callback(error));
    });
  }
}
