export * from './claim-link.js';
export * from './claim-token.js';
export * from './consent-withdrawal-link.js';
export * from './consent-withdrawal-token.js';
