export * from './records.js';
export * from './schemas.js';
export * from './tabs.js';
