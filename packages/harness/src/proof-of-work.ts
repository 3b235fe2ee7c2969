import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/** The API's challenge route, as the lead forms' widget fetches it (API_ROUTES.proofOfWorkChallenge). */
export const PROOF_OF_WORK_CHALLENGE_PATH = '/api/proof-of-work-challenge';

/** Solves an ALTCHA challenge in Node (altcha-lib's solver) and encodes it as the widget sends it: base64 JSON. */
export async function solveProofOfWork(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('The proof-of-work challenge was not solved within 30 s');
  const payload = { challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/**
 * Fetches a fresh challenge from a running API (or the site's gateway: the same path) and solves it: the `altcha`
 * field a lead needs to count as sent by a browser. `origin`: e.g. `http://127.0.0.1:3000`. `headers`: e.g. an
 * X-Forwarded-For that puts the request in a rate-limit bucket of its own.
 */
export async function fetchSolvedProofOfWork(origin: string, headers: Record<string, string> = {}): Promise<string> {
  const response = await fetch(new URL(PROOF_OF_WORK_CHALLENGE_PATH, origin), { headers, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`GET ${PROOF_OF_WORK_CHALLENGE_PATH} answered ${response.status}`);
  return solveProofOfWork((await response.json()) as Challenge);
}
