export * from './navigation.js';
export * from './schemas.js';
export * from './types.js';
export * from './unread.js';
export * from './wording.js';
