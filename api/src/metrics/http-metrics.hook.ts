import type { FastifyInstance } from 'fastify';
import type { MetricsService } from './metrics.service.js';

/** Route label of requests that matched no route (so unknown URLs cannot blow up the label set). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Counts every answered request by method, route pattern and status (a Fastify `onResponse` hook). */
export function installHttpMetrics(fastify: FastifyInstance, metrics: MetricsService): void {
  fastify.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.requestAnswered(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });
}
