export * from './constants.js';
export * from './forum/index.js';
export * from './moderation/index.js';
export * from './paging/index.js';
export * from './polls/index.js';
export * from './schema/index.js';
export * from './text/index.js';
export * from './users/index.js';
