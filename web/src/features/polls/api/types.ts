import type { PollOption } from '@salon/domain';
import type { AuthorProfile } from '../../salon/api/types';

/** A poll as the screens use it (docs/data-model.md, "Polls"). */
export interface PollItem {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly createdAt: Date;
  readonly isActive: boolean;
  readonly options: PollOption[];
  readonly voteCounts: Readonly<Record<string, number>>;
  readonly totalVotes: number;
}

export interface PollReplyItem {
  readonly id: string;
  readonly pollId: string;
  readonly parentId: string | null;
  readonly body: string;
  readonly createdAt: Date;
  readonly isAnonymous: boolean;
  /** Null for anonymous replies: their documents carry no author. */
  readonly authorId: string | null;
}

/** A poll reply with its author's profile; null when anonymous or not fetchable. */
export interface PollReplyWithAuthor extends PollReplyItem {
  readonly author: AuthorProfile | null;
}

export interface PollReplyInput {
  readonly pollId: string;
  readonly parentId: string | null;
  readonly body: string;
  readonly isAnonymous: boolean;
}

export interface PollDraftInput {
  readonly title: string;
  readonly description: string;
  readonly options: readonly string[];
}

export type Unsubscribe = () => void;

/**
 * Every Firestore read, write and callable of the daily poll and its admin form. Components
 * reach the backend only through this interface; tests hand them a fake.
 */
export interface PollsApi {
  /** The newest active poll, or null ("No polls available"), live. */
  subscribeToActivePoll(
    onPoll: (poll: PollItem | null) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /** The option the member chose in this poll, or null before voting, live. */
  subscribeToOwnVote(
    pollId: string,
    uid: string,
    onVote: (optionId: string | null) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /** Casts or changes the member's one vote (an upsert keyed on poll and member). */
  castVote(pollId: string, uid: string, optionId: string): Promise<void>;
  subscribeToReplies(
    pollId: string,
    onReplies: (replies: readonly PollReplyWithAuthor[]) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  /** The author of an anonymous poll reply: readable by its author and admins, else null. */
  fetchHiddenAuthorId(pollId: string, replyId: string): Promise<string | null>;
  postReply(input: PollReplyInput): Promise<string>;
  deleteReply(pollId: string, replyId: string): Promise<void>;
  /** Every poll, newest first, live (the admin area). */
  subscribeToAllPolls(
    onPolls: (polls: readonly PollItem[]) => void,
    onError: (error: unknown) => void,
  ): Unsubscribe;
  createPoll(draft: PollDraftInput): Promise<string>;
  closePoll(pollId: string): Promise<void>;
}
