// Browser production builds bundle React Router's production build.
//
// Why: `react-router`'s package exports name only its `dist/development` files, for every condition, so every
// bundler resolves the development build even for production (remix-run/react-router#14102, still open). That
// build has `ENABLE_DEV_WARNINGS = true`: its development warnings reach the visitors' consoles, and their code the
// first load. The package ships the production build beside it (`dist/production`, the same modules with the
// warnings compiled out): same code, same version, the build meant for production.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** `resolve.alias` entry: the bare `react-router` import resolves to its production ES module build. */
export function reactRouterProductionAlias() {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  const production = path.join(packageDir, 'dist', 'production', 'index.mjs');
  if (!existsSync(production)) {
    throw new Error(`@site/rspack-config: no production build at ${production} (did a react-router upgrade change its layout?)`);
  }
  return { 'react-router$': production };
}
