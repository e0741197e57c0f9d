export * from './games.js';
export * from './intervals.js';
export * from './schemas.js';
export * from './scoring.js';
export * from './title.js';
