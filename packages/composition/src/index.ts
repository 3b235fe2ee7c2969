export * from './areas.js';
export * from './escape-html.js';
export * from './page-fragment.js';
export * from './page-path.js';
export * from './remotes-config.js';
export * from './contract-version.js';
