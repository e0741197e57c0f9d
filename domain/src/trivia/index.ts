export * from './callables.js';
export * from './days.js';
export * from './draft.js';
export * from './limits.js';
export * from './schemas.js';
export * from './stats.js';
export * from './texts.js';
