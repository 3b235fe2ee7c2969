export * from './lead-retention.js';
export * from './person-correction.js';
export * from './person-erasure.js';
export * from './queue-job-eraser.js';
