export interface WaitOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** Rethrow an error of `check` at once instead of retrying (for errors that waiting cannot cure). */
  failFast?: boolean;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Polls `check` until it returns something other than undefined/null/false and resolves with that value;
 * throws after the timeout with `what` and the last error of `check` in the message.
 * `options` may be the timeout in ms.
 */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  what: string,
  options: number | WaitOptions = {},
): Promise<T> {
  const { timeoutMs = 20_000, intervalMs = 50, failFast = false } = typeof options === 'number' ? { timeoutMs: options } : options;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== null && value !== false) return value;
    } catch (error) {
      if (failFast) throw error;
      lastError = error;
    }
    if (Date.now() > deadline) {
      const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
      throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}${cause}`);
    }
    await sleep(intervalMs);
  }
}
