// The SMTP side: accepts any sender, any recipient and any credentials, parses each message.
import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;

function addresses(field) {
  if (!field) return [];
  const groups = Array.isArray(field) ? field : [field];
  const out = [];
  const walk = (entries) => {
    for (const entry of entries) {
      if (entry.group) walk(entry.group);
      else if (entry.address) out.push(entry.address);
    }
  };
  for (const group of groups) walk(group.value ?? []);
  return out;
}

function headerValue(line, key) {
  return line.slice(key.length + 1).replace(/\r?\n[ \t]+/g, ' ').trim();
}

/** Turns a parsed message and its SMTP envelope into the JSON record the HTTP API serves. */
export function toRecord(parsed, envelope) {
  const headers = {};
  for (const { key, line } of parsed.headerLines ?? []) {
    const value = headerValue(line, key);
    headers[key] = key in headers ? `${headers[key]}, ${value}` : value;
  }
  return {
    id: randomUUID(),
    messageId: parsed.messageId ?? null,
    from: addresses(parsed.from)[0] ?? envelope.mailFrom?.address ?? null,
    fromText: parsed.from?.text ?? null,
    to: addresses(parsed.to),
    cc: addresses(parsed.cc),
    envelope: {
      from: envelope.mailFrom?.address ?? null,
      to: (envelope.rcptTo ?? []).map((r) => r.address),
    },
    subject: parsed.subject ?? '',
    text: parsed.text ?? null,
    html: typeof parsed.html === 'string' ? parsed.html : null,
    date: (parsed.date instanceof Date && !Number.isNaN(parsed.date.valueOf()) ? parsed.date : new Date()).toISOString(),
    receivedAt: new Date().toISOString(),
    headers,
    attachments: (parsed.attachments ?? []).map((a) => ({
      filename: a.filename ?? null,
      contentType: a.contentType,
      size: a.size,
    })),
  };
}

/**
 * Creates the SMTP server (not listening yet). Plain text only: STARTTLS is not offered,
 * so clients such as nodemailer do not try to upgrade; AUTH is optional and any credentials pass.
 */
export function createSmtpListener({ store, log }) {
  const server = new SMTPServer({
    name: 'smtp-catcher.local',
    banner: 'local SMTP catcher: every message is accepted and kept, none is delivered',
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anonymous' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const record = toRecord(parsed, session.envelope);
          return store.add(record).then(
            () => record,
            (error) => {
              log(`[smtp-catcher] could not append to ${store.file}: ${error.message}`);
              return record;
            },
          );
        })
        .then((record) => {
          log(`[smtp-catcher] caught ${record.messageId ?? record.id} for ${record.envelope.to.join(', ')}: ${record.subject}`);
          callback(null, `Message caught as ${record.id}`);
        })
        .catch((error) => {
          stream.resume();
          callback(Object.assign(new Error(`could not parse message: ${error.message}`), { responseCode: 554 }));
        });
    },
  });
  server.on('error', (error) => log(`[smtp-catcher] SMTP error: ${error.message}`));
  return server;
}
