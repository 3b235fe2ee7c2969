module.exports = require('@site/jest-config')({
  rootDir: __dirname,
  setupFiles: ['<rootDir>/src/testing/text-encoding.setup.cjs'],
  // Beasties (the prerender's critical CSS) requires HTML and CSS-selector packages published as ES modules only:
  // compiled to CommonJS like the tests (wherever npm nested them: the last node_modules/ of the path decides).
  transformIgnorePatterns: [
    '/node_modules/(?!.*/node_modules/)(?!(css-select|css-what|nth-check|boolbase|htmlparser2|domutils|domhandler|dom-serializer|domelementtype|entities)/)',
  ],
});
