// Canary cohorts: while a remote has a canary release (the live remotes file, @site/composition/remote-releases),
// each visitor is in its `stable` or its `canary` cohort. A visitor without a decision for that canary is drawn at
// random with the canary's share and keeps the decision in a cookie for a day, so the page HTML, the /remotes.json
// the shell is given and (through the manifest URL in it) the remote's chunks all come from one version for the
// whole visit. A decision is kept per remote and per canary version: a new canary of the remote draws again, and a
// decision naming a canary that no longer exists (promoted or aborted) means stable; such stale entries are
// dropped from the cookie on the next answer.
import { parseCookie, stringifySetCookie } from 'cookie';

export const COHORT_COOKIE = 'remote-cohort';
/** A day: long enough for a visit (and a day's return visits) to stay on one version, short enough to re-draw often. */
export const COHORT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** @typedef {'stable' | 'canary'} Cohort */
/** @typedef {import('@site/composition/remote-releases').RemoteReleases} RemoteReleases */

/** The cookie's decisions: remote -> `<cohort>:<canary version>` (as written by `cohortsFor`). */
function savedDecisions(header) {
  const raw = header ? parseCookie(header)[COHORT_COOKIE] : undefined;
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, value]) => typeof value === 'string'));
  } catch {
    return {};
  }
}

/**
 * Draws `canary` with probability percent/100.
 * @param {number} percent
 * @param {() => number} random  uniform in [0, 1)
 * @returns {Cohort}
 */
export const drawCohort = (percent, random) => (random() * 100 < percent ? 'canary' : 'stable');

/**
 * The cohorts of one request for every remote that has a canary, and the cookie to send back when the decisions
 * changed (a new draw, or stale entries dropped).
 * @param {{ headers: Record<string, string | string[] | undefined>, protocol: string }} request
 * @param {RemoteReleases} releases
 * @param {{ random?: () => number }} [options]
 * @returns {{ cohorts: Record<string, Cohort>, setCookie?: string }}
 */
export function cohortsFor(request, releases, { random = Math.random } = {}) {
  const cookieHeader = request.headers.cookie;
  const saved = savedDecisions(typeof cookieHeader === 'string' ? cookieHeader : undefined);
  /** @type {Record<string, Cohort>} */
  const cohorts = {};
  /** @type {Record<string, string>} */
  const decisions = {};
  let changed = false;
  for (const [name, { canary }] of Object.entries(releases)) {
    if (!canary) continue;
    const [cohort, version] = (saved[name] ?? '').split(':');
    if (version === canary.version && (cohort === 'stable' || cohort === 'canary')) {
      cohorts[name] = cohort;
    } else {
      cohorts[name] = drawCohort(canary.percent, random);
      changed = true;
    }
    decisions[name] = `${cohorts[name]}:${canary.version}`;
  }
  if (Object.keys(saved).some((name) => decisions[name] !== saved[name])) changed = true;
  if (!changed) return { cohorts };
  const keep = Object.keys(decisions).length > 0;
  const setCookie = stringifySetCookie({
    name: COHORT_COOKIE,
    value: keep ? JSON.stringify(decisions) : '',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: keep ? COHORT_MAX_AGE_SECONDS : 0,
  });
  return { cohorts, setCookie };
}

/**
 * The manifest URL each remote serves to a visitor in `cohorts`: the canary's for the canary cohort, else stable.
 * @param {RemoteReleases} releases
 * @param {Record<string, Cohort>} cohorts
 * @returns {Record<string, string>}
 */
export function manifestsFor(releases, cohorts) {
  return Object.fromEntries(
    Object.entries(releases).map(([name, release]) => [
      name,
      cohorts[name] === 'canary' && release.canary ? release.canary.manifestUrl : release.stable,
    ]),
  );
}
