// Module Federation runtime plugin for the prerenderer: loads a remote's Node build straight from disk when
// its entry is a file:// URL (the prerenderer runs beside the build, no server needed). The remote's own
// node runtime then reads its chunks from the same folder.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

// Node's own require (the bundler's would try to resolve the path at build time).
const nodeRequire = createRequire(path.join(process.cwd(), 'prerender.cjs'));

export default function fileEntryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-file-entry',
    loadEntry({ remoteInfo }) {
      if (!remoteInfo.entry.startsWith('file:')) return undefined;
      return nodeRequire(fileURLToPath(remoteInfo.entry));
    },
  };
}
