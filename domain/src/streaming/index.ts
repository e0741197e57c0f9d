export * from './historyFiles.js';
export * from './historySummary.js';
export * from './messages.js';
export * from './schemas.js';
export * from './topItems.js';
