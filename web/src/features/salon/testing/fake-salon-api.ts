// Test doubles for the Salon's data access: a SalonApi of vi.fn()s whose listeners tests can
// drive, and builders for threads, replies and user cards.
import { vi, type Mock } from 'vitest';
import type {
  ReplyWithAuthor,
  SalonApi,
  ThreadListListener,
  ThreadWithAuthor,
  UserCardProfile,
} from '../api/types';

type Mocked<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : T[K];
};

export interface FakeSalonApi extends Mocked<SalonApi> {
  /** The callbacks of the latest live subscriptions, so a test can play server changes. */
  live: {
    threadList: ThreadListListener | null;
    thread: ((thread: ThreadWithAuthor | null) => void) | null;
    threadError: ((error: unknown) => void) | null;
    replies: ((replies: readonly ReplyWithAuthor[]) => void) | null;
    repliesError: ((error: unknown) => void) | null;
  };
}

export function fakeSalonApi(): FakeSalonApi {
  const live: FakeSalonApi['live'] = {
    threadList: null,
    thread: null,
    threadError: null,
    replies: null,
    repliesError: null,
  };
  return {
    live,
    fetchThreadPage: vi.fn(async () => ({ threads: [], totalCount: 0 })),
    subscribeToThreadList: vi.fn((_query, listener) => {
      live.threadList = listener;
      return () => {
        if (live.threadList === listener) live.threadList = null;
      };
    }),
    searchUsers: vi.fn(async () => ({ users: [], totalCount: 0 })),
    findMemberId: vi.fn(async () => null),
    subscribeToThread: vi.fn((_id, onThread, onError) => {
      live.thread = onThread;
      live.threadError = onError;
      return () => {};
    }),
    subscribeToReplies: vi.fn((_id, onReplies, onError) => {
      live.replies = onReplies;
      live.repliesError = onError;
      return () => {};
    }),
    fetchHiddenAuthorId: vi.fn(async () => null),
    fetchOwnReactions: vi.fn(async () => []),
    createThread: vi.fn(async () => 'new-thread'),
    deleteThread: vi.fn(async () => {}),
    postReply: vi.fn(async () => 'new-reply'),
    deleteReply: vi.fn(async () => {}),
    toggleReaction: vi.fn(async () => ({
      active: true,
      reactionCounts: { applause: 1, bravo: 0 },
    })),
    recordThreadView: vi.fn(async () => {}),
    submitReport: vi.fn(async () => {}),
  };
}

export const clara = { userId: 'uid-clara', username: 'clara', displayName: 'Clara Wieck' };
export const fanny = { userId: 'uid-fanny', username: 'fanny', displayName: 'Fanny Hensel' };

const HOUR = 60 * 60 * 1000;

export function aThread(overrides: Partial<ThreadWithAuthor> = {}): ThreadWithAuthor {
  return {
    id: 'thread-1',
    title: 'Gould 1955 or 1981?',
    body: 'Which Goldberg Variations do you return to?',
    createdAt: new Date(Date.now() - 2 * HOUR),
    isAnonymous: false,
    authorId: fanny.userId,
    author: fanny,
    reactionCount: 3,
    reactionCounts: { applause: 2, bravo: 1 },
    replyCount: 4,
    viewCount: 17,
    ...overrides,
  };
}

export function aReply(overrides: Partial<ReplyWithAuthor> = {}): ReplyWithAuthor {
  return {
    id: 'reply-1',
    threadId: 'thread-1',
    parentId: null,
    body: 'The 1981 recording, for its slowness.',
    createdAt: new Date(Date.now() - HOUR),
    isAnonymous: false,
    authorId: clara.userId,
    author: clara,
    reactionCount: 0,
    reactionCounts: { applause: 0, bravo: 0 },
    ...overrides,
  };
}

export function aUser(overrides: Partial<UserCardProfile> = {}): UserCardProfile {
  return {
    ...fanny,
    avatarUrl: null,
    bio: 'Lieder, string quartets and Sunday salons.',
    location: 'Berlin',
    isPrivate: false,
    createdAt: new Date(Date.now() - 3 * 24 * HOUR),
    ...overrides,
  };
}

/** Threads numbered from `from`, newest first. */
export function threads(count: number, from = 1): ThreadWithAuthor[] {
  return Array.from({ length: count }, (_, index) =>
    aThread({ id: `t${from + index}`, title: `Thread ${from + index}` }),
  );
}
