// Comma-separated URL settings of the gateway (CSP_REMOTE_ORIGINS, REMOTE_OVERRIDE_ALLOWLIST).

/**
 * The URLs of a comma-separated value (blank entries ignored). An entry that is not a URL throws as `new URL`
 * does; one that `accept(url, entry)` refuses throws `<variable>: "<entry>" is not <expected>`.
 * @param {string} raw
 * @param {{ variable: string, expected: string, accept: (url: URL, entry: string) => boolean }} rule
 * @returns {URL[]}
 */
export function parseUrlList(raw, { variable, expected, accept }) {
  return raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const url = new URL(entry);
      if (!['http:', 'https:'].includes(url.protocol) || !accept(url, entry)) {
        throw new Error(`${variable}: "${entry}" is not ${expected}`);
      }
      return url;
    });
}
