// The client side of the fault run: a steady stream of distinct, valid contact submissions, each with its own
// Idempotency-Key. A lead is retried with the same key (and the same body) on a network error, a 503, a 429
// or another 5xx, with capped exponential back-off, until it is answered 202 or its retry budget is spent.
import { createHash } from 'node:crypto';
import { sleep } from '@site/harness';

/** api/src/leads/lead-id.ts: the id of a lead sent with an Idempotency-Key is UUIDv5(kind + ':' + key). */
export const LEAD_ID_NAMESPACE = '6f0c3a52-9d4e-4b8a-a6f1-3c2e7d9b5a10';
const KIND = 'contact-submission';

export function uuidv5(name, namespace) {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function expectedLeadId(idempotencyKey) {
  return uuidv5(`${KIND}:${idempotencyKey}`, LEAD_ID_NAMESPACE);
}

const ROLES = ['ciso', 'cto', 'head-security', 'secops', 'compliance', 'other'];
const INTERESTS = ['saas', 'vpc', 'on-premises', 'air-gapped', 'hybrid'];

/** `proof`: a solved proof of work (the `altcha` field a browser's form sends), or undefined (an API client's lead). */
function leadBody(runId, index, proof) {
  return {
    ...(proof === undefined ? {} : { altcha: proof }),
    workEmail: `lead${index}@faults-${runId}.example`,
    fullName: `Fault Lead ${index}`,
    company: `Fault Run ${runId} Co ${index % 97}`,
    role: ROLES[index % ROLES.length],
    deploymentInterest: INTERESTS[index % INTERESTS.length],
    message: `Fault-injection lead ${index} of run ${runId}.`,
  };
}

const REQUEST_TIMEOUT_MS = 10_000;
const FIRST_RETRY_MS = 200;
const MAX_RETRY_MS = 3_000;
const MAX_ATTEMPTS = 500;

export class LeadClient {
  /**
   * `proofs`: solved proofs of work, one for each of the first leads (lead `i` sends `proofs[i]`, on every retry):
   * those leads come as a browser's form would and are judged `ok` (acknowledged, pushed), the rest `unverified`.
   * @param {{ apiUrl: string, runId: string, retryBudgetMs: number, random?: () => number, proofs?: string[] }} options
   */
  constructor({ apiUrl, runId, retryBudgetMs, random = Math.random, proofs = [] }) {
    this.url = `${apiUrl}/api/contact-submissions`;
    this.proofs = proofs;
    this.runId = runId;
    this.retryBudgetMs = retryBudgetMs;
    this.random = random;
    /** One record per lead sent. */
    this.leads = [];
    this.counts = { attempts: 0, status503: 0, status429: 0, status5xx: 0, networkErrors: 0, timeouts: 0, rejected4xx: 0 };
    /** Answers that broke the contract: 202 with an id other than UUIDv5(key), or a different id on a retry. */
    this.idMismatches = [];
  }

  /**
   * Sends `total` leads at an even pace over about `durationMs`, never more than `maxInFlight` unresolved at once.
   * Resolves when every lead is acknowledged, refused for good or out of retry budget.
   */
  async stream({ total, durationMs, maxInFlight = 256, shouldStop = () => false }) {
    const intervalMs = durationMs / total;
    const started = Date.now();
    const inFlight = new Set();
    for (let index = 0; index < total && !shouldStop(); index += 1) {
      const due = started + index * intervalMs;
      const wait = due - Date.now();
      if (wait > 0) await sleep(wait);
      // Bounded: each lead's own retry budget ends it; the guard below only paces.
      while (inFlight.size >= maxInFlight) await Promise.race(inFlight);
      const task = this.send(index).finally(() => inFlight.delete(task));
      inFlight.add(task);
    }
    await Promise.all(inFlight);
  }

  async send(index) {
    const key = `faults-${this.runId}-${index}`;
    /** @type {{ index: number, key: string, expectedId: string, firstPostAt: number, ackedAt?: number, id?: string, attempts: number, saw503: boolean, outcome: string, lastError?: string }} */
    const lead = {
      index,
      key,
      expectedId: expectedLeadId(key),
      firstPostAt: Date.now(),
      ackedAt: undefined,
      id: undefined,
      attempts: 0,
      saw503: false,
      outcome: 'pending', // acknowledged | rejected | gave-up
      lastError: undefined,
    };
    this.leads.push(lead);
    return this.post(lead);
  }

  /**
   * Sends lead `index` again, with its key and body (the client record of that replay, not added to `leads`): what a
   * client does that retries long after its first 202.
   */
  replay(index) {
    const key = `faults-${this.runId}-${index}`;
    const replay = { index, key, expectedId: expectedLeadId(key), firstPostAt: Date.now(), attempts: 0, saw503: false, outcome: 'pending' };
    return this.post(replay);
  }

  /** POSTs the lead until it is answered 202, refused for good or out of retry budget; records the outcome in `lead`. */
  async post(lead) {
    const { key } = lead;
    const body = JSON.stringify(leadBody(this.runId, lead.index, this.proofs[lead.index]));
    const deadline = lead.firstPostAt + this.retryBudgetMs;
    let delay = FIRST_RETRY_MS;
    while (lead.attempts < MAX_ATTEMPTS) {
      lead.attempts += 1;
      this.counts.attempts += 1;
      let retryAfterMs;
      try {
        const response = await fetch(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await response.text();
        if (response.status === 202) {
          const id = JSON.parse(text).id;
          if (id !== lead.expectedId) this.idMismatches.push({ key, expected: lead.expectedId, got: id });
          if (lead.id !== undefined && lead.id !== id) this.idMismatches.push({ key, expected: lead.id, got: id });
          lead.id = id;
          lead.ackedAt = Date.now();
          lead.outcome = 'acknowledged';
          return lead;
        }
        if (response.status === 503) {
          this.counts.status503 += 1;
          lead.saw503 = true;
        } else if (response.status === 429) {
          this.counts.status429 += 1;
          retryAfterMs = Number(response.headers.get('retry-after')) * 1000 || undefined;
        } else if (response.status >= 500) {
          this.counts.status5xx += 1;
        } else {
          // A valid lead refused for good (400/413/415...): a bug, reported by the checks.
          this.counts.rejected4xx += 1;
          lead.outcome = 'rejected';
          lead.lastError = `${response.status} ${text.slice(0, 200)}`;
          return lead;
        }
        lead.lastError = `${response.status}`;
      } catch (error) {
        if (error.name === 'TimeoutError') this.counts.timeouts += 1;
        else this.counts.networkErrors += 1;
        lead.lastError = error.cause?.code ?? error.name ?? error.message;
      }
      const pause = Math.min(retryAfterMs ?? delay * (0.75 + this.random() * 0.5), MAX_RETRY_MS);
      if (Date.now() + pause > deadline) break;
      await sleep(pause);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    }
    lead.outcome = 'gave-up';
    return lead;
  }
}
