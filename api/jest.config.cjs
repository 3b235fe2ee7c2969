// Nest 12 is ES modules only: the ESM preset, with Nest's decorators (the `test` script enables vm modules).
module.exports = require('@site/jest-config')({ rootDir: __dirname, esm: true, decorators: true, testTimeout: 30_000 });
