export * from './applied-event.js';
export * from './from-validator.js';
export * from './paths.js';
export * from './primitives.js';
export * from './without-eval.js';
