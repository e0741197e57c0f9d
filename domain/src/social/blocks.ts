// Blocking a member: the most one member may block, and the words members read. The
// spec has no blocking, so every string here is ours, in its tone (docs/safety.md). What is
// stored and what the callables take are zod schemas in schemas.ts: this module has no zod, so
// the app shell that folds blocked members' posts loads none.

/**
 * The most members one member may block. The web app reads the whole list in one bounded query
 * (to fold the blocked members' posts), and firestore.rules bound that query by this number.
 */
export const MAX_BLOCKS = 500;

/**
 * What a member reads. `refused` is the only thing a blocked member ever sees of a block: the
 * same words for every write the block refuses, which do not say who blocked whom.
 */
export const BLOCK_MESSAGES = Object.freeze({
  refused: "You can't do that with this member.",
  blockSelf: "You can't block yourself.",
  tooMany: `You have blocked ${MAX_BLOCKS} members, the most one member can. Unblock someone to block another.`,
  blockFailed: 'Failed to block this member.',
  unblockFailed: 'Failed to unblock this member.',
});

export const BLOCK_TOASTS = Object.freeze({
  blocked: { title: 'Member blocked', description: "They won't be told." },
  unblocked: {
    title: 'Member unblocked',
    description: 'They can send you friend requests and follow you again.',
  },
});

/** The controls' names and texts (accessible names in these words). */
export const BLOCK_LABELS = Object.freeze({
  block: 'Block',
  unblock: 'Unblock',
  blockedMembers: 'Blocked members',
  noBlockedMembers: "You haven't blocked anyone.",
  collapsedPost: 'Post from a member you blocked',
  show: 'Show',
  confirmTitle: 'Block this member?',
  confirmDescription:
    "They won't be able to send you friend requests, follow you, or notify you by replying, " +
    'reacting or mentioning you, and your friendship and follows end both ways. Their posts fold ' +
    "away for you. They won't be told.",
});
