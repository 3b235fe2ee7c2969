#!/usr/bin/env node
// Makes the local images that stand in for registry images on a machine that reaches no image registry:
//   debian      Debian bookworm minbase from Debian's packages (debootstrap), imported into podman
//   node        debian + this machine's Node 20 and npm: the NODE_IMAGE of local builds
//   postgres    debian + Debian's PostgreSQL 15          (production: postgres:16-bookworm)
//   redis       debian + Debian's Redis 7.0              (production: redis:7-bookworm)
//   mailcatcher node + MailDev from npm                  (compose: Mailpit)
// Each tag is a hash of what the image is made from, and an image is built only when its tag is missing: a machine
// builds each once, and again only after its recipe changed. Builds that install from npm mount the machine's CA
// bundle read-only (the registry is reached through this machine's egress); no image keeps it.
//   node infra/deploy/local-images/build-local-images.mjs        prints the tags, building what is missing
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { holdMachineLock } from './machine-lock.mjs';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..', '..');
const REPOSITORY = 'localhost/site-local';
const BUILD_LOCK = '/tmp/site-local-images.lock';
const CA_CERTS = '/etc/ssl/certs';
const DEBIAN = {
  suite: 'bookworm',
  variant: 'minbase',
  include: ['ca-certificates'],
  sources: [
    'deb http://deb.debian.org/debian bookworm main',
    'deb http://deb.debian.org/debian bookworm-updates main',
    'deb http://deb.debian.org/debian-security bookworm-security main',
  ],
  // As Debian's slim images: packages installed later leave out manuals, docs and translations.
  dpkgExcludes: [
    'path-exclude /usr/share/doc/*',
    'path-include /usr/share/doc/*/copyright',
    'path-exclude /usr/share/man/*',
    'path-exclude /usr/share/info/*',
    'path-exclude /usr/share/locale/*',
    'path-include /usr/share/locale/locale.alias',
  ],
};

/** @typedef {{ tag: string, built: boolean, seconds: number }} LocalImage */

/** Runs a command, its output kept and shown only when it fails. */
function run(command, args, options = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message} (bash infra/scripts/install-system-deps.sh installs it)`);
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n').slice(-60).join('\n');
    throw new Error(`${command} ${args.join(' ')} exited ${result.status}:\n${output}`);
  }
  return result.stdout;
}

const hashOf = (...parts) => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 12);
const imageExists = (tag) => spawnSync('podman', ['image', 'exists', tag]).status === 0;
const fileText = (name) => readFileSync(path.join(HERE, name), 'utf8');

/**
 * The image `name` tagged with the hash of `recipe`; `make(tag)` builds it when that tag is missing.
 * @returns {LocalImage}
 */
function ensure(name, recipe, make) {
  const tag = `${REPOSITORY}/${name}:${hashOf(recipe)}`;
  if (imageExists(tag)) return { tag, built: false, seconds: 0 };
  const started = Date.now();
  process.stderr.write(`building ${tag} ...\n`);
  make(tag);
  removeSuperseded(name, tag);
  return { tag, built: true, seconds: Math.round((Date.now() - started) / 100) / 10 };
}

/** Older builds of the same image (an earlier recipe); one still used by a container stays. */
function removeSuperseded(name, tag) {
  const tags = run('podman', ['images', '--format', '{{.Repository}}:{{.Tag}}', '--filter', `reference=${REPOSITORY}/${name}`]).split('\n');
  for (const old of tags.filter((other) => other && other !== tag)) spawnSync('podman', ['rmi', old], { stdio: 'ignore' });
}

/** `trustMachineCa`: the build reaches the npm registry (Debian's mirror is plain HTTP with signed indexes). */
function podmanBuild(tag, dockerfile, context, buildArgs, { trustMachineCa = false } = {}) {
  // Docker's image format: OCI images have no HEALTHCHECK.
  const args = ['build', '--format', 'docker', '--file', path.join(HERE, dockerfile), '--tag', tag];
  // Read-only over the image's own bundle, for this build only: a package that writes there (ssl-cert) cannot.
  if (trustMachineCa) args.push('--volume', `${CA_CERTS}:${CA_CERTS}:ro`);
  for (const [key, value] of Object.entries(buildArgs)) args.push('--build-arg', `${key}=${value}`);
  run('podman', [...args, context]);
}

function buildDebian(tag) {
  const dir = mkdtempSync('/var/tmp/site-local-debian-');
  try {
    run('debootstrap', [`--variant=${DEBIAN.variant}`, `--include=${DEBIAN.include.join(',')}`, DEBIAN.suite, dir, 'http://deb.debian.org/debian']);
    writeFileSync(path.join(dir, 'etc', 'apt', 'sources.list'), `${DEBIAN.sources.join('\n')}\n`);
    writeFileSync(path.join(dir, 'etc', 'dpkg', 'dpkg.cfg.d', 'slim'), `${DEBIAN.dpkgExcludes.join('\n')}\n`);
    // No package lists, no downloaded packages: an image installs what it needs after `apt-get update`.
    for (const folder of ['var/lib/apt/lists', 'var/cache/apt', 'usr/share/doc', 'usr/share/man', 'usr/share/info']) {
      rmSync(path.join(dir, folder), { recursive: true, force: true });
    }
    mkdirSync(path.join(dir, 'var', 'lib', 'apt', 'lists', 'partial'), { recursive: true });
    mkdirSync(path.join(dir, 'var', 'cache', 'apt', 'archives', 'partial'), { recursive: true });
    run('bash', ['-o', 'pipefail', '-c', 'tar -C "$1" -c . | podman import --change \'CMD ["/bin/bash"]\' - "$2"', 'import', dir, tag]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** This machine's Node 20 and npm, as the node image copies them. */
function machineNode() {
  if (!process.version.startsWith('v20.')) throw new Error(`the local Node image carries this machine's Node 20; this is ${process.version}`);
  const npmDir = path.join(execFileSync('npm', ['root', '--global'], { encoding: 'utf8' }).trim(), 'npm');
  const npmVersion = JSON.parse(readFileSync(path.join(npmDir, 'package.json'), 'utf8')).version;
  const headers = ['/usr/include/node', path.join(path.dirname(path.dirname(process.execPath)), 'include', 'node')].find((dir) => existsSync(dir));
  return { node: realpathSync(process.execPath), nodeVersion: process.version, npmDir, npmVersion, headers };
}

function buildNode(tag, debian, machine) {
  const context = mkdtempSync('/var/tmp/site-local-node-');
  try {
    cpSync(machine.node, path.join(context, 'node'));
    cpSync(machine.npmDir, path.join(context, 'npm'), { recursive: true, dereference: true });
    // Node's headers, for native addons built with node-gyp (empty when this machine has none).
    mkdirSync(path.join(context, 'include'));
    if (machine.headers) cpSync(machine.headers, path.join(context, 'include'), { recursive: true, dereference: true });
    podmanBuild(tag, 'Dockerfile.node', context, { DEBIAN_IMAGE: debian });
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

/** The MailDev version `npm start` runs (the lock file's), so the image catches mail the same way. */
function maildevVersion() {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const version = lock.packages['node_modules/maildev']?.version;
  if (!version) throw new Error('maildev is not in package-lock.json');
  return version;
}

/**
 * Every local image, built where missing (one build at a time on the machine).
 * @returns {Promise<Record<'debian' | 'node' | 'postgres' | 'redis' | 'mailcatcher', LocalImage>>}
 */
export async function ensureLocalImages() {
  const lock = await holdMachineLock(BUILD_LOCK);
  try {
    const debian = ensure('debian', DEBIAN, buildDebian);
    const machine = machineNode();
    const node = ensure('node', [debian.tag, fileText('Dockerfile.node'), machine.nodeVersion, machine.npmVersion], (tag) =>
      buildNode(tag, debian.tag, machine),
    );
    const fromDebian = (name, files) =>
      ensure(name, [debian.tag, ...files.map(fileText)], (tag) => podmanBuild(tag, `Dockerfile.${name}`, HERE, { DEBIAN_IMAGE: debian.tag }));
    const postgres = fromDebian('postgres', ['Dockerfile.postgres', 'postgres-entrypoint.sh']);
    const redis = fromDebian('redis', ['Dockerfile.redis', 'redis-entrypoint.sh']);
    const maildev = maildevVersion();
    const mailcatcher = ensure('mailcatcher', [node.tag, fileText('Dockerfile.mailcatcher'), maildev], (tag) =>
      podmanBuild(tag, 'Dockerfile.mailcatcher', HERE, { NODE_IMAGE: node.tag, MAILDEV_VERSION: maildev }, { trustMachineCa: true }),
    );
    return { debian, node, postgres, redis, mailcatcher };
  } finally {
    await lock.release();
  }
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const images = await ensureLocalImages();
  for (const [name, image] of Object.entries(images)) {
    console.log(`${name.padEnd(12)} ${image.tag}  ${image.built ? `built in ${image.seconds} s` : 'present'}`);
  }
  console.log(`local images ready in ${Math.round((Date.now() - started) / 100) / 10} s`);
}
