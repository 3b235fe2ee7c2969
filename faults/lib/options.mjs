// Parameters of a fault run: `--quick` (CI) or full, each value overridable by a flag or an environment variable.
import { parseArgs } from 'node:util';

const PROFILES = {
  // CI: a few hundred leads and ~10 s outages; the whole run stays well under 4 minutes on 2 cores.
  quick: { leads: 500, outageS: 9, workerKillEveryS: [4, 9], rounds: 1, drainTimeoutS: 120, retryBudgetS: 90 },
  // Nightly: a few thousand leads and the 30 s outages; API and Redis are killed twice.
  full: { leads: 3000, outageS: 30, workerKillEveryS: [5, 12], rounds: 2, drainTimeoutS: 300, retryBudgetS: 150 },
};

const USAGE = `Usage: node faults/run.mjs [--quick] [--leads N] [--outage SECONDS] [--seed N] [--keep-logs] [--verbose]

  --quick           CI profile: ${PROFILES.quick.leads} leads, ${PROFILES.quick.outageS} s outages (default: full, ${PROFILES.full.leads} leads, ${PROFILES.full.outageS} s)
  --leads N         leads to send (env FAULTS_LEADS)
  --outage S        how long PostgreSQL is stopped and SMTP answers 451 (env FAULTS_OUTAGE_S)
  --seed N          seed of the random chaos moments (env FAULTS_SEED; default: random, printed)
  --keep-logs       keep the services' logs (faults/.logs/<run>/) even when every check passes
  --verbose         echo the api and worker logs to the terminal`;

function positive(value, name, { integer = false } = {}) {
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0 || (integer && !Number.isInteger(number))) {
    throw new Error(`${name} must be a positive ${integer ? 'integer' : 'number'}, got "${value}"`);
  }
  return number;
}

export function readOptions(argv = process.argv.slice(2), env = process.env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean', default: false },
      leads: { type: 'string' },
      outage: { type: 'string' },
      seed: { type: 'string' },
      'keep-logs': { type: 'boolean', default: false },
      verbose: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const mode = values.quick || env.FAULTS_QUICK === '1' ? 'quick' : 'full';
  const profile = PROFILES[mode];
  const leadsRaw = values.leads ?? env.FAULTS_LEADS;
  const outageRaw = values.outage ?? env.FAULTS_OUTAGE_S;
  const seedRaw = values.seed ?? env.FAULTS_SEED;
  const outageS = outageRaw ? positive(outageRaw, '--outage') : profile.outageS;
  const seed = seedRaw ? positive(seedRaw, '--seed', { integer: true }) : 1 + Math.floor(Math.random() * 2 ** 31);
  return {
    mode,
    leads: leadsRaw ? positive(leadsRaw, '--leads', { integer: true }) : profile.leads,
    outageMs: Math.round(outageS * 1000),
    workerKillEveryMs: profile.workerKillEveryS.map((s) => s * 1000),
    rounds: profile.rounds,
    // Drain: at least the profile's bound, and longer when outages are longer than the profile's.
    drainTimeoutMs: Math.max(profile.drainTimeoutS * 1000, outageS * 1000 * 4),
    // How long one lead's client keeps retrying (same Idempotency-Key) before it gives up.
    retryBudgetMs: Math.max(profile.retryBudgetS * 1000, outageS * 1000 * 3),
    seed,
    keepLogs: values['keep-logs'] || env.FAULTS_KEEP_LOGS === '1',
    verbose: values.verbose || env.FAULTS_VERBOSE === '1',
  };
}

/** A small seeded PRNG (mulberry32), so a run's chaos moments can be replayed with --seed. */
export function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
