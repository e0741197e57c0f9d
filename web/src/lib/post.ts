import type { ReactionCounts } from '@salon/domain';

/**
 * What every post is as the screens use it, a thread or a reply under a thread or a poll: its
 * text, its times, its author (never for an anonymous post) and its reactions, as
 * `postFields` (post-fields.ts) reads them. Each kind adds its own fields.
 */
export interface Post {
  readonly body: string;
  readonly createdAt: Date;
  /** When its author last edited it; null while never edited. */
  readonly editedAt: Date | null;
  readonly isAnonymous: boolean;
  /** Null for anonymous posts and deleted authors: their documents carry no author. */
  readonly authorId: string | null;
  /** The author deleted their account: "Deleted member". */
  readonly authorDeleted: boolean;
  /** Poll replies take no reactions: theirs are always zero. */
  readonly reactionCount: number;
  readonly reactionCounts: ReactionCounts;
}
