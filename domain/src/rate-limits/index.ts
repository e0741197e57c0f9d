export * from './rate-limits.js';
