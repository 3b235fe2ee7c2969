import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import nodemailer from 'nodemailer';
import { SmtpTestServer, startSmtpHttpReader } from '../dist/index.js';

const server = new SmtpTestServer();
let transport;

function send(subject, to = 'sales@example.test') {
  return transport.sendMail({ from: 'site@example.test', to, subject, text: `body of ${subject}`, messageId: `<${subject}@test>` });
}

before(async () => {
  await server.start();
  transport = nodemailer.createTransport({ url: server.url, pool: false, connectionTimeout: 5000 });
});
after(async () => {
  transport.close();
  await server.stop();
});

describe('SmtpTestServer', () => {
  test('accepts and records parsed messages with their envelope', async () => {
    await send('first');
    const [message] = server.withMessageId('<first@test>');
    assert.equal(message.mailFrom, 'site@example.test');
    assert.deepEqual(message.rcptTo, ['sales@example.test']);
    assert.equal(message.parsed.subject, 'first');
    assert.match(message.raw, /^Subject: first/m);
    assert.equal(message.clientWasConnected, true);
  });

  test('refuses the next N messages with a 4xx, then accepts again', async () => {
    server.refuseNext(2, 451);
    for (const subject of ['r1', 'r2']) await assert.rejects(send(subject), { responseCode: 451 });
    await send('r3');
    assert.equal(server.withMessageId('<r1@test>').length, 0);
    assert.equal(server.withMessageId('<r3@test>').length, 1);
  });

  test('refuses with a 5xx until told to accept, and for a while', async () => {
    server.refuseAll(554);
    await assert.rejects(send('p1'), { responseCode: 554 });
    server.acceptAll();
    await send('p2');
    server.refuseFor(60_000, 421);
    await assert.rejects(send('p3'), { responseCode: 421 });
    server.refuseFor(0);
    await send('p4');
    assert.deepEqual(
      ['p1', 'p2', 'p3', 'p4'].map((s) => server.withMessageId(`<${s}@test>`).length),
      [0, 1, 0, 1],
    );
  });

  test('refuses recipients and delays the acceptance when told to', async () => {
    server.behaviour = { rejectRecipients: { code: 550, message: 'no such user' } };
    await assert.rejects(send('x1'), { responseCode: 550 });
    server.behaviour = { acceptDelayMs: 300 };
    const started = server.nextDataStarted();
    let accepted = false;
    const sending = send('x2').then(() => (accepted = true));
    await started;
    assert.equal(accepted, false);
    await sending;
    server.behaviour = {};
    assert.equal(server.withMessageId('<x2@test>').length, 1);
  });

  test('is down after stop() and back on the same port after start()', async () => {
    const url = server.url;
    await server.stop();
    await assert.rejects(send('down'), { code: 'ESOCKET' });
    await server.start();
    assert.equal(server.url, url);
    await send('up');
    assert.equal(server.withMessageId('<up@test>').length, 1);
  });

  test('serves what it received over HTTP', async () => {
    const reader = await startSmtpHttpReader(server);
    try {
      const messages = /** @type {any[]} */ (await (await fetch(`${reader.url}/messages`)).json());
      const up = messages.find((m) => m.messageId === '<up@test>');
      assert.equal(up.subject, 'up');
      assert.deepEqual(up.to, ['sales@example.test']);
      assert.equal(up.from, 'site@example.test');
      assert.match(up.text, /body of up/);
      assert.equal(/** @type {{ id: string }} */ (await (await fetch(`${reader.url}/messages/${up.id}`)).json()).id, up.id);
      assert.equal((await fetch(`${reader.url}/messages/nope`)).status, 404);
      assert.ok(/** @type {{ deleted: number }} */ (await (await fetch(`${reader.url}/messages`, { method: 'DELETE' })).json()).deleted > 0);
      assert.deepEqual(await (await fetch(`${reader.url}/messages`)).json(), []);
    } finally {
      await reader.stop();
    }
  });
});
