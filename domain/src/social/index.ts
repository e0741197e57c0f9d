export * from './messages.js';
export * from './relations.js';
export * from './schemas.js';
export * from './blocks.js';
