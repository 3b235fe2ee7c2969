// The browser error reports of one remote, per version, as the API's Prometheus endpoint counts them:
// remote_page_views_total{remote,version} and remote_client_errors_total{remote,version,kind} (all kinds summed),
// and the distinct clients that reported errors, remote_client_error_clients{remote,version} (a figure every API
// process reads from the same Redis set: the highest sample counts, never their sum).
// The text format is parsed with parse-prometheus-text-format.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

export const VIEWS_METRIC = 'remote_page_views_total';
export const ERRORS_METRIC = 'remote_client_errors_total';
export const ERROR_CLIENTS_METRIC = 'remote_client_error_clients';

/** @typedef {{ views: number, errors: number, errorClients: number }} Counts */

/** How each metric adds to a version's counts: counters are summed, the distinct-clients figure is the highest. */
const FIELDS = {
  [VIEWS_METRIC]: { field: 'views', add: (sum, value) => sum + value },
  [ERRORS_METRIC]: { field: 'errors', add: (sum, value) => sum + value },
  [ERROR_CLIENTS_METRIC]: { field: 'errorClients', add: (highest, value) => Math.max(highest, value) },
};

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
    const metric = FIELDS[family.name];
    if (!metric) continue;
    for (const sample of family.metrics) {
      const version = sample.labels?.version;
      if (sample.labels?.remote !== remote || !version) continue;
      const entry = counts.get(version) ?? { views: 0, errors: 0, errorClients: 0 };
      entry[metric.field] = metric.add(entry[metric.field], Number(sample.value));
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
