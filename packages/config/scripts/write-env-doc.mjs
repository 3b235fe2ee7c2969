// Writes docs/environment.md from the environment schema (`npm run docs:env` builds the package first).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ENV_DOC_PATH, renderEnvironmentDoc } from '../dist/env-doc.js';

const target = path.resolve(import.meta.dirname, '../../..', ENV_DOC_PATH);
writeFileSync(target, renderEnvironmentDoc());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
