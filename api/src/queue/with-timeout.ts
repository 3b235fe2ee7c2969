/** The error of a promise that did not settle in time. */
export class TimeoutError extends Error {
  override readonly name = 'TimeoutError';
}

/**
 * Settles like `promise`, or rejects with a TimeoutError after `ms`. The promise itself keeps running
 * (it cannot be cancelled); its late rejection is swallowed so it never becomes an unhandled rejection.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, message = `timed out after ${ms} ms`): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(message)), ms);
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
