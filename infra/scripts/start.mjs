// `npm start` (after the build): the local stack (local-stack.mjs: the services, the mail catcher, the API and the
// worker) with the built front end: the four remotes' static servers and the gateway on PORT (8080).
import { runLocalStack } from './local-stack.mjs';
import { startSiteStack } from './site-stack.mjs';

runLocalStack({
  name: 'start',
  startFrontEnd: ({ config, onUnexpectedExit }) =>
    startSiteStack({ port: config.port, apiPort: config.apiPort, remotePorts: config.remotePorts, quiet: false, onUnexpectedExit }),
});
