export * from './primitives.js';
export * from './paths.js';
