import type {
  ReactionCounts,
  ReactionType,
  ReplySort,
  ReportReason,
  ThreadListView,
} from '@salon/domain';

/** What the Salon shows of a member's profile next to their posts and in user search. */
export interface AuthorProfile {
  readonly userId: string;
  readonly username: string | null;
  readonly displayName: string | null;
}

/** A user card of the users search mode. */
export interface UserCardProfile extends AuthorProfile {
  readonly avatarUrl: string | null;
  readonly bio: string;
  readonly location: string;
  readonly isPrivate: boolean;
  readonly createdAt: Date | null;
}

/** A thread as the screens use it: the document, its id and, when public, its author's uid. */
export interface ThreadItem {
  readonly id: string;
  readonly title: string;
  readonly body: string;
  readonly createdAt: Date;
  readonly isAnonymous: boolean;
  /** Null for anonymous threads: their documents carry no author. */
  readonly authorId: string | null;
  readonly reactionCount: number;
  readonly reactionCounts: ReactionCounts;
  readonly replyCount: number;
  readonly viewCount: number;
}

/** A thread with its author's profile attached; null when anonymous or not fetchable. */
export interface ThreadWithAuthor extends ThreadItem {
  readonly author: AuthorProfile | null;
}

export interface ReplyItem {
  readonly id: string;
  readonly threadId: string;
  readonly parentId: string | null;
  readonly body: string;
  readonly createdAt: Date;
  readonly isAnonymous: boolean;
  readonly authorId: string | null;
  readonly reactionCount: number;
  readonly reactionCounts: ReactionCounts;
}

export interface ReplyWithAuthor extends ReplyItem {
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

/**
 * Every Firestore read and callable the Salon makes. Components reach the backend only through
 * this interface (tests hand them a fake).
 */
export interface SalonApi {
  fetchThreadPage(query: ThreadListQuery): Promise<ThreadPage>;
  subscribeToThreadList(query: ThreadListQuery, listener: ThreadListListener): Unsubscribe;
  searchUsers(query: string, page: number): Promise<UserSearchPage>;
  /** The uid of the member with this username (as typed: "@" and case ignored), or null. */
  findMemberId(username: string): Promise<string | null>;
  /** Calls `onThread` with the thread, or null when it does not exist (any more). */
  subscribeToThread(
    threadId: string,
    onThread: (thread: ThreadWithAuthor | null) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  subscribeToReplies(
    threadId: string,
    onReplies: (replies: readonly ReplyWithAuthor[]) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /**
   * The author uid of an anonymous post, readable only by its author and staff; null for
   * everyone else (or when it cannot be read).
   */
  fetchHiddenAuthorId(threadId: string, replyId: string | null): Promise<string | null>;
  fetchOwnReactions(threadId: string, uid: string): Promise<readonly OwnReaction[]>;
  createThread(input: { title: string; body: string; isAnonymous: boolean }): Promise<string>;
  deleteThread(threadId: string): Promise<void>;
  postReply(input: {
    threadId: string;
    parentId: string | null;
    body: string;
    isAnonymous: boolean;
  }): Promise<string>;
  deleteReply(threadId: string, replyId: string): Promise<void>;
  toggleReaction(input: {
    threadId: string;
    replyId: string | null;
    reactionType: ReactionType;
  }): Promise<{ active: boolean; reactionCounts: ReactionCounts }>;
  recordThreadView(threadId: string): Promise<void>;
  submitReport(input: {
    threadId: string;
    replyId: string | null;
    reason: ReportReason;
    description: string;
  }): Promise<void>;
}

export type { ReplySort };
