// node --test infra/smtp-catcher/smtp-catcher.test.mjs
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { startSmtpCatcher } from './index.mjs';

/** A raw SMTP conversation: each step sends a line and expects a reply code (multi-line replies allowed). */
async function smtpConversation(port, steps) {
  const socket = net.connect({ host: '127.0.0.1', port });
  socket.setEncoding('utf8');
  let buffer = '';
  const waiters = [];
  socket.on('data', (chunk) => {
    buffer += chunk;
    // A complete reply ends with a line "NNN text" (a space, not a dash, after the code).
    for (;;) {
      const match = buffer.match(/^(?:\d{3}-[^\r\n]*\r\n)*(\d{3}) [^\r\n]*\r\n/);
      if (!match) break;
      buffer = buffer.slice(match[0].length);
      waiters.shift()?.(match[0]);
    }
  });
  const nextReply = () => new Promise((resolve) => waiters.push(resolve));
  const replies = [];
  try {
    const greeting = await nextReply();
    assert.match(greeting, /^220 /);
    for (const [line, expected] of steps) {
      const reply = nextReply();
      socket.write(`${line}\r\n`);
      const text = await reply;
      replies.push(text);
      assert.equal(text.slice(0, 3), String(expected), `after "${line.slice(0, 40)}" got: ${text}`);
    }
  } finally {
    socket.end();
  }
  return replies;
}

function message({ messageId, from, to, subject, body }) {
  return [
    `From: Lead Pipeline <${from}>`,
    `To: ${to}`,
    `Subject: ${subject}`,
    `Message-ID: <${messageId}>`,
    'Date: Sat, 21 Nov 2026 10:00:00 +0000',
    'X-Lead-Id: 4b7e0c55-0000-4000-8000-000000000001',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    body,
    '..a line starting with a dot (dot-stuffed)',
    '.',
  ].join('\r\n');
}

let dir;
let catcher;
let base;

before(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'smtp-catcher-'));
  catcher = await startSmtpCatcher({
    smtpPort: 0,
    httpPort: 0,
    mailFile: path.join(dir, 'mail', 'messages.jsonl'),
    maxMessages: 3,
    log: () => {},
  });
  base = `http://127.0.0.1:${catcher.httpPort}`;
});

after(async () => {
  await catcher?.stop();
  await rm(dir, { recursive: true, force: true });
});

test('accepts a message over SMTP and serves it at GET /messages', async () => {
  await smtpConversation(catcher.smtpPort, [
    ['EHLO test.local', 250],
    ['MAIL FROM:<leads@example.test>', 250],
    ['RCPT TO:<sales@example.test>', 250],
    ['DATA', 354],
    [message({ messageId: 'lead-1@example.test', from: 'leads@example.test', to: 'sales@example.test', subject: 'New contact lead', body: 'Hello sales' }), 250],
    ['QUIT', 221],
  ]);

  const response = await fetch(`${base}/messages`);
  assert.equal(response.status, 200);
  const messages = await response.json();
  assert.equal(messages.length, 1);
  const [caught] = messages;
  assert.equal(caught.messageId, '<lead-1@example.test>');
  assert.equal(caught.from, 'leads@example.test');
  assert.deepEqual(caught.to, ['sales@example.test']);
  assert.deepEqual(caught.envelope, { from: 'leads@example.test', to: ['sales@example.test'] });
  assert.equal(caught.subject, 'New contact lead');
  assert.match(caught.text, /Hello sales/);
  assert.match(caught.text, /^\.a line starting with a dot/m);
  assert.equal(caught.html, null);
  assert.equal(caught.date, '2026-11-21T10:00:00.000Z');
  assert.equal(caught.headers['x-lead-id'], '4b7e0c55-0000-4000-8000-000000000001');
  assert.ok(caught.id);

  const one = await fetch(`${base}/messages/${caught.id}`);
  assert.equal((await one.json()).id, caught.id);
  assert.equal((await fetch(`${base}/messages/nope`)).status, 404);

  await catcher.store.flush();
  const lines = (await readFile(path.join(dir, 'mail', 'messages.jsonl'), 'utf8')).trim().split('\n');
  assert.equal(JSON.parse(lines.at(-1)).messageId, '<lead-1@example.test>');
});

test('accepts AUTH with any credentials, filters by recipient, keeps only the newest', async () => {
  const credentials = Buffer.from('\0anyone\0anything').toString('base64');
  const steps = [['EHLO test.local', 250], [`AUTH PLAIN ${credentials}`, 235]];
  for (let i = 0; i < 4; i += 1) {
    steps.push(
      ['MAIL FROM:<leads@example.test>', 250],
      [`RCPT TO:<${i % 2 ? 'odd' : 'even'}@example.test>`, 250],
      ['DATA', 354],
      [message({ messageId: `batch-${i}@example.test`, from: 'leads@example.test', to: `${i % 2 ? 'odd' : 'even'}@example.test`, subject: `Batch ${i}`, body: `n=${i}` }), 250],
    );
  }
  steps.push(['QUIT', 221]);
  await smtpConversation(catcher.smtpPort, steps);

  const all = await (await fetch(`${base}/messages`)).json();
  assert.deepEqual(all.map((m) => m.subject), ['Batch 1', 'Batch 2', 'Batch 3']); // limit 3, oldest first
  const odd = await (await fetch(`${base}/messages?to=ODD@example.test`)).json();
  assert.deepEqual(odd.map((m) => m.subject), ['Batch 1', 'Batch 3']);
});

test('DELETE /messages empties the list', async () => {
  const response = await fetch(`${base}/messages`, { method: 'DELETE' });
  assert.equal(response.status, 200);
  assert.equal((await response.json()).deleted, 3);
  assert.deepEqual(await (await fetch(`${base}/messages`)).json(), []);
});

test('a second start on the same ports reuses the running catcher and stops nothing', async () => {
  const again = await startSmtpCatcher({ smtpPort: catcher.smtpPort, httpPort: catcher.httpPort, log: () => {} });
  assert.equal(again.started, false);
  await again.stop();
  assert.equal((await fetch(`${base}/health`)).status, 200);
});
