export * from './applied-event.js';
export * from './counter-delta.js';
export * from './from-validator.js';
export * from './paths.js';
export * from './primitives.js';
