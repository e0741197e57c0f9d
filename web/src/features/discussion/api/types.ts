import type { AuthorProfile } from '../../../lib/authors';
import type { Post } from '../../../lib/post';

/** The document a discussion hangs under: a Salon thread or a daily poll. */
export interface ReplyParent {
  readonly kind: 'thread' | 'poll';
  readonly id: string;
}

/** A reply as the screens use it, under either parent (docs/data-model.md, "Replies"). */
export interface ReplyItem extends Post {
  readonly id: string;
  /** The reply it answers; null for a reply to the thread or poll itself. */
  readonly parentId: string | null;
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
