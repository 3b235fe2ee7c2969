// The Kubernetes manifests as a cluster gets them: the base and both overlays (and the local-only podman-play
// overlay) rendered by a real kustomize (the one built into kubectl), and every rendered object checked against the Kubernetes and KEDA schemas: the
// validators of `kubernetes-models` / `@kubernetes-models/keda` (types, required fields, enums, formats), then
// TypeScript's excess-property check against the same models' types, which the schemas leave open: a misspelt
// field (`runAsNonRot`) is valid JSON Schema, and a cluster drops or refuses it depending on its validation mode.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { parse } from 'yaml';
import { K8S_DIR, renderKustomization } from './render.mjs';

const ROOT = path.resolve(K8S_DIR, '..', '..', '..');
// podman-play: the local-only overlay podman-play.test.mjs runs, held to the same schemas.
const TARGETS = { base: 'base', staging: 'overlays/staging', production: 'overlays/production', 'podman-play': 'overlays/podman-play' };
/** @typedef {import('./render.mjs').KubeObject} KubeObject */

/** The module of an object's model: `kubernetes-models/apps/v1`, `@kubernetes-models/keda/keda.sh/v1alpha1`. */
const modelModule = ({ apiVersion }) =>
  apiVersion.startsWith('keda.sh/') ? `@kubernetes-models/keda/${apiVersion}` : `kubernetes-models/${apiVersion}`;
const label = (object) => `${object.kind} ${object.metadata.name}`;
const kustomizationOf = (target) => parse(readFileSync(path.join(K8S_DIR, TARGETS[target], 'kustomization.yaml'), 'utf8'));

/** @type {Record<keyof typeof TARGETS, KubeObject[]>} */
const rendered = { base: [], staging: [], production: [], 'podman-play': [] };

before(() => {
  for (const [name, target] of Object.entries(TARGETS)) rendered[name] = renderKustomization(target);
});

describe('Kubernetes manifests rendered by kustomize', () => {
  it('the base and both overlays render the same objects, the overlays into their own namespace', () => {
    const ids = (objects) => objects.map(label).sort();
    assert.ok(rendered.base.length >= 30, `the base renders ${rendered.base.length} objects`);
    for (const overlay of ['staging', 'production']) {
      assert.deepEqual(ids(rendered[overlay]), ids(rendered.base), overlay);
      const { namespace } = kustomizationOf(overlay);
      for (const object of rendered[overlay]) assert.equal(object.metadata.namespace, namespace, `${overlay}: ${label(object)}`);
    }
  });

  for (const name of Object.keys(TARGETS)) {
    it(`${name}: every object is valid against its Kubernetes or KEDA schema`, async () => {
      const problems = [];
      for (const object of rendered[name]) {
        const Model = (await import(modelModule(object)).catch(() => ({})))[object.kind];
        if (!Model) {
          problems.push(`${label(object)}: no schema for ${object.apiVersion} ${object.kind}`);
          continue;
        }
        try {
          new Model(object).validate();
        } catch (error) {
          problems.push(`${label(object)}: ${error.message}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }

  it('no rendered object has a field its schema does not know (TypeScript excess-property check)', () => {
    // One file per object, typed with its model's interface; tsc names the file and the unknown field.
    const cache = path.join(ROOT, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    const dir = mkdtempSync(path.join(cache, 'k8s-manifest-types-'));
    try {
      const files = Object.entries(rendered).flatMap(([name, objects]) =>
        objects.map((object) => {
          const file = `${name}-${object.kind}-${object.metadata.name}.ts`;
          const source = `import type { I${object.kind} as Model } from '${modelModule(object)}/${object.kind}';\nexport const object: Model = ${JSON.stringify(object, null, 2)};\n`;
          writeFileSync(path.join(dir, file), source);
          return file;
        }),
      );
      const compilerOptions = { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: true, types: [] };
      writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files }));
      const tsc = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', dir], { encoding: 'utf8' });
      assert.equal(tsc.status, 0, `${tsc.stdout}${tsc.stderr}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("each overlay sets every image's tag, and KEDA reads its own namespace's Redis", () => {
    for (const overlay of ['staging', 'production']) {
      const kustomization = kustomizationOf(overlay);
      for (const { name, newTag } of kustomization.images) {
        assert.ok(
          rendered[overlay].some((d) => d.spec?.template?.spec?.containers?.some((c) => c.image === `${name}:${newTag}`)),
          `${overlay}: ${name}:${newTag}`,
        );
      }
      const scaled = rendered[overlay].find((d) => d.kind === 'ScaledObject');
      assert.match(
        scaled?.spec.triggers[0].metadata.address,
        new RegExp(`^redis\\.${kustomization.namespace}\\.svc`),
        `${overlay}: KEDA reads its own Redis`,
      );
    }
  });
});
