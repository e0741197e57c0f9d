import type { AuthorProfile } from '../../../lib/authors';
import type { Post } from '../../../lib/post';
import type {
  DiscussionPollInput,
  ReactionCounts,
  ReactionType,
  ThreadListView,
} from '@salon/domain';

/** A user card of the users search mode. */
export interface UserCardProfile extends AuthorProfile {
  readonly bio: string;
  readonly location: string;
  readonly isPrivate: boolean;
  readonly createdAt: Date | null;
}

/** A thread as the screens use it: the document, its id and, when public, its author's uid. */
export interface ThreadItem extends Post {
  readonly id: string;
  readonly title: string;
  readonly replyCount: number;
  readonly viewCount: number;
  /** Its poll, when its author added one. */
  readonly pollId: string | null;
}

/** A thread with its author's profile attached; null when anonymous or not fetchable. */
export interface ThreadWithAuthor extends ThreadItem {
  readonly author: AuthorProfile | null;
}

/** What the Salon list shows: a page of threads and how many match in all. */
export interface ThreadPage {
  readonly threads: readonly ThreadWithAuthor[];
  readonly totalCount: number;
}

/** One page of the list: its 1-based number, the sort, the search (debounced) and filters. */
export type ThreadListQuery = ThreadListView;

export interface UserSearchPage {
  readonly users: readonly UserCardProfile[];
  readonly totalCount: number;
}

/** Live changes of the list being shown. */
export interface ThreadListListener {
  /** A thread created after the list was loaded. */
  readonly onInsert: (thread: ThreadWithAuthor) => void;
  /** A shown thread changed without moving (its counts): shown in place. */
  readonly onUpdate: (thread: ThreadWithAuthor) => void;
  /** Anything else changed (a deletion, a move): the page is fetched again. */
  readonly onChange: () => void;
}

/** The member's own reaction on a thread (replyId null) or one of its replies. */
export interface OwnReaction {
  readonly reactionType: ReactionType;
  readonly replyId: string | null;
}

export type Unsubscribe = () => void;

export interface ThreadDraftInput {
  readonly title: string;
  readonly body: string;
  readonly isAnonymous: boolean;
  /** A poll opened with the discussion. */
  readonly poll?: DiscussionPollInput;
}

/** A thread's new text, as its author edits it (editThread). */
export interface ThreadEditInput {
  readonly title: string;
  readonly body: string;
}

export interface ReactionInput {
  readonly threadId: string;
  /** Null for the thread itself. */
  readonly replyId: string | null;
  readonly reactionType: ReactionType;
}

/** Whether the member's reaction is now on, and the post's new counts. */
export interface ReactionResult {
  readonly active: boolean;
  readonly reactionCounts: ReactionCounts;
}
