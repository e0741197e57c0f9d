export * from './activePoll.js';
export * from './callables.js';
export * from './discussionPollDraft.js';
export * from './limits.js';
export * from './percentages.js';
export * from './pollDraft.js';
export * from './schemas.js';
export * from './messages.js';
