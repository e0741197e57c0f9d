export * from './accountDeletion.js';
export * from './adminUserList.js';
export * from './roles.js';
export * from './signUp.js';
export * from './userSearch.js';
export * from './userSearchForms.js';
export * from './userSearchGrams.js';
export * from './username.js';
