// A member's own record of what they did in one discussion or poll (issue 31, "My activity"):
// started it, replied to it, reacted in it. Functions keep it in users/{uid}/activity (readable
// by that member only), so the own profile lists each kind newest first with one indexed query
// instead of scanning every post. The changes below are pure, so functions and tests agree on
// what a reply, a removal or a reaction does to it.

/** What a record is about: a thread, or a poll (whose replies count as replying). */
export type ActivityTarget =
  | { readonly kind: 'thread'; readonly threadId: string }
  | { readonly kind: 'poll'; readonly pollId: string };

/** The id of a member's record about `target` under users/{uid}/activity. */
export function activityRecordId(target: ActivityTarget): string {
  return target.kind === 'thread' ? `thread_${target.threadId}` : `poll_${target.pollId}`;
}

/**
 * What the record holds besides its target's id. Each kind is present only while it applies, so
 * a query ordered by its time field (`startedAt`, `lastRepliedAt`, `reactedAt`) finds exactly the
 * records of that kind: Firestore leaves out documents without the ordered field.
 */
export interface ActivityState {
  startedAt?: Date;
  /** The member started it anonymously: shown to them only, marked "anonymous". */
  startedAnonymously?: boolean;
  /** The newest of the member's replies still standing (thread replies and poll replies). */
  lastRepliedAt?: Date;
  /** The member's replies still standing (a reply removed to "deleted" no longer counts). */
  replyCount?: number;
  /** How many of those were posted anonymously. */
  anonymousReplyCount?: number;
  /** The newest of the member's reactions still on the thread or its replies. */
  reactedAt?: Date;
  /** The member's reactions still on the thread and its replies. */
  reactionCount?: number;
}

export type ActivityChange =
  | { readonly kind: 'started'; readonly at: Date; readonly anonymous: boolean }
  | { readonly kind: 'replied'; readonly at: Date; readonly anonymous: boolean }
  | { readonly kind: 'replyRemoved'; readonly anonymous: boolean }
  | { readonly kind: 'reacted'; readonly at: Date }
  | { readonly kind: 'reactionRemoved' };

const later = (a: Date | undefined, b: Date) => (a !== undefined && a > b ? a : b);
const less = (count: number | undefined) => Math.max(0, (count ?? 0) - 1);

/**
 * The record after `change`, or null when nothing is left in it (the document is deleted). A
 * kind whose count falls to 0 leaves the record with its fields, and so leaves that tab; the
 * time of a kind still present stays the newest seen (removing the newest reply does not move
 * the thread down the list: its time is not recomputed from the remaining replies).
 */
export function applyActivityChange(
  state: Readonly<ActivityState>,
  change: ActivityChange,
): ActivityState | null {
  const next: ActivityState = { ...state };
  switch (change.kind) {
    case 'started':
      next.startedAt = change.at;
      next.startedAnonymously = change.anonymous;
      break;
    case 'replied':
      next.lastRepliedAt = later(state.lastRepliedAt, change.at);
      next.replyCount = (state.replyCount ?? 0) + 1;
      next.anonymousReplyCount = (state.anonymousReplyCount ?? 0) + (change.anonymous ? 1 : 0);
      break;
    case 'replyRemoved':
      next.replyCount = less(state.replyCount);
      next.anonymousReplyCount = change.anonymous
        ? less(state.anonymousReplyCount)
        : (state.anonymousReplyCount ?? 0);
      if (next.replyCount === 0) {
        delete next.lastRepliedAt;
        delete next.replyCount;
        delete next.anonymousReplyCount;
      }
      break;
    case 'reacted':
      next.reactedAt = later(state.reactedAt, change.at);
      next.reactionCount = (state.reactionCount ?? 0) + 1;
      break;
    case 'reactionRemoved':
      next.reactionCount = less(state.reactionCount);
      if (next.reactionCount === 0) {
        delete next.reactedAt;
        delete next.reactionCount;
      }
      break;
  }
  const remains =
    next.startedAt !== undefined ||
    next.lastRepliedAt !== undefined ||
    next.reactedAt !== undefined;
  return remains ? next : null;
}

/** The fields of ActivityState, for writing a record whole (a field left out is removed). */
export const ACTIVITY_STATE_FIELDS = [
  'startedAt',
  'startedAnonymously',
  'lastRepliedAt',
  'replyCount',
  'anonymousReplyCount',
  'reactedAt',
  'reactionCount',
] as const satisfies readonly (keyof ActivityState)[];

/** How the member took part anonymously, as their own list marks it. */
export type AnonymousMark = 'none' | 'all' | 'some';

/** Whether the member's replies in a record were anonymous: all, some, or none of them. */
export function repliesAnonymity(state: Readonly<ActivityState>): AnonymousMark {
  const anonymous = state.anonymousReplyCount ?? 0;
  if (anonymous <= 0) return 'none';
  return anonymous >= (state.replyCount ?? 0) ? 'all' : 'some';
}
