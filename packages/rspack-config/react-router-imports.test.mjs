// The rules of the shared router entry (react-router-declarative.mjs), checked over every front-end source file:
// the router comes from `react-router-dom` only, and only with names the shared entry provides. A name it lacks
// would be `undefined` on the page (the page runs the shared entry, not the package), so this fails the build's
// tests instead. The prerenderer's files (under a `src/server/` folder, built only for Node) may also use the
// names the Node builds' entry (react-router-server.mjs) adds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The names an entry file lists in its `export { ... } from` statement. */
function exportedNames(file) {
  return readFileSync(path.join(repo, 'packages/rspack-config', file), 'utf8')
    .match(/export \{([^}]*)\}/)[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
}
const provided = new Set(exportedNames('react-router-declarative.mjs'));
const providedToServer = new Set([...provided, ...exportedNames('react-router-server.mjs')]);
const isServerFile = (file) => file.split(path.sep).includes('server');

function* sourceFiles(dir) {
  for (const item of readdirSync(dir, { withFileTypes: true })) {
    if (item.name === 'node_modules' || item.name.startsWith('dist')) continue;
    const full = path.join(dir, item.name);
    if (item.isDirectory()) yield* sourceFiles(full);
    else if (/\.(tsx?|mjs)$/.test(item.name) && !/\.test\./.test(item.name)) yield full;
  }
}

const roots = [
  ...readdirSync(repo)
    .filter((d) => d === 'shell' || d.startsWith('mf-'))
    .map((d) => path.join(repo, d, 'src')),
  ...readdirSync(path.join(repo, 'packages')).map((d) => path.join(repo, 'packages', d, 'src')),
].filter((dir) => {
  try {
    return readdirSync(dir) && true;
  } catch {
    return false;
  }
});
const files = roots.flatMap((dir) => [...sourceFiles(dir)]);
const IMPORT = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'(react-router(?:-dom)?(?:\/[^']*)?|@site\/router)'/g;

test('the front end has source files to check', () => {
  assert.ok(files.length > 50, `found only ${files.length} files`);
});

test("the router is imported from 'react-router-dom' only", () => {
  const wrong = [];
  for (const file of files) {
    for (const [, , , from] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (from !== 'react-router-dom') wrong.push(`${path.relative(repo, file)}: '${from}'`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('every value imported from react-router-dom is provided by the shared entry', () => {
  const missing = [];
  for (const file of files) {
    for (const [, typeOnly, names] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (typeOnly) continue;
      for (const raw of names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        if (raw.startsWith('type ')) continue;
        const name = raw.split(/\s+as\s+/)[0];
        if (!(isServerFile(file) ? providedToServer : provided).has(name)) missing.push(`${path.relative(repo, file)}: ${name}`);
      }
    }
  }
  assert.deepEqual(missing, []);
});
