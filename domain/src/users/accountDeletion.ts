import { z } from 'zod';
import { timestampSchema } from '../schema/primitives.js';
import type { ToastMessage } from '../text/toast.js';

/**
 * Deleting one's own account (issue 23): the member re-enters the password, then `deleteAccount`
 * removes everything of theirs but their posts, which stay under "Deleted member". The spec shows
 * no such screen, so these words are ours (docs/accounts.md, "Deleting an account").
 */
export const deleteAccountInput = z.strictObject({});
export const deleteAccountOutput = z.strictObject({ deleted: z.literal(true) });

/**
 * `deletedMembers/{uid}` (functions only): a deletion under way (`deleting`, from `startedAt`)
 * or done (`deleted`, at `finishedAt`, to be swept once more after `sweepAfter`, then `sweptAt`).
 */
export const deletedMemberSchema = z.strictObject({
  status: z.enum(['deleting', 'deleted']),
  startedAt: timestampSchema,
  finishedAt: timestampSchema.optional(),
  sweepAfter: timestampSchema.optional(),
  sweptAt: timestampSchema.optional(),
});
export type DeletedMember = z.infer<typeof deletedMemberSchema>;

/** How recently the member must have entered the password: `deleteAccount` checks `auth_time`. */
export const RECENT_SIGN_IN_MAX_AGE_SECONDS = 5 * 60;

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
