module.exports = require('@site/jest-config')({ rootDir: __dirname });
