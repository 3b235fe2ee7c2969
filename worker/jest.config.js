/**
 * Jest 30 in ESM mode (Nest 12 packages are ES modules): run with
 * NODE_OPTIONS=--experimental-vm-modules (see the `test` script).
 * @swc/jest compiles TypeScript with legacy decorators and decorator metadata, like tsc does for the build.
 * The process tests spawn the built worker (`dist/main.js`): turbo builds it before `test` (worker/turbo.json).
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // Sources import './x.js' (NodeNext); Jest resolves the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        module: { type: 'es6' },
        jsc: {
          target: 'es2022',
          keepClassNames: true,
          parser: { syntax: 'typescript', decorators: true },
          transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
        },
      },
    ],
  },
  testTimeout: 60_000,
};
