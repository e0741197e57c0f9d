export * from './primitives.js';
export * from './paths.js';
export * from './fromValidator.js';
