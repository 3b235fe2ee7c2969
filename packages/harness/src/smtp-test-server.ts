import { randomUUID } from 'node:crypto';
import { type AddressObject, type ParsedMail, simpleParser } from 'mailparser';
import { type SMTPServerDataStream, type SMTPServerSession, SMTPServer } from 'smtp-server';

/** What the server knows of every message it accepted: the SMTP envelope, the Message-ID, the arrival time. */
export interface ReceivedEnvelope {
  id: string;
  mailFrom: string;
  /** RCPT TO addresses: who the message is actually delivered to. */
  rcptTo: string[];
  /** The Message-ID header (angle brackets included), or null. */
  messageId: string | null;
  /** The raw message ('' when the server was created with `keepRaw: false`). */
  raw: string;
  /** When its last byte arrived (ms since the epoch). */
  receivedAt: number;
  /** False when the client had gone (e.g. was killed) before the server answered the DATA. */
  clientWasConnected: boolean;
}

/** A recorded message: the envelope and the message parsed by mailparser. */
export interface ReceivedMessage extends ReceivedEnvelope {
  parsed: ParsedMail;
}

/** A refusal of MAIL FROM with `code` (4xx: try again later, 5xx: permanent), for a while or N times. */
export interface Refusal {
  code: number;
  message?: string;
  /** Refuse until this time (ms since the epoch)… */
  untilMs?: number;
  /** …or this many more messages; with neither, until acceptAll(). */
  remaining?: number;
}

/** How the server answers; change it between the steps of a test. */
export interface SmtpBehaviour {
  refuse?: Refusal;
  /** Refuse every recipient with this reply code (e.g. 550) and text. */
  rejectRecipients?: { code: number; message: string };
  /** Wait this long after the message's last byte before accepting it ("slow to accept"). */
  acceptDelayMs?: number;
}

export interface SmtpTestServerOptions {
  /** Default: a free port (kept across stop()/start()). */
  port?: number;
  host?: string;
  /**
   * Parse and keep every message in `messages` (default true). A benchmark's counting sink turns it off: then
   * only onMessage() listeners see each message's envelope.
   */
  record?: boolean;
  /** Keep the raw message text (default true). */
  keepRaw?: boolean;
}

/** The Message-ID header of a raw message (headers unfolded), or null. */
export function messageIdOf(raw: string): string | null {
  const end = raw.search(/\r?\n\r?\n/);
  const head = (end >= 0 ? raw.slice(0, end) : raw).replace(/\r?\n[ \t]+/g, ' ');
  const match = /^message-id:[ \t]*(.+)$/im.exec(head);
  return match ? match[1]!.trim() : null;
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

/** The addresses of a parsed address header (To, Cc, From). */
export function addressesOf(field: AddressObject | AddressObject[] | undefined): string[] {
  const out: string[] = [];
  for (const group of field === undefined ? [] : Array.isArray(field) ? field : [field]) {
    for (const entry of group.value) {
      if (entry.address) out.push(entry.address);
      for (const member of entry.group ?? []) if (member.address) out.push(member.address);
    }
  }
  return out;
}

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

/**
 * The project's one programmable SMTP server (the `smtp-server` package) on 127.0.0.1, for tests, the fault run
 * and the benchmarks: it records what it accepts, and can refuse (4xx/5xx for a while or for N messages), refuse
 * recipients, be slow, or be down (stop() frees the port; start() brings it back on the same port).
 */
export class SmtpTestServer {
  readonly messages: ReceivedMessage[] = [];
  behaviour: SmtpBehaviour = {};
  /** How many MAIL FROMs were refused. */
  refusals = 0;
  private server: SMTPServer | undefined;
  private boundPort: number;
  private readonly host: string;
  private readonly record: boolean;
  private readonly keepRaw: boolean;
  private readonly closedSessions = new Set<string>();
  private readonly dataStartedListeners: Array<() => void> = [];
  private readonly messageListeners = new Set<(message: ReceivedEnvelope) => void>();
  /** Slow acceptances in progress: stop() cuts them short. */
  private readonly delays = new Set<() => void>();

  constructor({ port = 0, host = '127.0.0.1', record = true, keepRaw = true }: SmtpTestServerOptions = {}) {
    this.boundPort = port;
    this.host = host;
    this.record = record;
    this.keepRaw = keepRaw;
  }

  get port(): number {
    return this.boundPort;
  }

  get url(): string {
    if (!this.boundPort) throw new Error('the SMTP test server has no port yet: call start()');
    return `smtp://${this.host}:${this.boundPort}`;
  }

  /** Refuse MAIL FROM with `code` for `ms` milliseconds. */
  refuseFor(ms: number, code = 451, message?: string): void {
    this.behaviour.refuse = { code, message, untilMs: Date.now() + ms };
  }

  /** Refuse the next `count` messages with `code`. */
  refuseNext(count: number, code = 451, message?: string): void {
    this.behaviour.refuse = { code, message, remaining: count };
  }

  /** Refuse with `code` until acceptAll(). */
  refuseAll(code = 451, message?: string): void {
    this.behaviour.refuse = { code, message };
  }

  acceptAll(): void {
    delete this.behaviour.refuse;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      name: 'smtp-test-server.local',
      secure: false,
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      disableReverseLookup: true,
      size: MAX_MESSAGE_BYTES,
      logger: false,
      closeTimeout: 200,
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
      onMailFrom: (_address, _session, callback) => {
        const refusal = this.activeRefusal();
        if (!refusal) return callback();
        this.refusals += 1;
        const text = refusal.message ?? (refusal.code < 500 ? 'Requested action aborted: try again later' : 'Requested action not taken');
        return callback(Object.assign(new Error(text), { responseCode: refusal.code }));
      },
      onRcptTo: (_address, _session, callback) => {
        const reject = this.behaviour.rejectRecipients;
        if (reject) return callback(Object.assign(new Error(reject.message), { responseCode: reject.code }));
        return callback();
      },
      onData: (stream, session, callback) => this.receive(stream, session, callback),
      onClose: (session) => {
        this.closedSessions.add(session.id);
      },
    });
    server.on('error', () => {
      // a client that drops its connection (a worker killed mid-transfer) is not the server's error
    });
    await new Promise<void>((resolve, reject) => {
      server.server.once('error', reject);
      server.listen(this.boundPort, this.host, () => {
        server.server.off('error', reject);
        resolve();
      });
    });
    this.boundPort = (server.server.address() as { port: number }).port;
    this.server = server;
  }

  /** Stops listening and drops open connections: connections are refused until start(). */
  async stop(): Promise<void> {
    for (const release of this.delays) release();
    this.delays.clear();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Resolves when the server starts receiving the next message body (DATA). */
  nextDataStarted(): Promise<void> {
    return new Promise((resolve) => this.dataStartedListeners.push(resolve));
  }

  /** Calls `listener` for every accepted message (a ReceivedMessage when recording); returns the unsubscribe. */
  onMessage(listener: (message: ReceivedEnvelope) => void): () => void {
    this.messageListeners.add(listener);
    return () => this.messageListeners.delete(listener);
  }

  /** The messages with this Message-ID. */
  withMessageId(messageId: string): ReceivedMessage[] {
    return this.messages.filter((message) => message.messageId === messageId);
  }

  /** Forgets the recorded messages; returns how many there were. */
  clear(): number {
    return this.messages.splice(0).length;
  }

  private activeRefusal(): Refusal | undefined {
    const refusal = this.behaviour.refuse;
    if (!refusal) return undefined;
    if (refusal.untilMs !== undefined && Date.now() >= refusal.untilMs) {
      delete this.behaviour.refuse;
      return undefined;
    }
    if (refusal.remaining !== undefined) {
      if (refusal.remaining <= 0) {
        delete this.behaviour.refuse;
        return undefined;
      }
      refusal.remaining -= 1;
    }
    return refusal;
  }

  private receive(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (error?: Error | null, message?: string) => void): void {
    for (const listener of this.dataStartedListeners.splice(0)) listener();
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', () => callback(new Error('transfer failed')));
    stream.on('end', () => {
      const receivedAt = Date.now();
      const finish = async () => {
        const delay = this.behaviour.acceptDelayMs ?? 0;
        if (delay > 0) {
          await new Promise<void>((resolve) => {
            const release = () => {
              clearTimeout(timer);
              this.delays.delete(release);
              resolve();
            };
            const timer = setTimeout(release, delay);
            this.delays.add(release);
          });
        }
        const buffer = Buffer.concat(chunks);
        const raw = buffer.toString('utf8');
        const envelope: ReceivedEnvelope = {
          id: randomUUID(),
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          messageId: messageIdOf(raw),
          raw: this.keepRaw ? raw : '',
          receivedAt,
          clientWasConnected: !this.closedSessions.has(session.id),
        };
        let message: ReceivedEnvelope = envelope;
        if (this.record) {
          const recorded: ReceivedMessage = { ...envelope, parsed: await simpleParser(buffer) };
          this.messages.push(recorded);
          message = recorded;
        }
        for (const listener of this.messageListeners) listener(message);
        callback(null, `Message accepted as ${message.id}`);
      };
      finish().catch((error: Error) => callback(error));
    });
  }
}
