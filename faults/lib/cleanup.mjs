// Everything a run starts registers how to stop it here. `runCleanup()` stops it all, newest first, once; a
// synchronous fallback at process exit kills what is still alive (a crash of the harness, a second Ctrl-C).
const steps = [];
const exitFallbacks = [];
let cleaning;

/** Registers an async stop step; returns a function that unregisters it (after a normal stop). */
export function onCleanup(name, stop) {
  const step = { name, stop };
  steps.push(step);
  return () => {
    const index = steps.indexOf(step);
    if (index >= 0) steps.splice(index, 1);
  };
}

/** Registers a synchronous last-resort step for process exit (kill -9 a pid, `pg_ctl stop -m immediate`). */
export function onExitFallback(fn) {
  exitFallbacks.push(fn);
}

export function runCleanup(log = (line) => console.error(line)) {
  cleaning ??= (async () => {
    while (steps.length > 0) {
      const { name, stop } = steps.pop();
      try {
        await Promise.race([
          stop(),
          new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timed out after 30 s')), 30_000).unref()),
        ]);
      } catch (error) {
        log(`[faults] cleanup of ${name} failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}

process.on('exit', () => {
  for (const fn of exitFallbacks.reverse()) {
    try {
      fn();
    } catch {
      // best effort at exit
    }
  }
});
