export * from './fields.js';
export * from './stored.js';
