// Test doubles for the Salon's data access (api/salon-api.ts): a vi.fn() per function whose
// live listeners tests can drive, the module mock that forwards to it, and builders for threads
// and user cards.
import { vi } from 'vitest';
import { forwardToFake, type FakeDataAccess } from '../../../test/fake-data-access';
import type * as SalonApiModule from '../api/salon-api';
import type { ThreadListListener, ThreadWithAuthor, UserCardProfile } from '../api/types';

export type FakeSalonApi = FakeDataAccess<typeof SalonApiModule> & {
  /** The callbacks of the latest live subscriptions, so a test can play server changes. */
  live: {
    threadList: ThreadListListener | null;
    thread: ((thread: ThreadWithAuthor | null) => void) | null;
    threadError: ((error: unknown) => void) | null;
  };
};

export function fakeSalonApi(): FakeSalonApi {
  const live: FakeSalonApi['live'] = { threadList: null, thread: null, threadError: null };
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
    fetchHiddenThreadAuthorId: vi.fn(async () => null),
    fetchOwnReactions: vi.fn(async () => []),
    createThread: vi.fn(async () => 'new-thread'),
    editThread: vi.fn(async () => true),
    fetchThreadRevisions: vi.fn(async () => ({ revisions: [], older: null })),
    deleteThread: vi.fn(async () => {}),
    toggleReaction: vi.fn(async () => ({
      active: true,
      reactionCounts: { applause: 1, bravo: 0 },
    })),
    recordThreadView: vi.fn(async () => {}),
    submitReport: vi.fn(async () => {}),
  };
}

/** For `vi.mock('…/salon/api/salon-api', …)`: the module, forwarding to `current()`. */
export function fakeSalonApiModule(current: () => FakeSalonApi) {
  return forwardToFake(fakeSalonApi(), current);
}

export const clara = {
  userId: 'uid-clara',
  username: 'clara',
  displayName: 'Clara Wieck',
  avatar: null,
};
export const fanny = {
  userId: 'uid-fanny',
  username: 'fanny',
  displayName: 'Fanny Hensel',
  avatar: null,
  featuredBadge: null,
};

const HOUR = 60 * 60 * 1000;

export function aThread(overrides: Partial<ThreadWithAuthor> = {}): ThreadWithAuthor {
  return {
    id: 'thread-1',
    title: 'Gould 1955 or 1981?',
    body: 'Which Goldberg Variations do you return to?',
    createdAt: new Date(Date.now() - 2 * HOUR),
    editedAt: null,
    isAnonymous: false,
    authorId: fanny.userId,
    authorDeleted: false,
    author: fanny,
    reactionCount: 3,
    reactionCounts: { applause: 2, bravo: 1 },
    replyCount: 4,
    viewCount: 17,
    pollId: null,
    ...overrides,
  };
}

export function aUser(overrides: Partial<UserCardProfile> = {}): UserCardProfile {
  return {
    ...fanny,
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
