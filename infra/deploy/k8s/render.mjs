// `kubectl kustomize DIR`: kustomize v5 as kubectl carries it. No Debian package of bookworm has a kustomize recent
// enough (its kubernetes-client is 1.20, kustomize 2); machines of this kind carry kubectl with the Cloud SDK.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

export const K8S_DIR = path.dirname(fileURLToPath(import.meta.url));

/** @typedef {{ apiVersion: string, kind: string, metadata: { name: string, namespace?: string, [field: string]: any }, [field: string]: any }} KubeObject */

/**
 * The objects kustomize renders from `target`, a folder under deploy/k8s/ (`base`, `overlays/staging` ...).
 * @param {string} target
 * @returns {KubeObject[]}
 */
export function renderKustomization(target) {
  try {
    const yaml = execFileSync('kubectl', ['kustomize', path.join(K8S_DIR, target)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    return parseAllDocuments(yaml).map((doc) => doc.toJS());
  } catch (error) {
    if (error.code === 'ENOENT') throw new Error('kubectl (kustomize v5 built in) is not installed: install kubectl 1.27 or later');
    throw new Error(`kubectl kustomize ${target} failed:\n${error.stderr}`);
  }
}
