// TypeORM and the workspace packages are ES modules: the ESM preset (the `test` script enables vm modules).
module.exports = require('@site/jest-config')({ rootDir: __dirname, esm: true, testTimeout: 60_000 });
