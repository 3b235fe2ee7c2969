// `npm run dev`: the local stack of `npm start` (local-stack.mjs: same ports, services, mail catcher and variables)
// for working on it. The shell and the four remotes are rebuilt by Rspack's watch on every change of their sources,
// their pages prerendered again (front-end-watch.mjs); the API is recompiled by `tsc --watch` and restarted by
// `node --watch`; the worker runs its build. A rebuilt remote's static server is started over (a redeploy, as far
// as the gateway can tell): that ends its change feed, so the gateway asks the remote for its version on the next
// request, finds new manifest and route-list ETags and composes the pages again.
import { watchFrontEnd } from './front-end-watch.mjs';
import { runLocalStack } from './local-stack.mjs';
import { startSiteStack } from './site-stack.mjs';

runLocalStack({
  name: 'dev',
  watchApi: true,
  startFrontEnd: async ({ config, onUnexpectedExit }) => {
    /** @type {Awaited<ReturnType<typeof startSiteStack>> | undefined} */
    let site;
    let stopping = false;
    /** The remotes' servers being started over: stopping waits for them (a server started after it would be left). */
    let restarts = Promise.resolve();
    const watch = await watchFrontEnd({
      onRemoteRebuilt: (name) => {
        restarts = restarts
          .then(async () => {
            if (stopping || !site) return;
            await site.startRemote(name);
            console.log(`[dev] ${name}: served again, reload the page`);
          })
          .catch((error) => console.error(`[dev] ${name}: its server did not start again: ${error.message}`));
        return restarts;
      },
    });
    try {
      site = await startSiteStack({ port: config.port, apiPort: config.apiPort, remotePorts: config.remotePorts, quiet: false, onUnexpectedExit });
    } catch (error) {
      await watch.close();
      throw error;
    }
    const running = site;
    return {
      url: running.url,
      async stop() {
        stopping = true;
        await watch.close();
        await restarts;
        await running.stop();
      },
    };
  },
});
