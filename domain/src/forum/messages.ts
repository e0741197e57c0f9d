import type { ToastMessage } from '../text/toast.js';

/** The author name shown for anonymous posts, and in notifications about them. */
export const ANONYMOUS_AUTHOR_NAME = 'Anonymous';
/** The author name shown when the author's profile cannot be fetched. */
export const UNKNOWN_AUTHOR_NAME = 'Unknown User';
/** The author name of a post whose author deleted their account (never a link). */
export const DELETED_AUTHOR_NAME = 'Deleted member';

/** The forum's user-facing messages (forum spec, sections 2, 4, 6 and 8), copied exactly. */
export const FORUM_TOASTS = Object.freeze({
  missingInformation: {
    title: 'Missing Information',
    description: 'Please provide both a title and content for your discussion.',
  },
  threadTooLong: {
    title: 'Character Limit Exceeded',
    description: 'Please reduce the length of your title or content.',
  },
  replyTooLong: {
    title: 'Character Limit Exceeded',
    description: 'Please reduce the length of your reply.',
  },
  threadCreated: {
    title: 'Success',
    description: 'Your discussion has been created successfully.',
  },
  threadDeleted: { title: 'Discussion Deleted', description: 'This discussion has been deleted.' },
  threadNotFound: {
    title: 'Discussion Not Found',
    description: 'This discussion has been deleted.',
  },
  threadDeletedByAdmin: {
    title: 'Discussion Deleted',
    description: 'Discussion has been deleted by admin.',
  },
  replyPosted: {
    title: 'Reply Posted',
    description: 'Your reply has been added to the discussion.',
  },
  pollReplyPosted: {
    title: 'Reply Posted',
    description: 'Your reply has been added to the poll discussion.',
  },
  replyDeleted: { title: 'Reply Deleted', description: 'Your reply has been deleted.' },
  replyDeletedByAdmin: { title: 'Reply Deleted', description: 'Reply has been deleted by admin.' },
  reportSubmitted: {
    title: 'Report Submitted',
    description: 'Thank you for your report. Our moderators will review it shortly.',
  },
  searchFailed: { title: 'Error', description: 'Failed to load results. Please try again.' },
} satisfies Record<string, ToastMessage>);

/** Error sentences shown as destructive toasts (forum spec, section 8). */
export const FORUM_ERRORS = Object.freeze({
  loadThreadFailed: 'Failed to load discussion.',
  postReplyFailed: 'Failed to post reply. Please try again.',
  deleteReplyFailed: 'Failed to delete reply. Please try again.',
  deleteThreadFailed: 'Failed to delete discussion. Please try again.',
  reactionFailed: 'Failed to update reaction. Please try again.',
  reportFailed: 'Failed to submit report. Please try again.',
  createThreadAuthError: 'Authentication error. Please try signing out and signing back in.',
  createThreadSessionExpired: 'Session expired. Please refresh the page and try again.',
  createThreadFailed: 'Failed to create discussion. Please try again.',
  noActiveSession: 'No active session found.',
  deleteThreadForbidden: "You don't have permission to delete this discussion.",
  profileNotFound: 'Could not navigate to user profile.',
  profileNavigationFailed: 'Failed to navigate to profile.',
});

/** Refusals of an edit. Invented: the spec shows no editing. */
export const POST_EDIT_MESSAGES = Object.freeze({
  notYours: 'You can only edit your own posts.',
  replyDeleted: 'A deleted reply cannot be edited.',
  /** An edit that failed for no reason the server gave (the network, a server error). */
  saveFailed: 'Failed to save your changes. Please try again.',
});

/** The words of editing in the browser. Invented: the spec shows no editing. */
export const POST_EDIT_LABELS = Object.freeze({
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  /** The name of a thread's edit form, and of a reply's. */
  editDiscussion: 'Edit Discussion',
  editReply: 'Edit reply',
  /** A reply's edit field. */
  replyField: 'Edit your reply',
  /** Shown in the edit form of an anonymous post, which offers no anonymity choice. */
  staysAnonymous: 'Posted anonymously. It stays anonymous after your edit.',
  /** The mark on an edited post; its time follows for assistive tech and on hover. */
  edited: 'edited',
  /** Staff's control beside the mark, and the dialog it opens. */
  editHistory: 'Edit history',
  editHistoryTitle: 'Edit History',
  showOlder: 'Show older versions',
} as const);

export const POST_EDIT_TOASTS = Object.freeze({
  saved: { title: 'Changes Saved', description: 'Your post has been updated.' },
} satisfies Record<string, ToastMessage>);

/** Empty states of the Salon and the thread page. */
export const FORUM_EMPTY_STATES = Object.freeze({
  noThreads: {
    title: 'No discussions yet',
    description: 'Be the first to start a conversation in The Salon!',
  },
  noThreadResults: {
    title: 'No discussions found',
    description: 'Try adjusting your search terms',
  },
  noUserResults: { title: 'No users found', description: 'Try adjusting your search terms' },
  noPolls: { title: 'No polls available', description: 'Check back later for new polls!' },
  noReplies: 'No replies yet. Be the first to share your thoughts!',
} as const);

export const SEARCH_PLACEHOLDERS = Object.freeze({
  content: 'Search discussions, topics...',
  users: 'Search for users...',
} as const);

/** The Salon's search switch (forum spec §2): discussions or members. */
export const SEARCH_MODE_LABELS = Object.freeze({
  content: 'Discussions',
  users: 'Users',
} as const);

/** Invented: the spec shows removed replies as placeholders without wording. */
export const DELETED_REPLY_PLACEHOLDER = 'This reply has been deleted.';

/** Labels of the Salon and thread screens (forum spec, section 2). */
export const FORUM_LABELS = Object.freeze({
  newDiscussion: 'New Discussion',
  discussions: 'Discussions',
  postAnonymously: 'Post anonymously',
  readMore: 'Read more',
  showLess: 'Show less',
  collapseHint: 'Click [-] to collapse threads',
  deepThread: 'Deep thread',
  adminAction: 'Admin Action',
  privateBadge: 'Private',
  backToSalon: 'Back to Salon',
  discussionNotFound: 'Discussion Not Found',
  report: 'Report',
  delete: 'Delete',
});

/** "Discussion (1 reply)" / "Discussion (N replies)". */
export function discussionHeading(replyCount: number): string {
  return `Discussion (${replyCount} ${replyCount === 1 ? 'reply' : 'replies'})`;
}
