// The HTTP side: GET /messages, GET /messages/:id, DELETE /messages, GET /health.
import Fastify from 'fastify';

export const SERVICE_NAME = 'smtp-catcher';

export function createHttpApi({ store }) {
  const app = Fastify({ logger: false });

  app.get('/health', async () => ({ status: 'ok', service: SERVICE_NAME }));

  app.get('/messages', async (request) => {
    const { to } = request.query ?? {};
    return store.list({ to: typeof to === 'string' && to ? to : undefined });
  });

  app.get('/messages/:id', async (request, reply) => {
    const message = store.get(request.params.id);
    if (!message) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such message' });
    return message;
  });

  app.delete('/messages', async () => ({ deleted: store.clear() }));

  return app;
}
