// The table the container run prints at its end: each step, whether it passed, and how long it took.
/** @typedef {{ step: string, result: 'pass' | 'FAIL', seconds: number }} StepRecord */

export function createStepTable() {
  /** @type {StepRecord[]} */
  const records = [];
  /** @type {string[]} */
  const notes = [];
  const started = Date.now();
  return {
    /** Runs `action` as the step `step`, recording its outcome and duration; rethrows its failure. */
    async time(step, action) {
      const begun = Date.now();
      const record = (result) => records.push({ step, result, seconds: (Date.now() - begun) / 1000 });
      try {
        const value = await action();
        record('pass');
        return value;
      } catch (error) {
        record('FAIL');
        throw error;
      }
    },
    /** A figure to print under the table (what a step counted). @param {string} text */
    note(text) {
      notes.push(text);
    },
    /** The table as text, with the total time since the table was made. */
    render() {
      const width = Math.max(4, ...records.map((r) => r.step.length));
      const line = (step, result, seconds) => `| ${step.padEnd(width)} | ${result.padEnd(6)} | ${seconds.padStart(8)} |`;
      const rule = `|${'-'.repeat(width + 2)}|--------|----------|`;
      const rows = records.map((r) => line(r.step, r.result, r.seconds.toFixed(1)));
      const total = ((Date.now() - started) / 1000).toFixed(1);
      return [line('step', 'result', 'seconds'), rule, ...rows, rule, line('total', '', total), ...notes].join('\n');
    },
  };
}
