// The profile feature's data access: plain async functions over a Firestore instance, each
// validating with the domain's schemas before writing. docs/profiles.md explains the storage.
export * from './profile-card.js';
export * from './profile-input.js';
export * from './profile-items.js';
export * from './profile-preferences.js';
export * from './profile-pictures.js';
