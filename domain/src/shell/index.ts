export * from './messages.js';
export * from './frame.js';
