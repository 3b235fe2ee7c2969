// Run in an image's build stage, in a workspace pruned by `turbo prune`, with `npm query .workspace` on stdin.
// The workspaces an image runs are the named one and every workspace among its production dependencies (followed
// through theirs); the others (those only the build needed) stay behind, as do sources, tests and dev dependencies.
//   npm query .workspace | node install-production.mjs deps @site/api /production
//     their package.json files (less dev dependencies) under a root package.json naming only them, and `npm ci
//     --omit=dev` there with the repository's lock file less the other workspaces. Needs only the package.json
//     files, so it is cached while only sources change; native addons (argon2) build here, with the build stage's
//     compilers.
//   npm query .workspace | node install-production.mjs dist @site/api /dist
//     their built `dist` folders, after the build.
//   npm query .workspace | node install-production.mjs site @site/mf-company /site
//     the named workspace's own built `dist` folder (a site's static files: the shell's, a remote's) as the folder
//     given, its production dependencies aside.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [step, workspace, target] = process.argv.slice(2);
if (!['deps', 'dist', 'site'].includes(step) || !workspace || !target)
  throw new Error('usage: node install-production.mjs deps|dist|site <workspace name> <folder>');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** @type {Map<string, string>} workspace name -> its folder */
const locations = new Map(readJson('/dev/stdin').map(({ name, location }) => [name, location]));
/** @type {Map<string, string>} the workspaces the image runs -> their folders */
const needed = new Map();
/** @param {string} name */
const visit = (name) => {
  const location = locations.get(name);
  if (needed.has(name) || location === undefined) return;
  needed.set(name, location);
  for (const dependency of Object.keys(readJson(path.join(location, 'package.json')).dependencies ?? {})) visit(dependency);
};
visit(workspace);
if (!needed.size) throw new Error(`${workspace} is not a workspace here`);
const neededLocations = [...needed.values()];

if (step === 'site') {
  const built = path.join(needed.get(workspace) ?? '', 'dist');
  if (!existsSync(built)) throw new Error(`${workspace} has no built dist folder (${built})`);
  cpSync(built, target, { recursive: true });
} else if (step === 'dist') {
  for (const location of neededLocations) {
    if (existsSync(path.join(location, 'dist'))) cpSync(path.join(location, 'dist'), path.join(target, location, 'dist'), { recursive: true });
  }
} else {
  const { devDependencies: _rootDev, workspaces: _all, ...root } = readJson('package.json');
  mkdirSync(target, { recursive: true });
  writeFileSync(path.join(target, 'package.json'), JSON.stringify({ ...root, workspaces: neededLocations }, null, 2));
  // The lock file without the other workspaces (their folders and links; npm ci would otherwise still install what
  // it keeps under their folders), and without the dev dependencies of the kept ones.
  const lock = readJson('package-lock.json');
  const dropped = [...locations].filter(([name]) => !needed.has(name));
  for (const key of Object.keys(lock.packages)) {
    if (dropped.some(([name, location]) => key === location || key.startsWith(`${location}/`) || key === `node_modules/${name}`))
      delete lock.packages[key];
  }
  for (const location of neededLocations) {
    const { devDependencies: _dev, ...manifest } = readJson(path.join(location, 'package.json'));
    delete lock.packages[location].devDependencies;
    mkdirSync(path.join(target, location), { recursive: true });
    writeFileSync(path.join(target, location, 'package.json'), JSON.stringify(manifest, null, 2));
  }
  writeFileSync(path.join(target, 'package-lock.json'), JSON.stringify(lock, null, 2));
  execFileSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], { cwd: target, stdio: 'inherit' });
}
