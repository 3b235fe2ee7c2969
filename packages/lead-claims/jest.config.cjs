// jose 6 is an ES module only: the ESM preset (the `test` script enables vm modules).
module.exports = require('@site/jest-config')({ rootDir: __dirname, esm: true });
