// Everything a run starts registers how to stop it here. `runCleanup()` stops it all, newest first, once. (What is
// still alive when the process exits anyway — a crash, a second Ctrl-C — is killed by the harness' own exit hooks.)
const steps = [];
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

export function runCleanup(log = (line) => console.error(line)) {
  cleaning ??= (async () => {
    while (steps.length > 0) {
      const { name, stop } = steps.pop();
      try {
        await Promise.race([stop(), new Promise((_resolve, reject) => setTimeout(() => reject(new Error('timed out after 30 s')), 30_000).unref())]);
      } catch (error) {
        log(`[faults] cleanup of ${name} failed: ${error.message}`);
      }
    }
  })();
  return cleaning;
}
