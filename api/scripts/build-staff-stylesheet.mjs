// Builds the stylesheet of every page the API renders (staff and claim pages) with Tailwind 4 (src/views/pages.css:
// the design system's theme and base styles, utilities from the views) into dist/staff-assets/staff.<hash>.css, and names it in stylesheet.json for the
// API, which serves it as immutable. Runs after tsc in `npm run build`.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/postcss';
import postcss from 'postcss';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const source = path.join(root, 'src', 'views', 'pages.css');
const outDir = path.join(root, 'dist', 'staff-assets');

const result = await postcss([tailwindcss({ base: root, optimize: { minify: true } })]).process(await readFile(source, 'utf8'), { from: source });
const hash = createHash('sha256').update(result.css).digest('hex').slice(0, 12);
const file = `staff.${hash}.css`;

await mkdir(outDir, { recursive: true });
for (const old of await readdir(outDir)) {
  if (/^staff\.[0-9a-f]+\.css$/.test(old) && old !== file) await rm(path.join(outDir, old));
}
await writeFile(path.join(outDir, file), result.css);
await writeFile(path.join(outDir, 'stylesheet.json'), `${JSON.stringify({ file })}\n`);
console.log(`staff stylesheet: dist/staff-assets/${file} (${result.css.length} bytes)`);
