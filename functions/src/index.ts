// Entry point that Cloud Functions loads: every deployed function is re-exported from here.
export { mirrorNewMemberRole } from './roles/mirror-new-member-role.js';
export { setUserRole } from './roles/set-user-role.js';
