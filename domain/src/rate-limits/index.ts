export * from './rate-limits.js';
export * from './schemas.js';
