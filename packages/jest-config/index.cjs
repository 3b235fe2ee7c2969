/**
 * The Jest preset of every workspace: tests beside the code (`src/**\/*.test.ts(x)`), TypeScript through SWC,
 * NodeNext's `./x.js` imports resolved to `./x.ts`.
 * Usage in a workspace's jest.config.cjs: module.exports = require('@site/jest-config')({ rootDir: __dirname });
 * - `esm: true`: ES-module test runtime, for workspaces whose dependencies are ES modules only (Nest 12, jose 6);
 *   their `test` script runs Jest with NODE_OPTIONS=--experimental-vm-modules.
 * - `decorators: true`: legacy decorators with decorator metadata, as tsc compiles Nest code for the build.
 */
module.exports = function createJestConfig({ rootDir, testEnvironment = 'node', esm = false, decorators = false, ...rest }) {
  const jsc = {
    parser: { syntax: 'typescript', tsx: !esm, decorators },
    target: 'es2022',
    ...(decorators ? { keepClassNames: true } : {}),
    transform: {
      ...(esm ? {} : { react: { runtime: 'automatic' } }),
      ...(decorators ? { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false } : {}),
    },
  };
  return {
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment,
    testMatch: esm ? ['**/*.test.ts'] : ['**/*.test.ts', '**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    ...(esm ? { extensionsToTreatAsEsm: ['.ts'] } : {}),
    transform: {
      [esm ? '^.+\\.ts$' : '^.+\\.(t|j)sx?$']: [require.resolve('@swc/jest'), { jsc, module: { type: esm ? 'es6' : 'commonjs' } }],
    },
    transformIgnorePatterns: ['/node_modules/'],
    moduleNameMapper: {
      // NodeNext packages import './x.js' for './x.ts'.
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': require.resolve('./empty-module.cjs'),
    },
    ...rest,
  };
};
