// What of a rendered kustomization `podman kube play` (podman 4.3) runs, made into the kinds it runs. It plays Pods
// and Deployments (a Deployment as one pod `<name>-pod-0`), ConfigMaps and PersistentVolumeClaims; it skips
// StatefulSets and Services without a word, and has no cluster DNS: a pod is reached on its network under its own
// name. So each chosen workload's pod template becomes a Pod named after the workload, which is the name of the
// Service that selects it (checked: same name, and each Service port is the container port it targets), and its
// clients reach it under the same host and port as in a cluster. A StatefulSet's volumeClaimTemplates become
// emptyDir volumes of its pod: the run keeps no data, and `podman kube down` removes them with the pod. podman also
// publishes every containerPort on the host, so only the ports the host should reach stay.
// Everything else (Ingress, HPA, KEDA, NetworkPolicy, PodDisruptionBudget) is left out: infra/README.md says how
// each of those is checked instead.

/** @typedef {import('./render.mjs').KubeObject} KubeObject */

const WORKLOAD_KINDS = new Set(['Deployment', 'StatefulSet']);
const repository = (image) => image.replace(/:[^/:]+$/, '');

/** The Service `service` selects exactly the pods of `workload`. */
const selects = (service, workload) =>
  Object.entries(service.spec.selector ?? {}).every(([key, value]) => workload.spec.template.metadata.labels?.[key] === value);

/**
 * Checks that reaching `workload`'s pod under its own name is what its Services give a cluster: each Service that
 * selects it carries its name, and each Service port is the container port it targets.
 */
function assertServicesMatchPodName(workload, services) {
  const containerPorts = workload.spec.template.spec.containers.flatMap((container) => container.ports ?? []);
  for (const service of services.filter((candidate) => selects(candidate, workload))) {
    if (service.metadata.name !== workload.metadata.name) {
      throw new Error(
        `Service ${service.metadata.name} selects ${workload.kind} ${workload.metadata.name}: podman reaches the pod only under its own name`,
      );
    }
    for (const { port, targetPort = port } of service.spec.ports) {
      const target = containerPorts.find((candidate) => candidate.name === targetPort || candidate.containerPort === targetPort);
      if (target?.containerPort !== port)
        throw new Error(`Service ${service.metadata.name}: port ${port} targets ${targetPort}, not container port ${port}`);
    }
  }
}

/**
 * `$(NAME)` in a container's command and args, as Kubernetes expands it from the container's env (`$$` stands for `$`;
 * a name the env lacks stays as written); podman 4.3 passes it on verbatim. Values from a secretKeyRef come from `secrets`.
 * @param {{ command?: string[], args?: string[], env?: { name: string, value?: string, valueFrom?: any }[] }} container
 * @param {Record<string, Record<string, string>>} secrets
 */
function expandEnvReferences(container, secrets) {
  const values = new Map();
  for (const { name, value, valueFrom } of container.env ?? []) {
    const ref = valueFrom?.secretKeyRef;
    const resolved = value ?? (ref ? secrets[ref.name]?.[ref.key] : undefined);
    if (resolved !== undefined) values.set(name, resolved);
  }
  const expand = (text) =>
    text.replace(/\$\$|\$\(([A-Za-z_][A-Za-z0-9_]*)\)/g, (match, name) => (name === undefined ? '$' : (values.get(name) ?? match)));
  if (container.command) container.command = container.command.map(expand);
  if (container.args) container.args = container.args.map(expand);
}

/**
 * The ConfigMaps of `rendered` and the Pods `podman kube play` runs for `workloads` (Deployment or StatefulSet names).
 * @param {KubeObject[]} rendered the rendered kustomization
 * @param {{ workloads: string[], images: Record<string, string>, hostPorts: Record<string, Record<string, number>>, secrets: Record<string, Record<string, string>>, labels?: Record<string, string> }} options
 *   images: image repository as rendered (`surface-harvester/api`, `postgres`) -> the local image to run instead;
 *   hostPorts: workload -> container port name -> host port, published on 127.0.0.1 only;
 *   secrets: Secret name -> key -> value, the Secrets the pods' env reads (for `$(NAME)` in command and args);
 *   labels: added to every pod (so a killed run's pods are found again)
 * @returns {KubeObject[]}
 */
export function playableObjects(rendered, { workloads, images, hostPorts, secrets, labels = {} }) {
  const services = rendered.filter((object) => object.kind === 'Service');
  const configMaps = rendered.filter((object) => object.kind === 'ConfigMap');
  const pods = workloads.map((name) => {
    const workload = rendered.find((object) => WORKLOAD_KINDS.has(object.kind) && object.metadata.name === name);
    if (!workload) throw new Error(`no Deployment or StatefulSet ${name} rendered`);
    assertServicesMatchPodName(workload, services);
    const { metadata, spec } = structuredClone(workload.spec.template);
    for (const container of [...(spec.initContainers ?? []), ...spec.containers]) {
      const local = images[repository(container.image)];
      if (!local) throw new Error(`${name}: no local image for ${container.image}`);
      container.image = local;
      expandEnvReferences(container, secrets);
      // podman 4.3 publishes every containerPort on the host (0.0.0.0, same number); the pods reach each other's
      // ports on their network without them, so only the ports the host should reach stay, on 127.0.0.1.
      container.ports = (container.ports ?? []).flatMap((port) => {
        const hostPort = hostPorts[name]?.[port.name];
        return hostPort ? [{ ...port, hostIP: '127.0.0.1', hostPort }] : [];
      });
    }
    const claims = (workload.spec.volumeClaimTemplates ?? []).map((claim) => ({ name: claim.metadata.name, emptyDir: {} }));
    return {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name, labels: { ...metadata?.labels, ...labels }, annotations: metadata?.annotations },
      spec: { ...spec, volumes: [...(spec.volumes ?? []), ...claims] },
    };
  });
  return [...configMaps, ...pods];
}

/**
 * The Secret keys `pods` read and do not mark optional: Secret name -> its keys.
 * @param {KubeObject[]} pods
 */
export function requiredSecretKeys(pods) {
  /** @type {Record<string, string[]>} */
  const required = {};
  for (const pod of pods.filter((object) => object.kind === 'Pod')) {
    for (const container of pod.spec.containers) {
      for (const { valueFrom } of container.env ?? []) {
        const ref = valueFrom?.secretKeyRef;
        if (ref && !ref.optional) required[ref.name] = [...new Set([...(required[ref.name] ?? []), ref.key])].sort();
      }
    }
  }
  return required;
}
