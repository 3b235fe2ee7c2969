// The compatibility gate of deploy-remote.mjs on copies of the real build of mf-services (turbo builds it and the
// shell before this test): each deliberately incompatible build is refused with a message naming what is missing,
// and the live site (remotes.json, the published folders, deploys.log) is untouched.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { COMPOSITION_CONTRACT_VERSION } from '@site/composition';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const SCRIPT = path.join(ROOT, 'infra', 'scripts', 'deploy-remote.mjs');
const BUILD = path.join(ROOT, 'mf-services');
const LIVE_CONFIG = { services: '/_remotes/services/live-1/mf-manifest.json' };

let scratch;
let to;

function deploy(...args) {
  const run = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: 'utf8', timeout: 180_000 });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** A copy of the real build (dist + dist-server) in its own folder, changed by `edit`. */
function candidate(name, edit) {
  const dir = path.join(scratch, name);
  for (const folder of ['dist', 'dist-server']) cpSync(path.join(BUILD, folder), path.join(dir, folder), { recursive: true });
  edit(dir);
  return dir;
}

function editManifest(dir, change) {
  const file = path.join(dir, 'dist', 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8'));
  change(manifest);
  writeFileSync(file, JSON.stringify(manifest, null, 2));
}

/** The live site: its config, the folders under <to>/services and the deploy log, as bytes. */
function liveSite() {
  const services = path.join(to, 'services');
  return {
    config: readFileSync(path.join(to, 'remotes.json'), 'utf8'),
    versions: readdirSync(services).sort(),
    log: readFileSync(path.join(services, 'deploys.log'), 'utf8'),
  };
}

function assertRefused(run, message, before) {
  assert.equal(run.code, 1, `${run.stdout}\n${run.stderr}`);
  assert.match(run.stderr, /refused by the compatibility gate/);
  assert.match(run.stderr, message);
  assert.match(run.stderr, /nothing was published or activated/);
  assert.deepEqual(liveSite(), before, 'the live site is untouched');
}

before(() => {
  for (const folder of ['mf-services/dist/mf-manifest.json', 'mf-services/dist-server/remoteEntry.cjs', 'shell/dist-server/prerender-area.cjs']) {
    assert.ok(existsSync(path.join(ROOT, folder)), `${folder} is built (npx turbo run build --filter=@site/mf-services)`);
  }
  scratch = mkdtempSync(path.join(os.tmpdir(), 'compatibility-gate-'));
  to = path.join(scratch, 'live');
  cpSync(path.join(BUILD, 'dist'), path.join(to, 'services', 'live-1'), { recursive: true });
  writeFileSync(path.join(to, 'services', 'deploys.log'), `${JSON.stringify({ version: 'live-1' })}\n`);
  writeFileSync(path.join(to, 'remotes.json'), JSON.stringify(LIVE_CONFIG));
});

after(() => rmSync(scratch, { recursive: true, force: true }));

describe('compatibility gate of deploy-remote.mjs', () => {
  it('lets the real build pass and says so', () => {
    const dir = candidate('as-built', () => undefined);
    const run = deploy('services', '--to', to, '--from', dir, '--version', 'compatible');
    assert.equal(run.code, 0, run.stderr);
    assert.match(run.stdout, /services passed the compatibility gate against the live shell/);
    // Back to the live version for the refusals below (re-activation of a compatible folder passes the gate too).
    assert.equal(deploy('services', '--to', to, '--activate', 'live-1').code, 0);
  });

  it('refuses a build that requires a shared singleton the live shell cannot satisfy (react 20)', () => {
    const shellReact = JSON.parse(readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8')).shared.find(
      (entry) => entry.name === 'react',
    ).version;
    const dir = candidate('react-20', (d) =>
      editManifest(d, (manifest) => {
        for (const entry of manifest.shared) if (entry.name === 'react') entry.requiredVersion = '^20.0.0';
      }),
    );
    const before = liveSite();
    assertRefused(
      deploy('services', '--to', to, '--from', dir),
      new RegExp(`shared singleton react: services requires \\^20\\.0\\.0, the live shell provides ${shellReact.replace(/\./g, '\\.')}`),
      before,
    );
  });

  it('refuses a build that no longer exposes ./Area', () => {
    const dir = candidate('no-area', (d) =>
      editManifest(d, (manifest) => {
        manifest.exposes = manifest.exposes.map((expose) => ({ ...expose, name: 'Pages', path: './Pages' }));
      }),
    );
    const before = liveSite();
    assertRefused(deploy('services', '--to', to, '--from', dir), /services no longer exposes \.\/Area \(exposes: \.\/Pages\)/, before);
  });

  it('refuses a build that needs a newer composition contract than the live shell provides', () => {
    const needed = COMPOSITION_CONTRACT_VERSION + 1;
    const dir = candidate('contract-ahead', (d) =>
      editManifest(d, (manifest) => {
        manifest.metaData.compositionContract = needed;
      }),
    );
    const before = liveSite();
    assertRefused(
      deploy('services', '--to', to, '--from', dir),
      new RegExp(
        `composition contract: services requires version ${needed}, the live shell provides version ${COMPOSITION_CONTRACT_VERSION} \\(deploy the shell first\\)`,
      ),
      before,
    );
  });

  it('refuses a build whose page throws when the live shell prerenders it', () => {
    const dir = candidate('page-throws', (d) => {
      const serverDir = path.join(d, 'dist-server');
      const chunk = readdirSync(serverDir).find(
        (file) => file.endsWith('.cjs') && /^function ProcessPage\(\) \{/m.test(readFileSync(path.join(serverDir, file), 'utf8')),
      );
      assert.ok(chunk, 'the Node build holds ProcessPage');
      const file = path.join(serverDir, chunk);
      writeFileSync(
        file,
        readFileSync(file, 'utf8').replace(
          /^function ProcessPage\(\) \{/m,
          'function ProcessPage() { throw new Error("ProcessPage is deliberately broken");',
        ),
      );
    });
    const before = liveSite();
    assertRefused(
      deploy('services', '--to', to, '--from', dir),
      /rendering services's pages with the live shell's prerenderer failed: .*Prerendering \/services\/process failed: Error: ProcessPage is deliberately broken/,
      before,
    );
  });

  it('re-activating a published version that the live shell cannot run is refused too', () => {
    const folder = path.join(to, 'services', 'needs-react-20');
    cpSync(path.join(BUILD, 'dist'), folder, { recursive: true });
    const manifestFile = path.join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    for (const entry of manifest.shared) if (entry.name === 'react-dom') entry.requiredVersion = '>=20';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    const before = liveSite();
    assertRefused(deploy('services', '--to', to, '--activate', 'needs-react-20'), /shared singleton react-dom: services requires >=20/, before);
  });
});
