import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_ROUTES, apiPath } from '@site/contracts';
import { fetchSolvedProofOfWork, solveProofOfWork } from '@site/harness';
import type { Challenge } from 'altcha-lib';
import type { Redis } from 'ioredis';
import { REDIS_CLIENT } from '../redis/redis.constants.js';
import { request, startTestServer, type TestServer, waitForRedis } from '../test-support/http.js';
import { createTestEnvironment, type TestEnvironment } from '../test-support/test-environment.js';
import { PROOF_OF_WORK_EXPIRY_MS } from './proof-of-work-difficulty.js';
import { ProofOfWorkChallenges } from './proof-of-work-challenges.js';
import { proofOfWorkKeys } from './proof-of-work-keys.js';
import { ProofOfWorkVerifier, usedSolutionsNamespace } from './proof-of-work.verifier.js';

let env: TestEnvironment;
let server: TestServer;
let verifier: ProofOfWorkVerifier;

const CHALLENGE_PATH = apiPath(API_ROUTES.proofOfWorkChallenge);

beforeAll(async () => {
  env = await createTestEnvironment('proof_of_work');
  server = await startTestServer(env.config());
  await waitForRedis(server);
  verifier = server.app.get(ProofOfWorkVerifier);
});

afterAll(async () => {
  await server?.close();
  await env?.cleanup();
});

const origin = () => new URL(server.url('/')).origin;
const decode = (payload: string) => JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('GET /api/proof-of-work-challenge', () => {
  it('answers a fresh, signed, uncacheable challenge, rate limited like the lead POSTs', async () => {
    const first = await request<Challenge>(server.url(CHALLENGE_PATH));
    const second = await request<Challenge>(server.url(CHALLENGE_PATH));

    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('x-ratelimit-limit')).toBe('1000');
    expect(first.body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: expect.any(Number), keySignature: expect.any(String) });
    expect(first.body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(second.body.parameters.nonce).not.toBe(first.body.parameters.nonce);
    const expiresInMs = (first.body.parameters.expiresAt ?? 0) * 1000 - Date.now();
    expect(expiresInMs).toBeGreaterThan(PROOF_OF_WORK_EXPIRY_MS - 60_000);
    expect(expiresInMs).toBeLessThanOrEqual(PROOF_OF_WORK_EXPIRY_MS);
  });
});

/** The leads the solutions come with. */
const LEAD = randomUUID();
const OTHER_LEAD = randomUUID();

describe('ProofOfWorkVerifier.check', () => {
  it('answers valid for a solved challenge, and reused when the same solution comes with another lead', async () => {
    const payload = await fetchSolvedProofOfWork(origin());

    expect(await verifier.check(payload, LEAD)).toBe('valid');
    expect(await verifier.check(payload, OTHER_LEAD)).toBe('reused');
  });

  it('answers valid again to the same lead bringing it again (a POST retried with its Idempotency-Key)', async () => {
    const payload = await fetchSolvedProofOfWork(origin());

    expect(await verifier.check(payload, LEAD)).toBe('valid');
    expect(await verifier.check(payload, LEAD)).toBe('valid');
    expect(await verifier.check(payload, OTHER_LEAD)).toBe('reused');
  });

  it('remembers a used solution until its challenge expires, no longer', async () => {
    const payload = await fetchSolvedProofOfWork(origin());
    expect(await verifier.check(payload, LEAD)).toBe('valid');

    const nonce = decode(payload).challenge.parameters.nonce as string;
    const ttl = await server.app.get<Redis>(REDIS_CLIENT).pttl(`${usedSolutionsNamespace(env.queuePrefix)}${nonce}`);
    expect(ttl).toBeGreaterThan(PROOF_OF_WORK_EXPIRY_MS - 60_000);
    expect(ttl).toBeLessThanOrEqual(PROOF_OF_WORK_EXPIRY_MS);
  });

  it('lets only one of several concurrent leads with the same solution through', async () => {
    const payload = await fetchSolvedProofOfWork(origin());

    const answers = await Promise.all([randomUUID(), randomUUID(), randomUUID()].map((lead) => verifier.check(payload, lead)));

    expect(answers.sort()).toEqual(['reused', 'reused', 'valid']);
  });

  it('answers missing when no solution came', async () => {
    expect(await verifier.check(undefined, LEAD)).toBe('missing');
    expect(await verifier.check('', LEAD)).toBe('missing');
  });

  it('answers invalid for a tampered solution, a tampered challenge, a foreign signature or no solution at all', async () => {
    const solved = decode(await fetchSolvedProofOfWork(origin()));
    const flipped = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

    const wrongKey = { ...solved, solution: { ...solved.solution, derivedKey: flipped(solved.solution.derivedKey) } };
    const easierChallenge = { ...solved, challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 1 } } };
    const unsigned = { ...solved, challenge: { parameters: solved.challenge.parameters } };
    expect(await verifier.check(encode(wrongKey), LEAD)).toBe('invalid');
    expect(await verifier.check(encode(easierChallenge), LEAD)).toBe('invalid');
    expect(await verifier.check(encode(unsigned), LEAD)).toBe('invalid');
    expect(await verifier.check('not base64 json', LEAD)).toBe('invalid');
    expect(await verifier.check(encode({ challenge: null, solution: null, test: true }), LEAD)).toBe('invalid');

    // Signed with another deployment's keys (another CLAIM_TOKEN_SECRET): solved, yet not this API's.
    const foreign = await new ProofOfWorkChallenges(proofOfWorkKeys('another-deployment-secret-of-32-characters')).issue();
    expect(await verifier.check(await solveProofOfWork(foreign), LEAD)).toBe('invalid');

    // None of them was remembered: the genuine solution is still good for one lead.
    expect(await verifier.check(encode(solved), LEAD)).toBe('valid');
  });

  it('answers expired for a solution of a challenge that ran out', async () => {
    const challenges = server.app.get(ProofOfWorkChallenges);
    const stale = await challenges.issue(Date.now() - PROOF_OF_WORK_EXPIRY_MS - 1_000);

    expect(await verifier.check(await solveProofOfWork(stale), LEAD)).toBe('expired');
  });
});

describe('proofOfWorkKeys', () => {
  it('derives the same keys from the same secret on every replica, distinct ones per use and per secret', () => {
    const secret = 'x'.repeat(40);
    const keys = proofOfWorkKeys(secret);

    expect(proofOfWorkKeys(secret)).toEqual(keys);
    expect(keys.challengeSignature).not.toBe(keys.keySignature);
    expect(keys.challengeSignature).not.toContain(secret);
    expect(proofOfWorkKeys('y'.repeat(40)).challengeSignature).not.toBe(keys.challengeSignature);
  });
});
