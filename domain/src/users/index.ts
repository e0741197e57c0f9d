export * from './roles.js';
export * from './signUp.js';
export * from './username.js';
export * from './userSearch.js';
export * from './callables.js';
