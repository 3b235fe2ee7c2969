import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../errors/error-body.js';
import { LEAD_QUEUE, type LeadQueue } from '../queue/lead-queue.constants.js';
import { queueBoardPolicy } from './queue-board-policy.js';
import { StaffPageRenderer } from '../views/staff/staff-page-renderer.js';
import { INBOX_PATH, QUEUES_PATH, routedPath } from './staff-paths.js';
import { ADMIN_ROLE_REQUIRED_MESSAGE } from '../auth/staff-only.decorator.js';
import { StaffSessions } from './staff-sessions.js';

/**
 * Whether a request is for the board's page itself (not its scripts or JSON API): those get the sign-in form. Decided
 * on the route the request reached (any spelling of its path), like the staff headers.
 */
function isBoardPage(request: FastifyRequest): boolean {
  const path = routedPath(request);
  return request.method === 'GET' && path !== undefined && !path.startsWith(`${QUEUES_PATH}/api/`) && !path.startsWith(`${QUEUES_PATH}/static/`);
}

/**
 * The leads queue on the board: retries offered for failed jobs only. `allowCompletedRetries` is read by Bull Board's
 * adapter though its options type (9.10.1) does not list it, hence a plain object rather than a literal argument.
 */
const LEADS_ADAPTER_OPTIONS = {
  description: 'Leads (failed jobs are the dead letters; only they can be retried here)',
  readOnlyMode: false,
  allowRetries: true,
  allowCompletedRetries: false,
};

/**
 * Adds the queue view to a built app (from `main.ts`, not `createApp`: Bull Board's static-file plugin needs a
 * dependency that is an ES module only, which Node 20 loads but Jest's module system cannot, so the in-process
 * test apps go without it; `queue-board.test.ts` tests it in the built API).
 */
export function mountQueueBoard(app: NestFastifyApplication): Promise<void> {
  return registerQueueBoard(app, app.get<LeadQueue>(LEAD_QUEUE), app.get(StaffSessions), app.get(StaffPageRenderer));
}

/**
 * The queue view: Bull Board on the `leads` queue (its failed jobs are the dead letters) at /staff/queues, for
 * signed-in admins only (sales staff get 403). Its page answers strangers with the sign-in form; its scripts and JSON API with a 401. It
 * reads everything and can retry a failed job, nothing else (queue-board-policy.ts). Bull Board's own `readOnlyMode`
 * would refuse that retry too (in 9.10.1 it turns `allowRetries` off and answers 405 to every write), so the queue is
 * mounted writable for retries of failed jobs only and the policy refuses the rest; the board's other action buttons
 * show, and answer 403 with the command to use instead. Its CSP (staff-headers.ts) is looser than the staff pages':
 * the board is a script-driven app of its own.
 */
export async function registerQueueBoard(
  app: NestFastifyApplication,
  queue: LeadQueue,
  sessions: StaffSessions,
  pages: StaffPageRenderer,
): Promise<void> {
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUES_PATH);
  createBullBoard({
    queues: [new BullMQAdapter(queue, LEADS_ADAPTER_OPTIONS)],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Surface Harvester queues' }, handlerHooks: queueBoardPolicy },
  });
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const member = await sessions.current(request);
      if (member?.role === 'admin') return;
      if (member) {
        // Queue jobs carry people's data and the board retries dead letters: administration, for admins only.
        if (isBoardPage(request))
          await pages.message(reply, 403, {
            title: 'Admins only',
            text: ADMIN_ROLE_REQUIRED_MESSAGE,
            link: { href: INBOX_PATH, label: 'Back to the leads' },
          });
        else await reply.status(403).send(errorBody(403, ADMIN_ROLE_REQUIRED_MESSAGE));
      } else if (isBoardPage(request)) await pages.signIn(reply, 200, { returnTo: QUEUES_PATH });
      else await reply.status(401).send(errorBody(401, 'Sign in at /staff/sign-in first.'));
      return reply;
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUES_PATH });
  });
}
