// Nest 12 is ES modules only: the ESM preset, with Nest's decorators (the `test` script enables vm modules).
// The process tests spawn the built worker (`dist/main.js`): turbo builds it before `test` (worker/turbo.json).
module.exports = require('@site/jest-config')({ rootDir: __dirname, esm: true, decorators: true, testTimeout: 60_000 });
