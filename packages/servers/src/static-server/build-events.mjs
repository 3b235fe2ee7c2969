// A static server's change feed: a Server-Sent Events stream that stays open for as long as this server serves
// its folder. A static server serves one build folder for its whole life ("redeploying" a remote means starting
// its server over a new folder), so the feed ending (the server stopped) is the signal that the build may have
// changed. The gateway keeps one feed open per remote server and trusts its cached pages of that server's builds
// while the feed is open, instead of asking for the build's version on every request.
export const BUILD_EVENTS_PATH = '/_build-events';

const HEARTBEAT_MS = 15_000;

/** @param {import('fastify').FastifyInstance} app */
export function registerBuildEvents(app) {
  const open = new Set();
  app.get(BUILD_EVENTS_PATH, (request, reply) => {
    reply.hijack();
    const res = reply.raw;
    // connection: close, so the socket ends with the feed and a stopping server does not wait for it.
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store', connection: 'close' });
    res.write(`event: serving\ndata: ${process.pid}\n\n`);
    // A comment now and then keeps proxies and idle timers from cutting the stream.
    const heartbeat = setInterval(() => res.write(': still serving\n\n'), HEARTBEAT_MS).unref();
    open.add(res);
    request.raw.socket.setTimeout(0);
    res.on('close', () => {
      clearInterval(heartbeat);
      open.delete(res);
    });
  });
  // Before the server stops accepting: end every feed, so subscribers learn at once (and close() does not wait).
  app.addHook('preClose', async () => {
    for (const res of open) res.end();
  });
}
