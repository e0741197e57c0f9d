// A member's own record of what they did in one discussion or poll ("My activity"):
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
  /**
   * The member's replies still standing (a reply removed to "deleted" no longer counts); below 0
   * for a moment when a removal is delivered before the reply it removes.
   */
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

/**
 * The record after `change`, or null when nothing is left in it (the document is deleted).
 *
 * Counts add and subtract, so changes give the same record in any order: Cloud Functions may
 * deliver a reaction's removal before its addition (a quick toggle), and the count then stands at
 * -1 until the addition brings it back to 0. A kind is listed (its time field present) only while
 * its count is above 0; the record goes once no kind is listed and every count is 0. The time of
 * a listed kind is the newest seen (removing the newest reply does not move the thread down the
 * list: its time is not recomputed from the remaining replies).
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
    case 'replyRemoved': {
      const step = change.kind === 'replied' ? 1 : -1;
      next.replyCount = (state.replyCount ?? 0) + step;
      next.anonymousReplyCount = (state.anonymousReplyCount ?? 0) + (change.anonymous ? step : 0);
      if (change.kind === 'replied') next.lastRepliedAt = later(state.lastRepliedAt, change.at);
      if (next.replyCount <= 0) delete next.lastRepliedAt;
      if (next.replyCount === 0 && next.anonymousReplyCount === 0) {
        delete next.replyCount;
        delete next.anonymousReplyCount;
      }
      break;
    }
    case 'reacted':
    case 'reactionRemoved': {
      next.reactionCount = (state.reactionCount ?? 0) + (change.kind === 'reacted' ? 1 : -1);
      if (change.kind === 'reacted') next.reactedAt = later(state.reactedAt, change.at);
      if (next.reactionCount <= 0) delete next.reactedAt;
      if (next.reactionCount === 0) delete next.reactionCount;
      break;
    }
  }
  const remains =
    next.startedAt !== undefined ||
    next.lastRepliedAt !== undefined ||
    next.reactedAt !== undefined ||
    (next.replyCount ?? 0) !== 0 ||
    (next.anonymousReplyCount ?? 0) !== 0 ||
    (next.reactionCount ?? 0) !== 0;
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
