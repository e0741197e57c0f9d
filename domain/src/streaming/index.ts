export * from './history-files.js';
export * from './history-summary.js';
export * from './messages.js';
export * from './schemas.js';
export * from './top-items.js';
