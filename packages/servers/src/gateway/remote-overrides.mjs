// Preview overrides: a visitor (QA) loads one remote from another build before it goes live, e.g.
//   https://site/services?remote-override=services:https://preview.example/services/abc123/mf-manifest.json
// The override is kept in a session cookie for the rest of the visit (`?remote-override=off` drops it). Only
// manifest URLs under an allow-listed origin or URL prefix (env REMOTE_OVERRIDE_ALLOWLIST, comma-separated;
// empty in production) are honoured; anything else is ignored as if absent. The gateway applies an override to
// /remotes.json and to the prerendered page alike, so the HTML and the code the browser loads are the same build.
import { parseCookie, stringifySetCookie } from 'cookie';
import { isManifestUrlFor } from '@site/composition';

export const OVERRIDE_PARAM = 'remote-override';
export const OVERRIDE_COOKIE = 'remote-override';

/** The origins an allow-list admits (the CSP must let the browser load code from them). */
export const allowlistOrigins = (allowlist) => [...new Set(allowlist.map((entry) => entry.origin))];

/** A prefix entry covers the folder it names: `https://p.example/qa` allows /qa/… but not /qa-evil/…. */
const folderOf = (entry) => (entry.pathname.endsWith('/') ? entry.pathname : `${entry.pathname}/`);

/** `manifestUrl` has passed isManifestUrlFor: canonical, no userinfo, query, fragment or encoded separator. */
function isAllowed(manifestUrl, allowlist) {
  const url = new URL(manifestUrl);
  return allowlist.some((entry) => url.origin === entry.origin && url.pathname.startsWith(folderOf(entry)));
}

/**
 * The valid overrides among `name:url` pairs: known remote, absolute manifest URL, allow-listed.
 * @returns {Record<string, string>}
 */
function validOverrides(pairs, { names, allowlist }) {
  const overrides = {};
  for (const [name, url] of pairs) {
    if (names.includes(name) && /^https?:\/\//.test(url) && isManifestUrlFor(name, url) && isAllowed(url, allowlist)) overrides[name] = url;
  }
  return overrides;
}

function pairsFromQuery(values) {
  return values.flatMap((value) => {
    const colon = value.indexOf(':');
    return colon > 0 ? [[value.slice(0, colon), value.slice(colon + 1)]] : [];
  });
}

function pairsFromCookie(header) {
  const raw = header ? parseCookie(header)[OVERRIDE_COOKIE] : undefined;
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? Object.entries(parsed).filter(([, url]) => typeof url === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * Whether the browser says the request comes from the site itself or from the address bar (Fetch Metadata).
 * Only such a request may change the cookie: a link on another site can show one page with an override, but
 * cannot pin it for the rest of the visit. Clients that send no Sec-Fetch-Site never get the cookie.
 */
const SAME_SITE = new Set(['same-origin', 'same-site', 'none']);
const isSameSite = (request) => SAME_SITE.has(request.headers['sec-fetch-site']);

/**
 * The overrides of one request and the cookie to send back.
 * A `remote-override` query parameter applies to this answer and, on a same-site request, replaces the cookie
 * (`off` or no valid pair clears it); otherwise the cookie is re-checked against today's allow-list. With an
 * empty allow-list nothing is ever honoured or set.
 * @param {import('fastify').FastifyRequest} request
 * @param {{ names: string[], allowlist: readonly URL[] }} policy
 * @returns {{ overrides: Record<string, string>, setCookie?: string }}
 */
export function overridesFor(request, policy) {
  if (policy.allowlist.length === 0) return { overrides: {} };
  const query = new URL(request.url, 'http://gateway').searchParams.getAll(OVERRIDE_PARAM);
  if (query.length === 0) return { overrides: validOverrides(pairsFromCookie(request.headers.cookie), policy) };

  const overrides = query.includes('off') ? {} : validOverrides(pairsFromQuery(query), policy);
  if (!isSameSite(request)) return { overrides };
  const keep = Object.keys(overrides).length > 0;
  const setCookie = stringifySetCookie({
    name: OVERRIDE_COOKIE,
    value: keep ? JSON.stringify(overrides) : '',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    ...(keep ? {} : { maxAge: 0 }),
  });
  return { overrides, setCookie };
}
