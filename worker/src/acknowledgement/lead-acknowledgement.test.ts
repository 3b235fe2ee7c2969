import { messageHeaders, sleep, SmtpTestServer, waitFor } from '@site/harness';
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplicationContext } from '@nestjs/common';
import { acknowledgementJobId, LEAD_JOB, type LeadJobData, leadJobId, verdictRecord } from '@site/contracts';
import { queueJob } from '@site/contracts/queue-jobs';
import { verifyWithdrawalToken } from '@site/lead-claims';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import type { WorkerSettings } from '@site/config';
import { leadMessageId } from '../mail/lead-email.js';
import { LeadMetrics } from '../metrics/lead-metrics.js';
import { TestDatabase } from '../test-support/test-database.js';
import { contactSubmissionLead, demoRequestLead, evidencePackRequestLead } from '../test-support/test-leads.js';
import { startWorker, testConfig, TestProducer, uniquePrefix } from '../test-support/test-worker.js';
import { acknowledgementMessageId, ANSWER_PROMISE } from './acknowledgement-email.js';
import type { AcknowledgementOutcome } from './lead-acknowledgement.js';

const SALES = 'sales@surface-harvester.test';
const SITE_URL = 'https://www.surface-harvester.test';
/** Small caps, so that the tests reach them with a few leads. */
const MAX_PER_CLIENT = 2;
const MAX_PER_DOMAIN = 2;
const MAX_GLOBAL = 3;

/** A client address of its own for each lead that is not about the per-client cap. */
let clients = 0;
const anotherClient = () => `198.51.100.${++clients}`;

describe('acknowledgement to the lead (real PostgreSQL, Redis and SMTP)', () => {
  const database = new TestDatabase('acknowledgement');
  const smtp = new SmtpTestServer();
  let config: WorkerSettings;
  let producer: TestProducer;
  const workers: INestApplicationContext[] = [];

  beforeAll(async () => {
    await database.create({ migrate: true });
    await smtp.start();
    config = testConfig({
      databaseUrl: database.url,
      queuePrefix: uniquePrefix('acknowledgement'),
      smtpUrl: smtp.url,
      salesEmail: SALES,
      siteUrl: SITE_URL,
      acknowledgementMaxPerClient: MAX_PER_CLIENT,
      acknowledgementMaxPerDomain: MAX_PER_DOMAIN,
      // Out of the way here; its own test below has its own queue prefix (so its own counts).
      acknowledgementMaxGlobal: 1000,
      backoffScale: 0.01,
    });
    producer = new TestProducer(config);
  });

  afterEach(async () => {
    smtp.behaviour = {};
    await Promise.all(workers.splice(0).map((worker) => worker.close()));
  });

  afterAll(async () => {
    await producer?.destroy();
    await smtp.stop();
    await database.drop();
  });

  async function row(lead: LeadJobData): Promise<Record<string, unknown>> {
    const rows = await database.query(`SELECT * FROM ${LEAD_TABLE_NAMES[lead.kind]} WHERE id = $1`, [lead.id]);
    return rows[0]!;
  }

  /** The acknowledgement job's return value once it completed. */
  function acknowledgementResult(lead: LeadJobData): Promise<AcknowledgementOutcome> {
    const id = acknowledgementJobId(lead.id);
    return waitFor(
      async () => ((await producer.queue.getJobState(id)) === 'completed' ? (await producer.queue.getJob(id))!.returnvalue : undefined),
      `acknowledgement of ${lead.id} completed`,
    );
  }

  /** The sales emails about `lead`, once the first arrived: the sales email and the acknowledgement are separate jobs. */
  function salesEmailsOf(lead: LeadJobData) {
    return waitFor(() => {
      const emails = smtp.withMessageId(leadMessageId(lead.id));
      return emails.length > 0 && emails;
    }, `sales email about ${lead.id}`);
  }

  /** The worker's count of acknowledgements skipped by `cap`. */
  async function skippedCount(worker: INestApplicationContext, cap: string): Promise<number> {
    const { values } = await worker.get(LeadMetrics).acknowledgementsSkipped.get();
    return values.find((value) => value.labels.cap === cap)?.value ?? 0;
  }

  /** Adds the leads one after the other (so which one is over a cap is known) and returns their outcomes. */
  async function acknowledgeInTurn(leads: LeadJobData[]): Promise<AcknowledgementOutcome[]> {
    const outcomes: AcknowledgementOutcome[] = [];
    for (const lead of leads) {
      await producer.add(lead);
      outcomes.push(await acknowledgementResult(lead));
    }
    return outcomes;
  }

  it('sends the person one short email, from MAIL_FROM with Reply-To sales, once per lead even when the lead is replayed', async () => {
    workers.push(await startWorker(config));
    const lead = {
      ...demoRequestLead({ workEmail: 'raj@globex-ack.example', preferredTime: 'Tuesday afternoon CET' }),
      clientAddress: anotherClient(),
    };
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    expect(await acknowledgementResult(lead)).toBe('sent');

    const [ack, ...more] = smtp.withMessageId(acknowledgementMessageId(lead.id));
    expect(more).toHaveLength(0);
    expect(ack!.rcptTo).toEqual([lead.data.workEmail]);
    expect(ack!.parsed.from?.value).toEqual([{ name: 'Surface Harvester', address: 'no-reply@surface-harvester.test' }]);
    expect(ack!.parsed.replyTo?.value).toEqual([expect.objectContaining({ address: SALES })]);
    expect(ack!.parsed.headers.get('auto-submitted')).toBe('auto-generated');
    expect(ack!.parsed.subject).toBe('Thank you: we received your demo request');
    expect(ack!.parsed.text).toContain('We have received your demo request.');
    expect(ack!.parsed.text).toContain(ANSWER_PROMISE);
    expect(ack!.parsed.text).toContain('within 24 hours');
    // RFC 8058 one-click withdrawal: the signed link in the headers and in the body, naming this lead.
    const headers = new Map(messageHeaders(ack!.raw));
    const unsubscribe = /^<(https:\/\/www\.surface-harvester\.test\/api\/consent-withdrawals\/([^>]+))>$/.exec(headers.get('list-unsubscribe') ?? '');
    expect(unsubscribe).not.toBeNull();
    expect(headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(ack!.parsed.text).toContain(unsubscribe![1]);
    expect(await verifyWithdrawalToken(unsubscribe![2]!, config.claimTokenSecret)).toEqual({ leadId: lead.id, kind: 'demo-request' });
    // The sales email is its own message, to sales only.
    expect(smtp.withMessageId(leadMessageId(lead.id)).map((email) => email.rcptTo)).toEqual([[SALES]]);
    const stored = await row(lead);
    expect(stored.acknowledgement).toBe('sent');
    expect(stored.acknowledged_at).toBeInstanceOf(Date);

    // A replay long after (its completed jobs gone): the lead job runs again and, its row saying the acknowledgement
    // was queued, adds none.
    await (await producer.queue.getJob(acknowledgementJobId(lead.id)))!.remove();
    await (await producer.queue.getJob(leadJobId(lead.id)))!.remove();
    await producer.add(lead);
    expect((await producer.settled(lead.id, 'completed')).returnvalue).toEqual({ inserted: false, email: 'already-emailed' });
    expect(await producer.queue.getJob(acknowledgementJobId(lead.id))).toBeUndefined();
    // An acknowledgement job added again all the same finds the lead acknowledged already and sends nothing.
    const again = queueJob(LEAD_JOB.acknowledge, { leadId: lead.id, kind: lead.kind, clientAddress: lead.clientAddress });
    await producer.queue.add(again.name, again.data, again.opts);
    expect(await acknowledgementResult(lead)).toBe('already-sent');
    await sleep(500);
    expect(smtp.withMessageId(acknowledgementMessageId(lead.id))).toHaveLength(1);
    expect(smtp.withMessageId(leadMessageId(lead.id))).toHaveLength(1);
  });

  it('never acknowledges a lead flagged by the honeypot', async () => {
    workers.push(await startWorker(config));
    const lead = { ...contactSubmissionLead({ workEmail: 'bot@spam-ack.example' }), verdict: verdictRecord(['honeypot']) };
    await producer.add(lead);
    expect((await producer.settled(lead.id, 'completed')).returnvalue).toEqual({ inserted: true, email: 'spam' });
    expect(await producer.queue.getJob(acknowledgementJobId(lead.id))).toBeUndefined();
    await sleep(500);
    expect(smtp.messages.filter((email) => email.rcptTo.includes(lead.data.workEmail))).toHaveLength(0);
    expect((await row(lead)).acknowledgement).toBeNull();
  });

  it('retries through an SMTP outage like the sales email, and still sends it once', async () => {
    workers.push(await startWorker(config));
    smtp.behaviour = { rejectRecipients: { code: 451, message: 'try again later' } };
    const lead = { ...evidencePackRequestLead({ workEmail: 'auditor@initech-ack.example', purpose: 'SOC 2 audit' }), clientAddress: anotherClient() };
    await producer.add(lead);
    await waitFor(async () => ((await producer.queue.getJob(acknowledgementJobId(lead.id)))?.attemptsMade ?? 0) >= 2, 'two failed attempts');
    smtp.behaviour = {};
    expect(await acknowledgementResult(lead)).toBe('sent');
    const [ack, ...more] = smtp.withMessageId(acknowledgementMessageId(lead.id));
    expect(more).toHaveLength(0);
    expect(ack!.parsed.text).toContain('We have received your evidence pack request.');
  });

  it('carries no text the sender chose: the same fixed email for every lead of a kind, no link but the site', async () => {
    workers.push(await startWorker(config));
    const evil = 'https://evil.example/reset';
    const hostile = {
      fullName: `Reset your password at ${evil}`,
      company: `Evil <a href="${evil}">Corp</a>`,
      message: `Your account is locked. Unlock it at ${evil} or www.evil.example within 24 hours.`,
      inquiryType: 'security',
    };
    const leads = [
      contactSubmissionLead({ workEmail: 'victim@relay-one.example', ...hostile }),
      contactSubmissionLead({ workEmail: 'someone@relay-two.example', fullName: 'Ada Lovelace', message: 'A plain question.' }),
      demoRequestLead({
        workEmail: 'victim@relay-three.example',
        fullName: hostile.fullName,
        company: hostile.company,
        preferredTime: `Call ${evil}`,
      }),
      evidencePackRequestLead({ workEmail: 'victim@relay-four.example', purpose: `Verify at ${evil}` }),
    ].map((lead) => ({ ...lead, clientAddress: anotherClient() }));
    expect(await acknowledgeInTurn(leads)).toEqual(['sent', 'sent', 'sent', 'sent']);
    const acks = leads.map((lead) => smtp.withMessageId(acknowledgementMessageId(lead.id))[0]!);
    const [hostileContact, plainContact, hostileDemo, hostileEvidence] = acks as [
      (typeof acks)[0],
      (typeof acks)[0],
      (typeof acks)[0],
      (typeof acks)[0],
    ];

    // Two contact submissions, one hostile and one plain, get byte-identical acknowledgements but for the token of
    // their withdrawal link (signed, naming the lead: nothing the sender typed).
    const withoutToken = (text: string | false | undefined) =>
      String(text).replace(/\/api\/consent-withdrawals\/[\w.-]+/g, '/api/consent-withdrawals/TOKEN');
    expect(hostileContact.parsed.subject).toBe(plainContact.parsed.subject);
    expect(withoutToken(hostileContact.parsed.text)).toBe(withoutToken(plainContact.parsed.text));
    expect(withoutToken(hostileContact.parsed.html)).toBe(withoutToken(plainContact.parsed.html));
    expect(hostileContact.parsed.text).not.toBe(plainContact.parsed.text);
    for (const ack of [hostileContact, hostileDemo, hostileEvidence]) {
      const everything = `${ack.parsed.subject}\n${ack.parsed.text}\n${ack.parsed.html}`;
      expect(`${everything}\n${ack.raw}`).not.toMatch(/evil|Reset your password|locked|Lovelace|security inquiry|Verify at|Call /i);
      // Every URL or host name in it is the site's.
      const urls = everything.match(/(?:https?:\/\/|www\.)[^\s"'<>]+/gi) ?? [];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith(SITE_URL)).toBe(true);
    }
    expect(hostileDemo.parsed.subject).toBe('Thank you: we received your demo request');
    expect(hostileEvidence.parsed.subject).toBe('Thank you: we received your evidence pack request');
    // Sales still get the lead as the person wrote it.
    expect((await salesEmailsOf(leads[0]!))[0]!.parsed.text).toContain(hostile.message);
  });

  it(`skips acknowledgements past ${MAX_PER_CLIENT} per client address and hour, whatever the domains, and records why`, async () => {
    const worker = await startWorker(config);
    workers.push(worker);
    const before = await skippedCount(worker, 'client');
    // One client, three companies: the third acknowledgement is not sent, the lead is stored and sales hear of it.
    const sameClient = ['one', 'two', 'three'].map((n) => ({
      ...contactSubmissionLead({ workEmail: `target@client-cap-${n}.example` }),
      clientAddress: '203.0.113.9',
    }));
    expect(await acknowledgeInTurn(sameClient)).toEqual(['sent', 'sent', 'over-client-cap']);
    const skipped = sameClient[2]!;
    expect(smtp.withMessageId(acknowledgementMessageId(skipped.id))).toHaveLength(0);
    expect((await row(skipped)).acknowledgement).toBe('over-client-cap');
    expect((await row(skipped)).acknowledged_at).toBeNull();
    for (const lead of sameClient) expect(await salesEmailsOf(lead)).toHaveLength(1);
    expect(await skippedCount(worker, 'client')).toBe(before + 1);

    // An IPv6 client is its /64: another address in it is the same client.
    const v6 = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:ffff::3'].map((address, n) => ({
      ...contactSubmissionLead({ workEmail: `target@v6-cap-${n}.example` }),
      clientAddress: address,
    }));
    expect(await acknowledgeInTurn(v6)).toEqual(['sent', 'sent', 'over-client-cap']);
    // Leads that came with no client address (older jobs, the sweeper's) share one unknown client's budget.
    const unknown = ['a', 'b', 'c'].map((n) => contactSubmissionLead({ workEmail: `target@unknown-client-${n}.example` }));
    expect(await acknowledgeInTurn(unknown)).toEqual(['sent', 'sent', 'over-client-cap']);
    // Another client is not limited by these.
    expect(
      await acknowledgeInTurn([{ ...contactSubmissionLead({ workEmail: 'x@client-cap-four.example' }), clientAddress: '203.0.113.10' }]),
    ).toEqual(['sent']);
  });

  it(`skips acknowledgements past ${MAX_PER_DOMAIN} per registrable domain and hour: subdomains share the budget`, async () => {
    const worker = await startWorker(config);
    workers.push(worker);
    const before = await skippedCount(worker, 'domain');
    const sameCompany = ['person@Capped-ack.example', 'person@a.capped-ack.example', 'person@x.y.CAPPED-ACK.example'].map((workEmail) => ({
      ...contactSubmissionLead({ workEmail, inquiryType: 'cpp-project' }),
      clientAddress: anotherClient(),
    }));
    expect(await acknowledgeInTurn(sameCompany)).toEqual(['sent', 'sent', 'over-domain-cap']);
    expect((await row(sameCompany[2]!)).acknowledgement).toBe('over-domain-cap');
    expect(smtp.withMessageId(acknowledgementMessageId(sameCompany[2]!.id))).toHaveLength(0);
    for (const lead of sameCompany) expect(await salesEmailsOf(lead)).toHaveLength(1);
    expect(await skippedCount(worker, 'domain')).toBe(before + 1);
    // Under a public suffix (the Public Suffix List's co.uk), each registrable domain is a company of its own.
    const publicSuffix = ['one', 'two', 'three'].map((n) => ({
      ...contactSubmissionLead({ workEmail: `person@mail.ack-${n}.co.uk` }),
      clientAddress: anotherClient(),
    }));
    expect(await acknowledgeInTurn(publicSuffix)).toEqual(['sent', 'sent', 'sent']);
  });

  it(`skips acknowledgements past ${MAX_GLOBAL} an hour site-wide, from any clients to any domains`, async () => {
    const ownConfig = { ...config, queuePrefix: uniquePrefix('acknowledgement-global'), acknowledgementMaxGlobal: MAX_GLOBAL };
    const ownProducer = new TestProducer(ownConfig);
    const worker = await startWorker(ownConfig);
    workers.push(worker);
    try {
      const spread = [1, 2, 3, 4].map((n) => ({
        ...contactSubmissionLead({ workEmail: `person@global-cap-${n}.example` }),
        clientAddress: anotherClient(),
      }));
      const outcomes: AcknowledgementOutcome[] = [];
      for (const lead of spread) {
        await ownProducer.add(lead);
        const id = acknowledgementJobId(lead.id);
        outcomes.push(
          await waitFor(
            async () => ((await ownProducer.queue.getJobState(id)) === 'completed' ? (await ownProducer.queue.getJob(id))!.returnvalue : undefined),
            `acknowledgement of ${lead.id} completed`,
          ),
        );
      }
      expect(outcomes).toEqual(['sent', 'sent', 'sent', 'over-global-cap']);
      expect((await row(spread[3]!)).acknowledgement).toBe('over-global-cap');
      expect(await salesEmailsOf(spread[3]!)).toHaveLength(1);
      expect(await skippedCount(worker, 'global')).toBe(1);
    } finally {
      await ownProducer.destroy();
    }
  });

  it('sends none with LEAD_ACKNOWLEDGEMENT=off', async () => {
    workers.push(await startWorker({ ...config, acknowledgementEnabled: false }));
    const lead = contactSubmissionLead({ workEmail: 'quiet@off-ack.example' });
    await producer.add(lead);
    await producer.settled(lead.id, 'completed');
    expect(await producer.queue.getJob(acknowledgementJobId(lead.id))).toBeUndefined();
    expect(smtp.withMessageId(acknowledgementMessageId(lead.id))).toHaveLength(0);
  });
});
