import { LEAD_KINDS } from '@site/contracts';
import { fetchSolvedProofOfWork } from '@site/harness';
import { LEAD_TABLE_NAMES } from '@site/persistence';
import { postJson, type TestServer } from './http.js';
import type { TestEnvironment } from './test-environment.js';

/**
 * Posts a lead as the client `client` (X-Forwarded-For from loopback) as the browser's form does, with a solved proof
 * of work (so its verdict is ok: acknowledged and pushed), and returns its id; anything but 202 throws.
 */
export async function postLeadAs(server: TestServer, client: string, path: string, body: Record<string, string>): Promise<string> {
  const headers = { 'x-forwarded-for': client };
  const altcha = await fetchSolvedProofOfWork(new URL(server.url('/')).origin, headers);
  const answer = await postJson<{ id: string }>(server.url(path), { ...body, altcha }, headers);
  if (answer.status !== 202) throw new Error(`${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body.id;
}

/** How many rows of the three lead tables hold `address`, in any case. */
export async function leadRowsOf(env: TestEnvironment, address: string): Promise<number> {
  let total = 0;
  for (const kind of LEAD_KINDS) {
    const [row] = await env.query<{ count: string }>(`SELECT count(*) FROM ${LEAD_TABLE_NAMES[kind]} WHERE lower(work_email) = lower($1)`, [address]);
    total += Number(row?.count ?? 0);
  }
  return total;
}
