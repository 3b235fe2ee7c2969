export * from './data-source.js';
export * from './entities/contact-submission.entity.js';
export * from './entities/demo-request.entity.js';
export * from './entities/evidence-pack-request.entity.js';
export * from './entities/lead-columns.js';
export * from './entities/user.entity.js';
export * from './entities/lead-source-columns.js';
export * from './entities/lead-table-names.js';
