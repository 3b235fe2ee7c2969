/**
 * The Jest preset of every workspace: tests beside the code (`src/**\/*.test.ts(x)`), TypeScript through SWC,
 * NodeNext's `./x.js` imports resolved to `./x.ts`.
 * Usage in a workspace's jest.config.cjs: module.exports = require('@site/jest-config')({ rootDir: __dirname });
 * - `esm: true`: ES-module test runtime, for workspaces whose dependencies are ES modules only (Nest 12, jose 6);
 *   their `test` script runs Jest with NODE_OPTIONS=--experimental-vm-modules.
 * - `decorators: true`: legacy decorators with decorator metadata, as tsc compiles Nest code for the build.
 */
module.exports = function createJestConfig({ rootDir, testEnvironment = 'node', esm = false, decorators = false, ...rest }) {
  /** SWC's options for TypeScript, or TSX (JSX with React's automatic runtime: views rendered in tests). */
  const swc = (tsx) => ({
    jsc: {
      parser: { syntax: 'typescript', tsx, decorators },
      target: 'es2022',
      ...(decorators ? { keepClassNames: true } : {}),
      transform: {
        ...(tsx ? { react: { runtime: 'automatic' } } : {}),
        ...(decorators ? { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false } : {}),
      },
    },
    module: { type: esm ? 'es6' : 'commonjs' },
  });
  const swcJest = require.resolve('@swc/jest');
  return {
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment,
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    ...(esm ? { extensionsToTreatAsEsm: ['.ts', '.tsx'] } : {}),
    // .ts and .tsx apart: parsing a .ts file as TSX would misread `<T>value` casts.
    transform: esm ? { '^.+\\.ts$': [swcJest, swc(false)], '^.+\\.tsx$': [swcJest, swc(true)] } : { '^.+\\.(t|j)sx?$': [swcJest, swc(true)] },
    transformIgnorePatterns: ['/node_modules/'],
    moduleNameMapper: {
      // NodeNext packages import './x.js' for './x.ts'.
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': require.resolve('./empty-module.cjs'),
    },
    ...rest,
  };
};
