export * from './constants.js';
export * from './text/index.js';
export * from './users/index.js';
