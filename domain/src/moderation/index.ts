export * from './adminMessages.js';
export * from './callables.js';
export * from './reasons.js';
export * from './reportDraft.js';
export * from './reportStatus.js';
export * from './schemas.js';
export * from './reportDigest.js';
export * from './staff.js';
