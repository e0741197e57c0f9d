import type { ReactionCounts } from '@salon/domain';
import type { AuthorProfile } from '../../../lib/authors';

/** The document a discussion hangs under: a Salon thread or a daily poll. */
export interface ReplyParent {
  readonly kind: 'thread' | 'poll';
  readonly id: string;
}

/** A reply as the screens use it, under either parent (docs/data-model.md, "Replies"). */
export interface ReplyItem {
  readonly id: string;
  /** The reply it answers; null for a reply to the thread or poll itself. */
  readonly parentId: string | null;
  readonly body: string;
  readonly createdAt: Date;
  /** When its author last edited it; null while never edited. */
  readonly editedAt: Date | null;
  readonly isAnonymous: boolean;
  /** Null for anonymous replies and deleted authors: their documents carry no author. */
  readonly authorId: string | null;
  /** The author deleted their account: "Deleted member". */
  readonly authorDeleted: boolean;
  /** Poll replies take no reactions: theirs are always zero. */
  readonly reactionCount: number;
  readonly reactionCounts: ReactionCounts;
}

/** A reply with its author's profile; null when anonymous or not fetchable. */
export interface ReplyWithAuthor extends ReplyItem {
  readonly author: AuthorProfile | null;
}

/** What the reply box hands over: the trimmed text and the anonymity choice. */
export interface ReplyDraft {
  readonly body: string;
  readonly isAnonymous: boolean;
}

/** A new reply: the draft and the reply it answers (null for the parent document itself). */
export interface NewReply extends ReplyDraft {
  readonly parentId: string | null;
}

export type Unsubscribe = () => void;
