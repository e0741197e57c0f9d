export * from './appliedEvent.js';
export * from './fromValidator.js';
export * from './paths.js';
export * from './primitives.js';
export * from './withoutEval.js';
