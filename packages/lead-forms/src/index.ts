export * from './fields';
export * from './lead-form';
export * from './use-is-hydrated';
export * from './use-lead-form';
