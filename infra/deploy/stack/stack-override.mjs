// The compose override of the container run: the local images in place of the registry ones compose.yaml names
// (this machine reaches no image registry) and of its build tags, and the network's IPAM options as podman reports
// them. Nothing else of compose.yaml changes: ports, secrets and limits come in through the variables compose.yaml
// reads.

/** MailDev (the local mail catcher) answering where compose.yaml expects Mailpit: SMTP 1025, web and API 8025. */
const MAIL_UI_PORT = 8025;

/**
 * podman's Docker API reports the IPAM option driver=host-local on every network it creates, and docker-compose 1.x
 * compares a network's IPAM options with the file's at each `up`: a later `up` of one service (a redeploy) would
 * refuse with "needs to be recreated". Compose merges a network's `ipam` whole, so compose.yaml's is repeated.
 * @param {{ ipam?: { config?: unknown[] } }} network compose.yaml's `networks.default`
 */
const podmanNetwork = (network) => ({ ...network, ipam: { ...network.ipam, options: { driver: 'host-local' } } });

/**
 * @param {{ local: { postgres: { tag: string }, redis: { tag: string }, mailcatcher: { tag: string } }, site: Record<string, string>, network: object }} images
 *   site: compose service -> image tag (api, worker, the shell and the remotes); network: compose.yaml's default network
 */
export function stackOverride({ local, site, network }) {
  return {
    networks: { default: podmanNetwork(network) },
    services: {
      postgres: { image: local.postgres.tag },
      redis: { image: local.redis.tag },
      mailcatcher: {
        image: local.mailcatcher.tag,
        command: ['maildev', '--smtp', '1025', '--ip', '0.0.0.0', '--web', String(MAIL_UI_PORT), '--web-ip', '0.0.0.0'],
        healthcheck: {
          // Without spaces: podman's Docker API splits each CMD argument of a health check at its spaces.
          test: ['CMD', 'node', '-e', `fetch('http://127.0.0.1:${MAIL_UI_PORT}/api/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))`],
          interval: '5s',
          timeout: '3s',
          retries: 20,
        },
      },
      ...Object.fromEntries(Object.entries(site).map(([service, tag]) => [service, { image: tag }])),
    },
  };
}
