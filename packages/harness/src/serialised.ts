/** What `ensurePostgres` and `ensureRedis` are given: the server's URL, where a private one keeps its data, progress. */
export interface EnsureOptions {
  url: string;
  dataDir: string;
  log?: (line: string) => void;
}

/**
 * `run`, with its calls made one after the other (a call starts once the one before settled, whether it failed or
 * not), so a second call finds the server the first one started instead of starting another.
 */
export function serialised<A, R>(run: (arg: A) => Promise<R>): (arg: A) => Promise<R> {
  let queue: Promise<unknown> = Promise.resolve();
  return (arg) => {
    const result = queue.then(() => run(arg));
    queue = result.catch(() => undefined);
    return result;
  };
}
