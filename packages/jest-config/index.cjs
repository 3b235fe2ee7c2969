/**
 * Jest preset for the front-end workspaces and shared packages (CommonJS test runtime, SWC transform).
 * Usage in a workspace's jest.config.cjs: module.exports = require('@site/jest-config')({ rootDir: __dirname });
 */
module.exports = function createJestConfig({ rootDir, testEnvironment = 'node', ...rest }) {
  return {
    rootDir,
    roots: ['<rootDir>/src'],
    testEnvironment,
    testMatch: ['**/*.test.ts', '**/*.test.tsx'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        require.resolve('@swc/jest'),
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // ESM-only dependencies (zod 4 ships both; keep this list short and explicit).
    transformIgnorePatterns: ['/node_modules/'],
    moduleNameMapper: {
      // NodeNext packages import './x.js' for './x.ts'.
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.css$': require.resolve('./empty-module.cjs'),
    },
    ...rest,
  };
};
