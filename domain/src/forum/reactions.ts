export const REACTION_TYPES = ['applause', 'bravo'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];

/** What a reaction is on: a thread, or one reply of a thread. */
export interface ReactionTarget {
  readonly threadId: string;
  readonly replyId: string | null;
}

/**
 * The id of a member's reaction document: one per member, type and target, so toggling is "create
 * or delete this id" and a doubled request cannot count twice.
 */
export function reactionDocId(userId: string, type: ReactionType, target: ReactionTarget): string {
  return target.replyId === null
    ? `${userId}_${type}_thread`
    : `${userId}_${type}_reply_${target.replyId}`;
}

/** Per-type counts kept on threads and replies, next to their total. */
export type ReactionCounts = Readonly<Record<ReactionType, number>>;
export const NO_REACTIONS: ReactionCounts = Object.freeze({ applause: 0, bravo: 0 });

/** The counts after a toggle: +1 when the member's reaction was added, -1 (not below 0) when removed. */
export function applyReactionToggle(
  counts: ReactionCounts,
  type: ReactionType,
  added: boolean,
): ReactionCounts {
  return { ...counts, [type]: Math.max(0, counts[type] + (added ? 1 : -1)) };
}

export function totalReactions(counts: ReactionCounts): number {
  return REACTION_TYPES.reduce((sum, type) => sum + counts[type], 0);
}
