import { describe, expect, it } from '@jest/globals';
import { QUEUE_JOB_NAMES } from '@site/contracts/queue-jobs';
import { checkJobHandlers } from './job-handlers.js';

/** A table with a handler (and a schedule) for each of `names`. */
function tableOf(names: readonly string[]): Record<string, { run: () => Promise<void>; schedule?: () => object }> {
  return Object.fromEntries(names.map((name) => [name, { run: async () => undefined, schedule: () => ({}) }]));
}

describe('the job handler table check', () => {
  it('accepts a handler for every job of the queue contract', () => {
    expect(() => checkJobHandlers(tableOf(QUEUE_JOB_NAMES))).not.toThrow();
  });

  it('refuses a table without a handler for a contract job, naming the job', () => {
    const table = tableOf(QUEUE_JOB_NAMES.filter((name) => name !== 'deliver-lead-webhook'));
    expect(() => checkJobHandlers(table)).toThrow('the queue job "deliver-lead-webhook" has no handler');
  });

  it('refuses a repeatable job without a schedule, naming the job', () => {
    const table = tableOf(QUEUE_JOB_NAMES);
    table['daily-digest'] = { run: async () => undefined };
    expect(() => checkJobHandlers(table)).toThrow('the repeatable queue job "daily-digest" has no schedule');
  });

  it('refuses a handler for a job the contract does not know', () => {
    expect(() => checkJobHandlers(tableOf([...QUEUE_JOB_NAMES, 'send-newsletter']))).toThrow(
      '"send-newsletter", which is no job of the queue contract',
    );
  });
});
