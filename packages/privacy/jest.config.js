/**
 * Jest 30 in ESM mode (TypeORM and the workspace packages are ES modules): run with
 * NODE_OPTIONS=--experimental-vm-modules (see the `test` script). @swc/jest compiles TypeScript.
 * @type {import('jest').Config}
 */
export default {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts'],
  extensionsToTreatAsEsm: ['.ts'],
  // Sources import './x.js' (NodeNext); Jest resolves the .ts file.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['@swc/jest', { module: { type: 'es6' }, jsc: { target: 'es2022', parser: { syntax: 'typescript' } } }] },
  testTimeout: 60_000,
};
