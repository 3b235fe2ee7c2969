// The one place for the host ports the container tests publish, on 127.0.0.1 only: the range 15400-15499, clear of
// the machine's own services (PostgreSQL 5432, Redis 6379 ...) and of the site's fixed ports (1025, 1080, 3000,
// 3101-3104, 8080, 9090, 9464, 18080). Tests using them hold CONTAINER_TESTS_LOCK, so worktrees take turns.
export const CONTAINER_TEST_PORTS = Object.freeze({
  postgres: 15432,
  redis: 15479,
  smtp: 15425,
  mailInbox: 15480,
  api: 15430,
});

/** The compose stack of `npm run test:containers`: compose.yaml's published ports, moved here by its variables. */
export const COMPOSE_STACK_PORTS = Object.freeze({
  SITE_HOST_PORT: 15488,
  API_HOST_PORT: 15433,
  POSTGRES_HOST_PORT: 15442,
  REDIS_HOST_PORT: 15469,
  SMTP_HOST_PORT: 15426,
  MAIL_UI_HOST_PORT: 15481,
  WORKER_METRICS_HOST_PORT: 15464,
});

/** The backend pods of `podman kube play` (deploy/k8s/podman-play.test.mjs): the api's port and the mail inbox. */
export const KUBE_PLAY_PORTS = Object.freeze({
  api: 15490,
  mailInbox: 15491,
});

export const CONTAINER_TESTS_LOCK = '/tmp/site-container-tests.lock';
