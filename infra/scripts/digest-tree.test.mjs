import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { digestTree } from './digest-tree.mjs';

function tree(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'digest-tree-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

test('equal trees have equal digests; a changed byte or a renamed file changes it', (t) => {
  const files = { 'main.js': 'console.log(1)', 'pages/a/index.html': '<h1>A</h1>' };
  const a = tree(files);
  const b = tree(files);
  t.after(() => {
    for (const dir of [a, b]) rmSync(dir, { recursive: true, force: true });
  });
  assert.equal(digestTree(a), digestTree(b));
  assert.match(digestTree(a), /^[0-9a-f]{64}$/);

  writeFileSync(path.join(b, 'main.js'), 'console.log(2)');
  assert.notEqual(digestTree(a), digestTree(b));
  writeFileSync(path.join(b, 'main.js'), 'console.log(1)');
  assert.equal(digestTree(a), digestTree(b));

  renameSync(path.join(b, 'pages/a/index.html'), path.join(b, 'pages/a/other.html'));
  assert.notEqual(digestTree(a), digestTree(b));
});
