export * from './active-poll.js';
export * from './callables.js';
export * from './discussion-poll-draft.js';
export * from './limits.js';
export * from './percentages.js';
export * from './poll-draft.js';
export * from './schemas.js';
export * from './messages.js';
