export * from './callables.js';
export * from './catalogue.js';
export * from './names.js';
export * from './schemas.js';
export * from './texts.js';
