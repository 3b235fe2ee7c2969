export * from './api-client';
export * from './idempotency-key';
export * from './query-client';
export * from './use-lead-submission';
export * from './visit-source';
