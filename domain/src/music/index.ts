export * from './classifier.js';
export * from './composers.js';
export * from './era.js';
export * from './listening.js';
