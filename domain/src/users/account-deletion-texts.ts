// The words of deleting one's own account (account-deletion.ts holds its schemas). The
// spec shows no such screen, so these words are ours (docs/accounts.md, "Deleting an account").
// No zod here: the privacy policy quotes what deleting removes, and a static page loads no schema
// library (web/README.md, "What a first visit downloads").
import type { ToastMessage } from '../text/toast.js';

export const ACCOUNT_DELETION_MESSAGES = Object.freeze({
  recentSignInRequired: 'Please enter your password again to delete your account.',
  adminCannotDelete:
    'An admin cannot delete their account. Ask another admin to change your role first.',
  /** A deleted member's still-valid session calls a function (it is refused). */
  accountDeleted: 'This account has been deleted.',
});

/** What deleting removes and keeps, as the confirmation and the privacy policy say it. */
export const ACCOUNT_DELETION_CONSEQUENCES = Object.freeze([
  'Your profile and all its sections, your username, your friends and follows, your notifications, poll votes and reactions, the reports you filed, and your streaming connection and analysis are deleted.',
  'Your discussions and replies stay so that conversations still make sense, but they show "Deleted member" instead of your name, with no link to you.',
  'You are signed out and can no longer sign in with this account. This cannot be undone.',
]);

export const ACCOUNT_DELETION_TEXTS = Object.freeze({
  sectionTitle: 'Delete Account',
  sectionIntro: 'Leave the community and remove your personal data.',
  adminNote: ACCOUNT_DELETION_MESSAGES.adminCannotDelete,
  openButton: 'Delete Account',
  dialogTitle: 'Delete your account?',
  dialogDescription: 'Enter your password to confirm. This is what happens:',
  passwordLabel: 'Password',
  passwordRequired: 'Please enter your password to confirm.',
  confirmButton: 'Delete My Account',
  deleting: 'Deleting...',
  deletedToast: {
    title: 'Account Deleted',
    description: 'Your account and your personal data have been deleted.',
  } satisfies ToastMessage,
  failedToast: (message: string): ToastMessage => ({
    title: 'Error',
    description: `Failed to delete account: ${message}`,
  }),
});
