// The chaos schedule of a fault run. One background loop kills the worker with SIGKILL at random moments for
// the whole stream; meanwhile the faults of the issue run one after another, each followed by a short settle:
// the API killed with SIGKILL (clients retry with the same Idempotency-Key), Redis killed with SIGKILL and
// restarted from its AOF, PostgreSQL stopped for the outage time, the SMTP server refusing mail (451) for the
// outage time. In the full profile the API and Redis kills run a second round.
import { sleep } from '@site/harness';

const SETTLE_MS = 4_000;
const WARM_UP_MS = 3_000;
const API_DOWN_MS = 1_000;
const REDIS_DOWN_MS = 2_000;
const MAX_WORKER_KILLS = 200;

/** About how long the schedule takes (the lead stream is paced to last as long). */
export function estimatedChaosMs({ rounds, outageMs }) {
  const killRound = API_DOWN_MS + 1_500 + SETTLE_MS + REDIS_DOWN_MS + 500 + SETTLE_MS;
  return WARM_UP_MS + rounds * killRound + 2 * (outageMs + 1_000 + SETTLE_MS);
}

export class Chaos {
  constructor({ services, options, random, log }) {
    this.services = services;
    this.options = options;
    this.random = random;
    this.log = log;
    this.started = Date.now();
    /** What was done when: { atMs, fault, detail }. */
    this.events = [];
    this.stopWorkerKills = false;
    this.counts = { workerKills: 0, apiKills: 0, redisKills: 0, postgresOutages: 0, smtpOutages: 0 };
  }

  event(fault, detail) {
    const atMs = Date.now() - this.started;
    this.events.push({ atMs, fault, detail });
    this.log(`t+${(atMs / 1000).toFixed(1).padStart(5)} s  ${fault}: ${detail}`);
  }

  between([min, max]) {
    return min + this.random() * (max - min);
  }

  /** SIGKILLs the worker at random moments until stopped; each time it is started again after 0.2-1.5 s. */
  async killWorkerRepeatedly() {
    const { worker } = this.services;
    while (!this.stopWorkerKills && this.counts.workerKills < MAX_WORKER_KILLS) {
      const waitMs = this.between(this.options.workerKillEveryMs);
      const until = Date.now() + waitMs;
      while (!this.stopWorkerKills && Date.now() < until) await sleep(Math.min(200, until - Date.now()));
      if (this.stopWorkerKills) break;
      if (!worker.running) continue; // still restarting (e.g. PostgreSQL down at its start)
      const downMs = Math.round(this.between([200, 1500]));
      this.counts.workerKills += 1;
      this.event('worker', `SIGKILL #${this.counts.workerKills}, restart in ${downMs} ms`);
      await worker.kill();
      await sleep(downMs);
      // Not awaited for readiness beyond the bounded start; a start failure is logged and the supervisor retries.
      await worker.start().catch((error) => this.log(`worker restart: ${error.message}`));
    }
  }

  async killApi() {
    const { api } = this.services;
    this.counts.apiKills += 1;
    this.event('api', `SIGKILL #${this.counts.apiKills}`);
    const t = Date.now();
    await api.restart(API_DOWN_MS);
    this.event('api', `restarted, listening again after ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }

  async killRedis() {
    const { redis } = this.services;
    this.counts.redisKills += 1;
    this.event('redis', `SIGKILL #${this.counts.redisKills}`);
    const t = Date.now();
    await redis.kill();
    await sleep(REDIS_DOWN_MS);
    await redis.start();
    this.event('redis', `restarted from its AOF, PONG after ${((Date.now() - t) / 1000).toFixed(1)} s`);
  }

  async postgresOutage() {
    const { postgres } = this.services;
    this.counts.postgresOutages += 1;
    this.event('postgres', `pg_ctl stop -m fast, down for ${this.options.outageMs / 1000} s`);
    await postgres.stop();
    const t = Date.now();
    await sleep(this.options.outageMs);
    await postgres.start();
    this.event('postgres', `started again (down ${((Date.now() - t) / 1000).toFixed(1)} s)`);
  }

  async smtpOutage() {
    const { smtp } = this.services;
    this.counts.smtpOutages += 1;
    const before = smtp.refusals;
    this.event('smtp', `refusing mail with 451 for ${this.options.outageMs / 1000} s`);
    smtp.refuseAll(451);
    await sleep(this.options.outageMs);
    smtp.acceptAll();
    this.event('smtp', `accepting again (${smtp.refusals - before} MAIL FROM refused with 451)`);
  }

  /** The fault sequence (the worker-kill loop runs beside it). */
  async run() {
    await sleep(WARM_UP_MS);
    for (let round = 1; round <= this.options.rounds; round += 1) {
      await this.killApi();
      await sleep(SETTLE_MS);
      await this.killRedis();
      await sleep(SETTLE_MS);
      if (round === 1) {
        await this.postgresOutage();
        await sleep(SETTLE_MS);
        await this.smtpOutage();
        await sleep(SETTLE_MS);
      }
    }
  }
}
