// node --test packages/servers/src/gateway/canary-cohorts.test.mjs
// Canary cohorts: the draw gives the canary its share of visitors, the cookie keeps a visitor on one version, and
// through a real gateway the page HTML and /remotes.json come from the visitor's version, each version's page
// cached apart, never in a shared cache; a preview override still wins.
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { parseSetCookie } from 'cookie';
import { COHORT, PAGE } from '../shared/cache-policy.mjs';
import { COHORT_COOKIE, COHORT_MAX_AGE_SECONDS, cohortsFor } from './canary-cohorts.mjs';
import { startTestSite } from '../../test-support/test-site-fixture.mjs';

const STABLE = '/_remotes/services/v-stable/mf-manifest.json';
const CANARY_URL = '/_remotes/services/v-canary/mf-manifest.json';
const releasesWith = (percent, version = 'v-canary') => ({
  services: { stable: STABLE, canary: { version, percent, manifestUrl: `/_remotes/services/${version}/mf-manifest.json` } },
  platform: { stable: '/_remotes/platform/mf-manifest.json' },
});
const request = (cookie, protocol = 'http') => ({ headers: cookie ? { cookie } : {}, protocol });
/** The request cookie a browser would send back for a Set-Cookie header. */
const cookieFrom = (setCookie) => {
  const parsed = parseSetCookie(setCookie);
  return `${parsed.name}=${encodeURIComponent(parsed.value ?? '')}`;
};

describe('cohortsFor (the draw and the cookie)', () => {
  for (const percent of [10, 50]) {
    it(`puts about ${percent}% of 20,000 new visitors in the canary cohort`, () => {
      let canary = 0;
      for (let i = 0; i < 20_000; i += 1) if (cohortsFor(request(), releasesWith(percent)).cohorts.services === 'canary') canary += 1;
      // Binomial: the standard deviation is at most 0.35% of 20,000 visitors; 1.5 points is over four of them.
      assert.ok(Math.abs((canary / 20_000) * 100 - percent) < 1.5, `${canary} of 20000 for ${percent}%`);
    });
  }

  it('sets an HttpOnly, SameSite=Lax, Path=/ cookie for a day, Secure only over HTTPS; nothing for remotes without canary', () => {
    const { cohorts, setCookie } = cohortsFor(request(), releasesWith(50), { random: () => 0.2 });
    assert.deepEqual(cohorts, { services: 'canary' });
    const cookie = parseSetCookie(setCookie ?? '');
    assert.equal(cookie.name, COHORT_COOKIE);
    assert.deepEqual(JSON.parse(cookie.value ?? ''), { services: 'canary:v-canary' });
    assert.equal(cookie.httpOnly, true);
    assert.equal(cookie.sameSite, 'lax');
    assert.equal(cookie.path, '/');
    assert.equal(cookie.maxAge, COHORT_MAX_AGE_SECONDS);
    assert.equal(COHORT_MAX_AGE_SECONDS, 86_400);
    assert.equal(cookie.secure, undefined);
    assert.equal(parseSetCookie(cohortsFor(request(undefined, 'https'), releasesWith(50)).setCookie ?? '').secure, true);
    assert.deepEqual(cohortsFor(request(), { platform: { stable: '/_remotes/platform/mf-manifest.json' } }), { cohorts: {} });
  });

  it('keeps a decision for the same canary without drawing again, and sends no new cookie', () => {
    const first = cohortsFor(request(), releasesWith(50), { random: () => 0.9 });
    assert.equal(first.cohorts.services, 'stable');
    const again = cohortsFor(request(cookieFrom(first.setCookie)), releasesWith(50), { random: () => 0 });
    assert.deepEqual(again, { cohorts: { services: 'stable' } });
  });

  it('draws again for a new canary of the remote', () => {
    const first = cohortsFor(request(), releasesWith(50), { random: () => 0.9 });
    const next = cohortsFor(request(cookieFrom(first.setCookie)), releasesWith(50, 'v-canary-2'), { random: () => 0 });
    assert.equal(next.cohorts.services, 'canary');
    assert.deepEqual(JSON.parse(parseSetCookie(next.setCookie ?? '').value ?? ''), { services: 'canary:v-canary-2' });
  });

  it('a cookie naming a canary that no longer exists means stable, and the cookie is cleared', () => {
    const canary = cohortsFor(request(), releasesWith(50), { random: () => 0 });
    const gone = cohortsFor(request(cookieFrom(canary.setCookie)), { services: { stable: STABLE } });
    assert.deepEqual(gone.cohorts, {});
    const cleared = parseSetCookie(gone.setCookie ?? '');
    assert.equal(cleared.name, COHORT_COOKIE);
    assert.equal(cleared.maxAge, 0);
  });

  it('a malformed cookie is a visitor without decision', () => {
    for (const value of ['not-json', '[1,2]', '{"services":7}', '{"services":"gold:v-canary"}']) {
      const answer = cohortsFor(request(`${COHORT_COOKIE}=${encodeURIComponent(value)}`), releasesWith(50), { random: () => 0 });
      assert.equal(answer.cohorts.services, 'canary', value);
      assert.ok(answer.setCookie, value);
    }
  });
});

describe('a gateway with a canary of services', () => {
  let site;
  let base;
  let draw = 0;
  const configFile = () => path.join(site.dir, 'remotes.json');
  const writeConfig = (config) => writeFile(configFile(), JSON.stringify(config));

  before(async () => {
    site = await startTestSite();
    await site.publish('services', 'v-stable', ['/services/custom-development']);
    await site.publish('services', 'v-canary', ['/services/custom-development']);
    await writeConfig({ services: { stable: STABLE, canary: { version: 'v-canary', percent: 30, manifestUrl: CANARY_URL } } });
    const started = await site.gateway({
      remotesConfigFile: configFile(),
      random: () => draw,
      overrideAllowlist: [new URL(`${site.previewOrigin}/qa/`)],
    });
    base = `http://127.0.0.1:${started.port}`;
  });
  after(async () => site?.stop());

  /**
   * A new visitor whose draw is `value` (below 0.3: canary), or a visitor sending `cookie`.
   * @param {string} pathname
   * @param {{ value?: number, cookie?: string }} [o]
   */
  async function visit(pathname, { value = 0.99, cookie } = {}) {
    draw = value;
    const answer = await fetch(`${base}${pathname}`, { headers: cookie ? { cookie } : {} });
    return { answer, body: await answer.text() };
  }

  it('a new visitor drawn into the canary gets its page, its /remotes.json and a cookie keeping both', async () => {
    const { answer, body } = await visit('/services/custom-development', { value: 0.1 });
    assert.equal(answer.status, 200);
    assert.match(body, /build v-canary/);
    assert.match(body, /\/_remotes\/services\/v-canary\//, 'stylesheet links of the canary build');
    assert.equal(answer.headers.get('cache-control'), COHORT);
    assert.match(answer.headers.get('vary') ?? '', /cookie/);
    const cookie = cookieFrom(answer.headers.get('set-cookie') ?? '');

    const config = await visit('/remotes.json', { cookie, value: 0.99 });
    assert.equal(JSON.parse(config.body).services, CANARY_URL);
    assert.equal(config.answer.headers.get('cache-control'), COHORT);
    assert.equal(config.answer.headers.get('set-cookie'), null, 'the decision stands');
    const again = await visit('/services/custom-development', { cookie, value: 0.99 });
    assert.match(again.body, /build v-canary/);
  });

  it('a stable visitor gets the stable page, also private, and never the canary one from the page cache', async () => {
    const { answer, body } = await visit('/services/custom-development', { value: 0.5 });
    assert.match(body, /build v-stable/);
    assert.doesNotMatch(body, /v-canary/);
    assert.equal(answer.headers.get('cache-control'), COHORT);
    const cookie = cookieFrom(answer.headers.get('set-cookie') ?? '');
    assert.equal(JSON.parse((await visit('/remotes.json', { cookie })).body).services, STABLE);

    // Both versions are cached, apart: alternating visitors each keep getting their own.
    const canaryCookie = cookieFrom((await visit('/services/custom-development', { value: 0 })).answer.headers.get('set-cookie') ?? '');
    const tags = new Set();
    for (let i = 0; i < 3; i += 1) {
      const stable = await visit('/services/custom-development', { cookie });
      const canary = await visit('/services/custom-development', { cookie: canaryCookie });
      assert.match(stable.body, /build v-stable/);
      assert.match(canary.body, /build v-canary/);
      tags.add(`${stable.answer.headers.get('etag')} ${canary.answer.headers.get('etag')}`);
    }
    assert.equal(tags.size, 1, 'each version composed once, same ETags every time');
    const [stableTag, canaryTag] = [...tags][0].split(' ');
    assert.notEqual(stableTag, canaryTag);
  });

  it('pages of a remote without canary stay public for a visitor who already has a cohort', async () => {
    const cookie = cookieFrom((await visit('/services/custom-development', { value: 0 })).answer.headers.get('set-cookie') ?? '');
    const { answer } = await visit('/pricing', { cookie });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), PAGE);
    // A new visitor is assigned on any page, so that answer carries a cookie and must stay private.
    assert.equal((await visit('/pricing', { value: 0 })).answer.headers.get('cache-control'), COHORT);
  });

  it('a published file draws no cohort (no cookie on it)', async () => {
    const { answer, body } = await visit('/sample.pdf', { value: 0 });
    assert.equal(answer.status, 200);
    assert.match(body, /^%PDF/);
    assert.equal(answer.headers.get('set-cookie'), null);
  });

  it('a preview override takes precedence over the cohort', async () => {
    const cookie = cookieFrom((await visit('/services/custom-development', { value: 0 })).answer.headers.get('set-cookie') ?? '');
    const override = `services:${site.previewOrigin}/qa/mf-manifest.json`;
    draw = 0;
    const answer = await fetch(`${base}/remotes.json?remote-override=${encodeURIComponent(override)}`, { headers: { cookie } });
    assert.equal(/** @type {{ services: string }} */ (await answer.json()).services, `${site.previewOrigin}/qa/mf-manifest.json`);
    assert.equal(answer.headers.get('cache-control'), 'private, no-store');
  });

  it('once the canary is gone, a canary visitor gets stable pages and the cookie is cleared; pages are public again', async () => {
    const cookie = cookieFrom((await visit('/services/custom-development', { value: 0 })).answer.headers.get('set-cookie') ?? '');
    await writeConfig({ services: STABLE });
    const { answer, body } = await visit('/services/custom-development', { cookie });
    assert.match(body, /build v-stable/);
    assert.equal(parseSetCookie(answer.headers.get('set-cookie') ?? '').maxAge, 0);
    assert.equal(answer.headers.get('cache-control'), COHORT, 'the answer clearing the cookie is private');
    const later = await visit('/services/custom-development');
    assert.equal(later.answer.headers.get('cache-control'), PAGE);
    assert.equal(later.answer.headers.get('set-cookie'), null);
  });
});
