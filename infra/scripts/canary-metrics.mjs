// The browser error reports of one remote, per version, as the API's Prometheus endpoint counts them:
// remote_page_views_total{remote,version} and remote_client_errors_total{remote,version,kind} (all kinds summed).
// The text format is parsed with parse-prometheus-text-format.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export const VIEWS_METRIC = 'remote_page_views_total';
export const ERRORS_METRIC = 'remote_client_errors_total';

/** @typedef {{ views: number, errors: number }} Counts */

/**
 * Views and errors per version of `remote` in a metrics text.
 * @param {string} text
 * @param {string} remote
 * @returns {Map<string, Counts>}
 */
export function countsByVersion(text, remote) {
  /** @type {Map<string, Counts>} */
  const counts = new Map();
  /** @type {Array<{ name: string, metrics: Array<{ value: string, labels?: Record<string, string> }> }>} */
  const families = parsePrometheusTextFormat(text);
  for (const family of families) {
    const field = family.name === VIEWS_METRIC ? 'views' : family.name === ERRORS_METRIC ? 'errors' : undefined;
    if (!field) continue;
    for (const sample of family.metrics) {
      const version = sample.labels?.version;
      if (sample.labels?.remote !== remote || !version) continue;
      const entry = counts.get(version) ?? { views: 0, errors: 0 };
      entry[field] += Number(sample.value);
      counts.set(version, entry);
    }
  }
  return counts;
}

/**
 * Fetches the metrics endpoint (Bearer `token` when given) and counts `remote`'s reports per version.
 * @param {{ metricsUrl: string, token?: string, remote: string, timeoutMs?: number }} o
 */
export async function fetchCounts({ metricsUrl, token, remote, timeoutMs = 10_000 }) {
  const response = await fetch(metricsUrl, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${metricsUrl} answered ${response.status}`);
  }
  return countsByVersion(await response.text(), remote);
}
