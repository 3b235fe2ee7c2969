/** @swc/jest's options: TypeScript (TSX for the views) with legacy decorators and metadata, like tsc. */
function swcOptions({ tsx }) {
  return {
    module: { type: 'es6' },
    jsc: {
      target: 'es2022',
      keepClassNames: true,
      parser: { syntax: 'typescript', decorators: true, tsx },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
    },
  };
}

/**
 * Jest 30 in ESM mode (Nest 12 packages are ES modules): run with
 * NODE_OPTIONS=--experimental-vm-modules (see the `test` script).
 * @swc/jest compiles TypeScript with legacy decorators and decorator metadata, like tsc does for the build.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  // Sources import './x.js' (NodeNext); Jest resolves the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', swcOptions({ tsx: false })],
    // The staff pages' views (React, rendered on the server).
    '^.+\\.tsx$': ['@swc/jest', swcOptions({ tsx: true })],
  },
  testTimeout: 30_000,
};
