export * from './constants.js';
export * from './forum/index.js';
export * from './schema/index.js';
export * from './text/index.js';
export * from './users/index.js';
