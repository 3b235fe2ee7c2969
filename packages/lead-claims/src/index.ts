export * from './claim-link.js';
export * from './claim-token.js';
