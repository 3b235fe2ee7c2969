module.exports = require('@site/jest-config')({
  rootDir: __dirname,
  setupFiles: ['<rootDir>/src/testing/text-encoding.setup.cjs'],
});
