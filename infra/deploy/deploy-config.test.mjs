// Parses every deployment file (no Docker engine or cluster needed) and checks the properties the deployment
// relies on: probes, autoscaler targets, secrets by reference only, non-root images, ingress paths, network
// policies, compose services and the env names against what the api and worker configuration reads.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { API_VARIABLES, WORKER_METRICS_VARIABLES, WORKER_VARIABLES } from '@site/config';
import { parse, parseAllDocuments } from 'yaml';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');
const read = (...parts) => readFileSync(path.join(...parts), 'utf8');
const REMOTES = ['platform', 'services', 'company', 'contact'];
const SECRET_NAME = /PASSWORD|SECRET|TOKEN|DATABASE_URL|REDIS_URL/;
/** Worker variables that exist only for tests (docs/environment.md: "worker test hook"). */
const TEST_HOOKS = new Set(['LEAD_BACKOFF_SCALE', 'STALLED_INTERVAL_MS', 'LOCK_DURATION_MS']);

function yamlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

function parseDocs(file) {
  return parseAllDocuments(readFileSync(file, 'utf8'))
    .map((doc) => {
      assert.equal(doc.errors.length, 0, `${file}: ${doc.errors.map((e) => e.message).join('; ')}`);
      return doc.toJS();
    })
    .filter(Boolean);
}

const K8S = path.join(HERE, 'k8s');
const BASE_DOCS = readdirSync(path.join(K8S, 'base'))
  .filter((name) => name.endsWith('.yaml') && name !== 'kustomization.yaml')
  .flatMap((name) => parseDocs(path.join(K8S, 'base', name)).map((doc) => ({ ...doc, file: name })));
const find = (kind, name) => BASE_DOCS.find((d) => d.kind === kind && d.metadata?.name === name);
const ofKind = (kind) => BASE_DOCS.filter((d) => d.kind === kind);
const WORKLOADS = BASE_DOCS.filter((d) => ['Deployment', 'StatefulSet'].includes(d.kind));
const containersOf = (workload) => [...(workload.spec.template.spec.initContainers ?? []), ...workload.spec.template.spec.containers];
const envOf = (workload, container = workload.metadata.name) => workload.spec.template.spec.containers.find((c) => c.name === container)?.env ?? [];
const envValue = (env, name) => env.find((e) => e.name === name)?.value;

// What the api and worker read, from the one schema of the environment (@site/config, built).
/** @type {Set<string>} */
const API_ENV = new Set(API_VARIABLES);
/** @type {Set<string>} */
const WORKER_ENV = new Set([...WORKER_VARIABLES, ...WORKER_METRICS_VARIABLES].filter((name) => !TEST_HOOKS.has(name)));

describe('configuration the api and worker read', () => {
  it('comes from @site/config (guards the lists themselves)', () => {
    for (const name of ['API_PORT', 'API_HOST', 'DATABASE_URL', 'REDIS_URL', 'QUEUE_PREFIX', 'SITE_ORIGINS', 'TRUST_PROXY', 'METRICS_TOKEN'])
      assert.ok(API_ENV.has(name), name);
    for (const name of ['SMTP_URL', 'SALES_EMAIL', 'SHUTDOWN_TIMEOUT_MS', 'WORKER_CONCURRENCY', 'WORKER_METRICS_HOST'])
      assert.ok(WORKER_ENV.has(name), name);
    assert.ok(!WORKER_ENV.has('LEAD_BACKOFF_SCALE'));
  });
});

/** An X-Forwarded-For trust list fit for a deployment: addresses or narrow CIDRs, never a named private range. */
function assertNarrowTrust(value, where) {
  assert.ok(value && value !== 'false', `${where}: TRUST_PROXY names the Ingress controller's addresses`);
  for (const entry of value.split(',').map((e) => e.trim())) {
    const match = /^(\d{1,3}(?:\.\d{1,3}){3})(?:\/(\d{1,2}))?$/.exec(entry);
    assert.ok(match, `${where}: "${entry}" is an IPv4 address or CIDR (no loopback/uniquelocal names)`);
    assert.ok(Number(match[2] ?? 32) >= 20, `${where}: ${entry} is wider than the Ingress controller's addresses (at most /20)`);
  }
}

describe('Kubernetes manifests', () => {
  it('every YAML document under k8s/ parses and names its kind', () => {
    const files = yamlFiles(K8S);
    assert.ok(files.length >= 10, `found ${files.length} files`);
    for (const file of files) {
      for (const doc of parseDocs(file)) {
        assert.ok(doc.kind, `${file}: a document without kind`);
        if (doc.kind !== 'Kustomization') assert.ok(doc.metadata?.name, `${file}: a ${doc.kind} without a name`);
      }
    }
  });

  it('the base kustomization lists every base file, and the overlays build on it', () => {
    const kustomization = parse(read(K8S, 'base', 'kustomization.yaml'));
    const files = readdirSync(path.join(K8S, 'base')).filter((n) => n.endsWith('.yaml') && n !== 'kustomization.yaml');
    assert.deepEqual([...kustomization.resources].sort(), files.sort());
    for (const overlay of ['staging', 'production']) {
      const k = parse(read(K8S, 'overlays', overlay, 'kustomization.yaml'));
      assert.deepEqual(k.resources, ['../../base'], overlay);
      assert.ok(k.namespace, `${overlay} sets a namespace`);
    }
  });

  it('the api Deployment has readiness and liveness httpGet probes on /api/health at its port', () => {
    const api = find('Deployment', 'api');
    assert.ok(api);
    const [container] = api.spec.template.spec.containers;
    const portNames = new Set(container.ports.flatMap((p) => [p.name, p.containerPort]));
    for (const probe of ['readinessProbe', 'livenessProbe']) {
      assert.equal(container[probe]?.httpGet?.path, '/api/health', probe);
      assert.ok(portNames.has(container[probe].httpGet.port), `${probe} port`);
    }
    assert.equal(envValue(container.env, 'API_HOST'), '0.0.0.0', 'the api must listen beyond loopback in a pod');
    assert.equal(Number(envValue(container.env, 'API_PORT')), container.ports[0].containerPort);
  });

  it('the HorizontalPodAutoscaler targets the api Deployment', () => {
    const hpa = ofKind('HorizontalPodAutoscaler');
    assert.equal(hpa.length, 1);
    const { scaleTargetRef, minReplicas, maxReplicas } = hpa[0].spec;
    assert.deepEqual([scaleTargetRef.kind, scaleTargetRef.name], ['Deployment', 'api']);
    assert.ok(find('Deployment', scaleTargetRef.name));
    assert.ok(minReplicas >= 2 && maxReplicas > minReplicas);
    assert.equal(find('Deployment', 'api').spec.replicas, undefined, 'the HPA owns the replica count');
  });

  it('the KEDA ScaledObject scales the worker Deployment on the BullMQ wait list', () => {
    const [scaled] = ofKind('ScaledObject');
    assert.ok(scaled);
    assert.equal(scaled.spec.scaleTargetRef.name, 'worker');
    const worker = find('Deployment', 'worker');
    assert.ok(worker);
    assert.equal(worker.spec.replicas, undefined, 'KEDA owns the replica count');
    assert.ok(scaled.spec.minReplicaCount >= 1, 'the sweeper and delayed retries need one worker running');
    const prefix = envValue(envOf(worker), 'QUEUE_PREFIX') ?? 'bull';
    const trigger = scaled.spec.triggers.find((t) => t.type === 'redis');
    assert.ok(trigger, 'a redis (list) trigger');
    assert.equal(trigger.metadata.listName, `${prefix}:leads:wait`);
    assert.ok(Number(trigger.metadata.listLength) > 0);
    const auth = find('TriggerAuthentication', trigger.authenticationRef.name);
    assert.ok(auth, 'its TriggerAuthentication exists');
    assert.ok(
      auth.spec.secretTargetRef.every((ref) => ref.name && ref.key),
      'password from a Secret',
    );
  });

  it('the worker gets longer to stop than its shutdown bound (SHUTDOWN_TIMEOUT_MS + 10 s close grace)', () => {
    const worker = find('Deployment', 'worker');
    const shutdownMs = Number(envValue(envOf(worker), 'SHUTDOWN_TIMEOUT_MS') ?? 10_000);
    const grace = worker.spec.template.spec.terminationGracePeriodSeconds;
    assert.ok(grace > shutdownMs / 1000, `${grace} s > ${shutdownMs / 1000} s`);
    assert.ok(grace >= shutdownMs / 1000 + 10, 'covers the close grace of worker/src/main.ts too');
  });

  it('PodDisruptionBudgets cover api, worker, shell and every remote', () => {
    const selected = ofKind('PodDisruptionBudget').map((pdb) => pdb.spec.selector.matchLabels['app.kubernetes.io/name']);
    for (const name of ['api', 'worker', 'shell', ...REMOTES.map((r) => `mf-${r}`)]) {
      assert.ok(selected.includes(name), name);
      const workload = find('Deployment', name);
      assert.equal(workload.spec.template.metadata.labels['app.kubernetes.io/name'], name, `${name} pods carry the label`);
    }
  });

  it('the Ingress routes /api and /staff to the api Service and / to the shell Service', () => {
    const [ingress] = ofKind('Ingress');
    const paths = ingress.spec.rules.flatMap((rule) => rule.http.paths);
    const route = (p) => paths.find((x) => x.path === p);
    assert.equal(route('/api')?.backend.service.name, 'api');
    assert.equal(route('/staff')?.backend.service.name, 'api');
    assert.equal(route('/staff').pathType, 'Prefix');
    assert.equal(route('/')?.backend.service.name, 'shell');
    assert.equal(route('/api').pathType, 'Prefix');
    for (const p of paths) {
      const service = find('Service', p.backend.service.name);
      assert.ok(service, `Service ${p.backend.service.name}`);
      const port = p.backend.service.port;
      assert.ok(
        service.spec.ports.some((sp) => sp.name === port.name || sp.port === port.number),
        `${p.path} port`,
      );
    }
  });

  it('every remote is its own Deployment with its own image, tagged per overlay', () => {
    const images = REMOTES.map((r) => {
      const deployment = find('Deployment', `mf-${r}`);
      assert.ok(deployment, `Deployment mf-${r}`);
      const [container] = deployment.spec.template.spec.containers;
      assert.match(container.image, new RegExp(`/mf-${r}:[\\w.-]+$`));
      assert.ok(find('Service', `mf-${r}`), `Service mf-${r}`);
      return container.image.split(':')[0];
    });
    assert.equal(new Set(images).size, REMOTES.length);
    for (const overlay of ['staging', 'production']) {
      const { images: tags } = parse(read(K8S, 'overlays', overlay, 'kustomization.yaml'));
      for (const image of images) {
        const entry = tags.find((t) => t.name === image);
        assert.ok(entry?.newTag, `${overlay}: a tag for ${image}`);
      }
    }
    // The shell reaches each remote's Service.
    const shellEnv = envOf(find('Deployment', 'shell'));
    for (const r of REMOTES) assert.match(envValue(shellEnv, `REMOTE_${r.toUpperCase()}_ORIGIN`), new RegExp(`^http://mf-${r}:8080$`));
  });

  it('secrets are referenced, never inlined', () => {
    for (const file of yamlFiles(K8S)) {
      for (const doc of parseDocs(file)) {
        assert.notEqual(doc.kind, 'Secret', `${file}: a Secret in the repository`);
        assert.ok(!doc.secretGenerator?.some((g) => g.literals?.length), `${file}: secretGenerator literals`);
      }
    }
    for (const workload of WORKLOADS) {
      for (const container of containersOf(workload)) {
        for (const env of container.env ?? []) {
          if (!SECRET_NAME.test(env.name)) continue;
          assert.equal(env.value, undefined, `${workload.metadata.name}: ${env.name} has an inline value`);
          assert.ok(env.valueFrom?.secretKeyRef?.name && env.valueFrom.secretKeyRef.key, `${workload.metadata.name}: ${env.name} from a Secret`);
        }
      }
    }
  });

  it('NetworkPolicies let only api and worker pods reach postgres and redis (plus the KEDA operator to redis)', () => {
    for (const [target, port] of /** @type {const} */ ([
      ['postgres', 5432],
      ['redis', 6379],
    ])) {
      const policies = ofKind('NetworkPolicy').filter((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === target);
      assert.equal(policies.length, 1, target);
      const [policy] = policies;
      assert.ok(policy.spec.policyTypes.includes('Ingress'));
      for (const rule of policy.spec.ingress) {
        assert.ok(rule.from?.length, `${target}: a rule without "from" admits everyone`);
        assert.ok(
          rule.ports.every((p) => p.port === port),
          `${target}: only its port`,
        );
        for (const peer of rule.from) {
          assert.equal(peer.ipBlock, undefined, `${target}: no ipBlock peers`);
          if (peer.namespaceSelector) {
            // The only other namespace: KEDA's operator, which reads the wait list length (redis only).
            assert.equal(target, 'redis');
            assert.equal(peer.namespaceSelector.matchLabels['kubernetes.io/metadata.name'], 'keda');
            assert.equal(peer.podSelector?.matchLabels?.app, 'keda-operator');
            continue;
          }
          const names = peer.podSelector.matchExpressions?.find((e) => e.key === 'app.kubernetes.io/name' && e.operator === 'In')?.values ?? [
            peer.podSelector.matchLabels?.['app.kubernetes.io/name'],
          ];
          assert.deepEqual([...names].sort(), ['api', 'worker'], target);
        }
      }
      assert.ok(find('StatefulSet', target) || find('Deployment', target), `${target} workload`);
    }
  });

  it('every pod and container runs as non-root', () => {
    assert.ok(WORKLOADS.length >= 9);
    for (const workload of WORKLOADS) {
      const pod = workload.spec.template.spec;
      assert.equal(pod.securityContext?.runAsNonRoot, true, `${workload.metadata.name}: pod runAsNonRoot`);
      assert.ok(Number.isInteger(pod.securityContext.runAsUser) && pod.securityContext.runAsUser > 0, `${workload.metadata.name}: numeric uid`);
      for (const container of containersOf(workload)) {
        assert.equal(container.securityContext?.runAsNonRoot, true, `${workload.metadata.name}/${container.name}`);
        assert.equal(container.securityContext.allowPrivilegeEscalation, false, `${workload.metadata.name}/${container.name}`);
      }
    }
  });

  it('the api and worker Deployments set every variable their configuration reads, and no unknown one', () => {
    for (const [name, expected] of /** @type {const} */ ([
      ['api', API_ENV],
      ['worker', WORKER_ENV],
    ])) {
      const given = new Set(envOf(find('Deployment', name)).map((e) => e.name));
      assert.deepEqual([...given].sort(), [...expected].sort(), name);
    }
  });

  it('redis runs with AOF and noeviction', () => {
    const args = find('StatefulSet', 'redis').spec.template.spec.containers[0].args.join(' ');
    assert.match(args, /--appendonly yes/);
    assert.match(args, /--maxmemory-policy noeviction/);
  });
});

describe('Dockerfiles', () => {
  const DOCKER = path.join(HERE, 'docker');
  const dockerfiles = readdirSync(DOCKER).filter((name) => /^Dockerfile\.[a-z]+$/.test(name));

  it('exist for shell, remote, api and worker', () => {
    assert.deepEqual(dockerfiles.sort(), ['Dockerfile.api', 'Dockerfile.remote', 'Dockerfile.shell', 'Dockerfile.worker']);
  });

  for (const name of ['Dockerfile.api', 'Dockerfile.remote', 'Dockerfile.shell', 'Dockerfile.worker']) {
    it(`${name}: multi-stage build with npm ci + turbo, a numeric non-root USER and a HEALTHCHECK in the final stage`, () => {
      // Join continuation lines, drop comments.
      const lines = read(DOCKER, name)
        .replace(/\\\n/g, ' ')
        .split('\n')
        .map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#'));
      const froms = lines.filter((l) => /^FROM\s/i.test(l));
      assert.ok(froms.length >= 2, 'multi-stage');
      assert.ok(lines.some((l) => /^ARG NODE_IMAGE=node:20-bookworm-slim$/.test(l)));
      assert.ok(
        lines.some((l) => /^RUN npm ci\b/.test(l)),
        'npm ci',
      );
      assert.ok(
        lines.some((l) => /^RUN npx turbo run build --filter=/.test(l)),
        'turbo build',
      );
      const lastFrom = lines.findLastIndex((l) => /^FROM\s/i.test(l));
      const final = lines.slice(lastFrom);
      const user = final.filter((l) => /^USER\s/.test(l)).at(-1);
      assert.ok(user, 'USER in the final stage');
      const [uid] = user.split(/\s+/)[1].split(':');
      assert.match(uid, /^\d+$/, 'numeric uid');
      assert.notEqual(Number(uid), 0, 'not root');
      const healthcheck = final.find((l) => /^HEALTHCHECK\s/.test(l));
      assert.ok(healthcheck && !/HEALTHCHECK\s+NONE/i.test(healthcheck), 'HEALTHCHECK');
      assert.ok(
        final.some((l) => /^CMD \[/.test(l)),
        'exec-form CMD (node is PID 1 and gets SIGTERM)',
      );
      // Every COPY --from names an earlier stage.
      const stages = froms.map((l) => l.match(/\sAS\s+(\S+)/i)?.[1]).filter(Boolean);
      for (const copy of lines.filter((l) => /^COPY --from=/.test(l))) assert.ok(stages.includes(copy.match(/--from=(\S+)/)?.[1] ?? ''), copy);
    });
  }

  it('the turbo filters and copied dist folders name workspaces that exist', () => {
    const workspaces = new Set(
      ['api', 'worker', 'shell', 'infra', 'packages/servers', ...REMOTES.map((r) => `mf-${r}`)].map(
        (dir) => JSON.parse(read(ROOT, dir, 'package.json')).name,
      ),
    );
    for (const name of dockerfiles) {
      for (const [, filter] of read(DOCKER, name).matchAll(/--filter='?([^\s.']+)/g)) {
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the Dockerfile's literal build-arg placeholder.
        const resolved = filter.replace('${REMOTE}', 'platform');
        // A glob (@site/mf-*) names at least one workspace.
        const pattern = new RegExp(`^${resolved.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*')}$`);
        assert.ok(
          [...workspaces].some((workspace) => pattern.test(workspace)),
          `${name}: ${filter}`,
        );
      }
    }
    assert.match(read(DOCKER, 'Dockerfile.api'), /api\/dist\/main\.js/);
    assert.match(read(DOCKER, 'Dockerfile.worker'), /worker\/dist\/main\.js/);
  });

  for (const [name, workspace] of [
    ['Dockerfile.api', '@site/api'],
    ['Dockerfile.worker', '@site/worker'],
    ['Dockerfile.shell', '@site/shell'],
    ['Dockerfile.shell', '@site/servers'],
    ...REMOTES.map((remote) => ['Dockerfile.remote', `@site/mf-${remote}`]),
    // The remotes' build runs the shell's prerenderer.
    ['Dockerfile.remote', '@site/shell'],
    ['Dockerfile.remote', '@site/servers'],
  ]) {
    it(`${name}: ${workspace} comes from turbo prune, no COPY names a workspace folder`, () => {
      const text = read(DOCKER, name);
      assert.match(text, new RegExp(`^RUN npx .*turbo@.* prune (\\S+ )*${workspace} (\\S+ )*--docker`, 'm'));
      const folders = readdirSync(ROOT, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
        .flatMap((entry) => (entry.name === 'packages' ? readdirSync(path.join(ROOT, 'packages')).map((p) => `packages/${p}`) : [entry.name]));
      for (const copy of text.split('\n').filter((line) => /^COPY\s/.test(line))) {
        // Build tools of this folder are copied by name; no workspace's files are.
        const sources = copy
          .split(/\s+/)
          .slice(1, -1)
          .filter((arg) => !arg.startsWith('--') && !arg.startsWith('infra/deploy/docker/'));
        for (const source of sources) {
          const relative = source.replace(/^\/(repo|pruned\/(json|full))\//, '').replace(/^\//, '');
          assert.ok(!folders.some((folder) => relative === folder || relative.startsWith(`${folder}/`)), `${name}: ${copy}`);
        }
      }
    });
  }
});

describe('compose.yaml', () => {
  const compose = parse(read(HERE, 'compose.yaml'));
  const services = compose.services;
  const envNames = (service) => new Set(Object.keys(services[service].environment ?? {}));

  it('has postgres, redis, the mail catcher, api, worker, shell and the four remotes', () => {
    for (const name of ['postgres', 'redis', 'mailcatcher', 'api', 'worker', 'shell', ...REMOTES.map((r) => `mf-${r}`)]) {
      assert.ok(services[name], name);
    }
    for (const r of REMOTES) assert.equal(services[`mf-${r}`].build.args.REMOTE, r);
  });

  it('runs redis with AOF and noeviction', () => {
    const command = [services.redis.command].flat().join(' ');
    assert.match(command, /--appendonly yes/);
    assert.match(command, /--maxmemory-policy noeviction/);
  });

  it('gives the api and worker exactly the variables their configuration reads', () => {
    assert.deepEqual([...envNames('api')].sort(), [...API_ENV].sort(), 'api');
    assert.deepEqual([...envNames('worker')].sort(), [...WORKER_ENV].sort(), 'worker');
  });

  it('uses the same values as `npm start` for what it sets there, pointed at the compose services', () => {
    const api = services.api.environment;
    const worker = services.worker.environment;
    assert.equal(api.API_PORT, '3000');
    assert.equal(api.API_HOST, '0.0.0.0');
    assert.equal(api.QUEUE_PREFIX, worker.QUEUE_PREFIX, 'api and worker share the queue prefix');
    for (const env of [api, worker]) {
      assert.equal(new URL(env.DATABASE_URL).hostname, 'postgres');
      assert.equal(new URL(env.DATABASE_URL).pathname, '/exposure_site');
      assert.equal(new URL(env.REDIS_URL).hostname, 'redis');
    }
    assert.equal(new URL(worker.SMTP_URL).hostname, 'mailcatcher');
    assert.equal(worker.SALES_EMAIL, 'sales@surface-harvester.test');
  });

  it('gives the worker a stop grace period longer than its shutdown bound', () => {
    const seconds = Number(String(services.worker.stop_grace_period).replace(/s$/, ''));
    assert.ok(seconds > Number(services.worker.environment.SHUTDOWN_TIMEOUT_MS) / 1000 + 10);
  });

  it('builds the images from the Dockerfiles in docker/', () => {
    for (const [name, service] of Object.entries(services)) {
      if (!service.build) continue;
      assert.match(service.build.dockerfile, /^infra\/deploy\/docker\/Dockerfile\.(api|worker|shell|remote)$/, name);
    }
  });
});

describe('observability', () => {
  const OBS = path.join(HERE, 'observability');
  const metricsSourceOf = (workspace, folder = 'metrics') =>
    readdirSync(path.join(ROOT, workspace, 'src', folder))
      .filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))
      .map((n) => read(ROOT, workspace, 'src', folder, n))
      .join('\n');
  const metricNames = (source) => new Set([...source.matchAll(/name:\s*'([a-z][a-z0-9_]*)'/g)].map((m) => m[1]));
  // The browser error reports' counters live with their endpoint (api/src/client-events).
  const apiMetrics = new Set([...metricNames(metricsSourceOf('api')), ...metricNames(metricsSourceOf('api', 'client-events'))]);
  const workerMetrics = metricNames(metricsSourceOf('worker'));
  const exposed = new Set([...apiMetrics, ...workerMetrics]);
  const known = (metric) => exposed.has(metric) || exposed.has(metric.replace(/_(bucket|sum|count)$/, '')) || metric === 'up';
  const metricsIn = (expr) =>
    [...expr.replace(/"[^"]*"/g, '').matchAll(/\b([a-z_][a-z0-9_]*)\s*(?=\{|\[|\)|\s|$)/g)]
      .map((m) => m[1])
      .filter((word) => word.includes('_') && !['histogram_quantile', 'clamp_min', 'humanize_duration'].includes(word));

  it('the API exposes the metrics the alerts are about', () => {
    for (const name of [
      'leads_oldest_unnotified_age_seconds',
      'leads_failed_jobs',
      'leads_queue_depth',
      'http_requests_total',
      'leads_accepted_total',
      'leads_unclaimed_past_24h',
      'leads_claimed_within_24h_ratio',
      'lead_time_to_claim_seconds',
    ]) {
      assert.ok(apiMetrics.has(name), name);
    }
  });

  it('the worker exposes the POST-to-email histogram and the emailed / failed counters', () => {
    for (const name of ['lead_post_to_email_seconds', 'leads_emailed_total', 'lead_job_failures_total']) assert.ok(workerMetrics.has(name), name);
  });

  it('alert rules parse and reference only metrics the API exposes', () => {
    const rules = parse(read(OBS, 'alert-rules.yml')).groups.flatMap((g) => g.rules);
    const byName = Object.fromEntries(rules.map((r) => [r.alert, r.expr]));
    for (const rule of rules) {
      assert.ok(rule.alert && rule.expr && rule.labels?.severity, JSON.stringify(rule));
      for (const metric of metricsIn(rule.expr)) assert.ok(known(metric), `${rule.alert}: unknown metric ${metric}`);
    }
    assert.match(byName.LeadNotEmailedForOneHour, /leads_oldest_unnotified_age_seconds\)? > 3600/);
    assert.match(byName.LeadJobsFailed, /leads_failed_jobs\)? > 0/);
    assert.match(byName.ApiHigh5xxRate, /http_requests_total\{status=~"5\.\."\}/);
    assert.match(byName.LeadQueueDepthGrowing, /leads_queue_depth\{state="waiting"\}/);
    assert.match(byName.RemoteClientErrorRateHigh, /sum by \(remote, version\) \(rate\(remote_client_errors_total\[/);
    assert.match(byName.RemoteClientErrorRateHigh, /remote_page_views_total/);
  });

  it('prometheus.yml scrapes /api/metrics and loads the rules', () => {
    const config = parse(read(OBS, 'prometheus.yml'));
    assert.ok(config.rule_files.includes('alert-rules.yml'));
    const api = config.scrape_configs.find((j) => j.job_name === 'api');
    assert.equal(api.metrics_path, '/api/metrics');
  });

  it("prometheus.yml scrapes the worker pods' /metrics on the port the Deployment names, which the NetworkPolicy admits", () => {
    const config = parse(read(OBS, 'prometheus.yml'));
    const job = config.scrape_configs.find((j) => j.job_name === 'worker');
    assert.equal(job.metrics_path, '/metrics');
    const keep = (label) => job.relabel_configs.find((r) => r.action === 'keep' && r.source_labels.includes(label))?.regex;
    assert.equal(keep('__meta_kubernetes_pod_label_app_kubernetes_io_name'), 'worker');
    const portName = keep('__meta_kubernetes_pod_container_port_name');
    const worker = find('Deployment', 'worker');
    const [container] = worker.spec.template.spec.containers;
    const port = container.ports.find((p) => p.name === portName);
    assert.ok(port, `the worker container has a port named ${portName}`);
    assert.equal(Number(envValue(container.env, 'WORKER_METRICS_PORT')), port.containerPort, 'WORKER_METRICS_PORT is that port');
    const policy = ofKind('NetworkPolicy').find((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === 'worker');
    assert.ok(policy, 'a NetworkPolicy for the worker pods');
    assert.deepEqual(
      policy.spec.ingress.flatMap((rule) => rule.ports.map((p) => p.port)),
      [port.containerPort],
    );
    const compose = parse(read(HERE, 'compose.yaml')).services.worker;
    assert.ok(
      compose.ports.some((p) => p.endsWith(`:${compose.environment.WORKER_METRICS_PORT}`)),
      'compose publishes the metrics port',
    );
  });

  it('the Grafana dashboard is JSON with leads accepted, queue depth and POST-to-email latency panels', () => {
    const dashboard = JSON.parse(read(OBS, 'grafana-dashboard.json'));
    const panels = dashboard.panels;
    const exprs = panels.flatMap((p) => p.targets.map((t) => t.expr));
    for (const expr of exprs) for (const metric of metricsIn(expr)) assert.ok(known(metric), `dashboard: unknown metric ${metric}`);
    assert.ok(panels.some((p) => /accepted/i.test(p.title) && p.targets.some((t) => t.expr.includes('leads_accepted_total'))));
    assert.ok(panels.some((p) => /queue depth/i.test(p.title) && p.targets.some((t) => t.expr.includes('leads_queue_depth'))));
    const latency = panels.find((p) => /POST-to-email/i.test(p.title));
    assert.ok(latency, 'a POST-to-email latency panel');
    assert.ok(
      latency.targets.some((t) => /histogram_quantile\(0\.\d+, sum by \(le\) \(rate\(lead_post_to_email_seconds_bucket\[/.test(t.expr)),
      'its percentiles come from the worker histogram',
    );
    assert.ok(
      panels.some((p) => /remote/i.test(p.title) && p.targets.some((t) => t.expr.includes('remote_client_errors_total'))),
      'a browser errors per remote panel',
    );
    assert.equal(new Set(panels.map((p) => p.id)).size, panels.length, 'unique panel ids');
  });
});

describe('per-team deploy workflows (teams/)', () => {
  const TEAMS = path.join(HERE, 'teams');

  it('one workflow per remote, each releasing only its own remote through the one release workflow', () => {
    assert.deepEqual(readdirSync(TEAMS).sort(), [...REMOTES.map((r) => `mf-${r}.yml`), 'release-remote.yml'].sort());
    for (const remote of REMOTES) {
      const workflow = parse(read(TEAMS, `mf-${remote}.yml`));
      const paths = workflow.on.push.paths;
      assert.ok(paths.includes(`mf-${remote}/**`), `${remote}: triggered by its own workspace`);
      for (const other of REMOTES.filter((r) => r !== remote))
        assert.ok(!paths.some((p) => p.startsWith(`mf-${other}/`)), `${remote}: not by ${other}`);
      assert.ok(!paths.some((p) => p.startsWith('shell/')), `${remote}: a shell change does not redeploy it`);
      assert.equal(workflow.jobs.deploy.uses, './.github/workflows/release-remote.yml', `${remote}: the one release workflow`);
      assert.equal(workflow.jobs.deploy.with.remote, remote);
      assert.equal(workflow.concurrency.group, `deploy-mf-${remote}`, 'one deploy of a remote at a time');
    }
  });

  it('the release workflow: tests the remote alone, releases it through the canary with team-release.mjs, rolls back with --activate', () => {
    const workflow = parse(read(TEAMS, 'release-remote.yml'));
    assert.equal(workflow.on.workflow_call.inputs.remote.required, true);
    const runs = workflow.jobs.deploy.steps.filter((step) => step.run).map((step) => step.run);
    assert.ok(
      runs.some((run) => run.includes('--filter="@site/mf-$REMOTE"')),
      'tests only the remote',
    );
    const release = runs.find((run) => run.includes('infra/scripts/team-release.mjs'));
    assert.match(
      release ?? '',
      /team-release\.mjs "\$REMOTE" --to "\$PUBLISH_DIR" --shell "\$LIVE_SHELL_DIR" --canary "\$CANARY_PERCENT" --metrics-url/,
    );
    assert.ok(
      runs.some((run) => /deploy-remote\.mjs "\$REMOTE" --to .* --activate/.test(run)),
      'a roll back step',
    );
    // The release builds through the deploy script's gate and canary watch, promoting on its decision.
    const script = read(ROOT, 'infra', 'scripts', 'team-release.mjs');
    for (const flag of ["'--canary'", "'--watch'", "'--auto-promote'", "'--from'", "'--shell'"]) assert.ok(script.includes(flag), flag);
  });
});

describe('preview overrides in the manifests', () => {
  it('production honours no override; staging allows only its preview host', () => {
    const shellEnv = envOf(find('Deployment', 'shell'));
    assert.equal(envValue(shellEnv, 'REMOTE_OVERRIDE_ALLOWLIST'), '', 'base (and so production): empty allow-list');
    const production = read(K8S, 'overlays', 'production', 'kustomization.yaml');
    assert.doesNotMatch(production, /REMOTE_OVERRIDE_ALLOWLIST/, 'production does not widen it');
    const staging = parse(read(K8S, 'overlays', 'staging', 'kustomization.yaml'));
    const value = staging.patches
      .map((p) => (typeof p.patch === 'string' ? parse(p.patch) : undefined))
      .flatMap((doc) => doc?.spec?.template?.spec?.containers ?? [])
      .flatMap((c) => c.env ?? [])
      .find((e) => e.name === 'REMOTE_OVERRIDE_ALLOWLIST')?.value;
    assert.match(value, /^https:\/\/[^,\s]+\/$/, 'staging: one https origin');
  });
});

describe('what the api trusts and exposes in a deployment', () => {
  const compose = parse(read(HERE, 'compose.yaml')).services;
  const api = find('Deployment', 'api');
  const apiEnv = envOf(api);
  const overlayTrust = (overlay) => {
    const { patches } = parse(read(K8S, 'overlays', overlay, 'kustomization.yaml'));
    const values = patches
      .map((p) => (typeof p.patch === 'string' ? parse(p.patch) : undefined))
      .filter((doc) => doc?.kind === 'Deployment' && doc.metadata?.name === 'api')
      .flatMap((doc) => doc.spec.template.spec.containers.flatMap((c) => c.env ?? []))
      .filter((e) => e.name === 'TRUST_PROXY');
    return values.at(-1)?.value;
  };

  it('compose runs api and worker in production mode with a claim-link key of its own (no development key)', () => {
    for (const name of ['api', 'worker']) {
      const env = compose[name].environment;
      assert.equal(env.NODE_ENV, 'production', name);
      // `${VAR:?message}`: compose refuses to start without it, instead of passing an empty value.
      assert.match(env.CLAIM_TOKEN_SECRET, /^\$\{CLAIM_TOKEN_SECRET:\?.+\}$/, name);
    }
    assert.match(compose.api.environment.STAFF_SESSION_SECRET, /^\$\{STAFF_SESSION_SECRET:\?.+\}$/);
  });

  it('compose trusts X-Forwarded-For from the gateway container alone, at its fixed address', () => {
    const gateway = compose.shell.networks.default.ipv4_address;
    assert.equal(compose.api.environment.TRUST_PROXY, gateway);
    assertNarrowTrust(compose.api.environment.TRUST_PROXY, 'compose');
  });

  it('each overlay names the Ingress controller addresses; the base trusts no one', () => {
    assert.equal(envValue(apiEnv, 'TRUST_PROXY'), 'false');
    for (const overlay of ['staging', 'production']) assertNarrowTrust(overlayTrust(overlay), overlay);
  });

  it('a NetworkPolicy admits only the Ingress controller and Prometheus to the api', () => {
    const policy = ofKind('NetworkPolicy').find((p) => p.spec.podSelector.matchLabels?.['app.kubernetes.io/name'] === 'api');
    assert.ok(policy, 'a NetworkPolicy for the api pods');
    assert.deepEqual(policy.spec.policyTypes, ['Ingress']);
    const peers = policy.spec.ingress.flatMap((rule) => {
      assert.ok(rule.from?.length, 'a rule without "from" admits everyone');
      return rule.from.map(
        (peer) =>
          `${peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name']}/${peer.podSelector?.matchLabels?.['app.kubernetes.io/name']}`,
      );
    });
    assert.deepEqual(peers.sort(), ['ingress-nginx/ingress-nginx', 'monitoring/prometheus']);
    const port = api.spec.template.spec.containers[0].ports.find((p) => p.name === 'http').containerPort;
    assert.deepEqual(
      policy.spec.ingress.flatMap((rule) => rule.ports.map((p) => p.port)),
      [port],
    );
  });

  it('metrics need the bearer token Prometheus presents, docs are off, the worker metrics bind for the in-cluster scrape only', () => {
    assert.ok(envOf(api).find((e) => e.name === 'METRICS_TOKEN')?.valueFrom?.secretKeyRef, 'METRICS_TOKEN from a Secret');
    assert.equal(envValue(apiEnv, 'API_DOCS'), 'false');
    assert.equal(compose.api.environment.API_DOCS, 'false');
    const job = parse(read(HERE, 'observability', 'prometheus.yml')).scrape_configs.find((j) => j.job_name === 'api');
    assert.equal(job.authorization?.type, 'Bearer');
    assert.match(job.authorization.credentials_file, /METRICS_TOKEN$/);
    // The worker's metrics port is on no Service (so on no Ingress route).
    const workerPort = Number(envValue(envOf(find('Deployment', 'worker')), 'WORKER_METRICS_PORT'));
    for (const service of ofKind('Service')) {
      assert.ok(
        !service.spec.ports.some((p) => p.targetPort === workerPort || p.targetPort === 'metrics'),
        `${service.metadata.name} routes to the worker metrics`,
      );
    }
  });
});
