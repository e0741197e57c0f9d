// A PollsApi of vi.fn()s whose live subscriptions tests can play, and builders for polls and
// poll replies.
import { vi, type Mock } from 'vitest';
import type { PollItem, PollReplyWithAuthor, PollsApi } from '../api/types';

type Mocked<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => infer R ? Mock<(...args: A) => R> : T[K];
};

type Listener<T> = ((value: T) => void) | null;

export interface FakePollsApi extends Mocked<PollsApi> {
  /** The callbacks of the latest live subscriptions, so a test can play server changes. */
  live: {
    activePoll: Listener<PollItem | null>;
    activePollError: Listener<unknown>;
    ownVote: Listener<string | null>;
    replies: Listener<readonly PollReplyWithAuthor[]>;
    allPolls: Listener<readonly PollItem[]>;
  };
}

export function fakePollsApi(): FakePollsApi {
  const live: FakePollsApi['live'] = {
    activePoll: null,
    activePollError: null,
    ownVote: null,
    replies: null,
    allPolls: null,
  };
  return {
    live,
    subscribeToActivePoll: vi.fn((onPoll, onError) => {
      live.activePoll = onPoll;
      live.activePollError = onError;
      return () => {};
    }),
    subscribeToOwnVote: vi.fn((_pollId, _uid, onVote) => {
      live.ownVote = onVote;
      return () => {};
    }),
    castVote: vi.fn(async () => {}),
    subscribeToReplies: vi.fn((_pollId, onReplies) => {
      live.replies = onReplies;
      return () => {};
    }),
    fetchHiddenAuthorId: vi.fn(async () => null),
    postReply: vi.fn(async () => 'new-poll-reply'),
    deleteReply: vi.fn(async () => {}),
    subscribeToAllPolls: vi.fn((onPolls) => {
      live.allPolls = onPolls;
      return () => {};
    }),
    createPoll: vi.fn(async () => 'new-poll'),
    closePoll: vi.fn(async () => {}),
  };
}

const HOUR = 60 * 60 * 1000;

/** Brahms with 1, 2 and 0 votes: 33%, 67%, 0%. */
export function aPoll(overrides: Partial<PollItem> = {}): PollItem {
  return {
    id: 'poll-1',
    title: 'Which Brahms symphony?',
    description: 'Pick the one you would take to a desert island.',
    createdAt: new Date(Date.now() - 3 * HOUR),
    isActive: true,
    options: [
      { id: 'o1', optionText: 'No. 1 in C minor' },
      { id: 'o2', optionText: 'No. 4 in E minor' },
      { id: 'o3', optionText: 'No. 3 in F major' },
    ],
    voteCounts: { o1: 1, o2: 2, o3: 0 },
    totalVotes: 3,
    ...overrides,
  };
}

export function aPollReply(overrides: Partial<PollReplyWithAuthor> = {}): PollReplyWithAuthor {
  return {
    id: 'poll-reply-1',
    pollId: 'poll-1',
    parentId: null,
    body: 'The Fourth, for its passacaglia.',
    createdAt: new Date(Date.now() - HOUR),
    isAnonymous: false,
    authorId: 'uid-fanny',
    author: { userId: 'uid-fanny', username: 'fanny', displayName: 'Fanny Hensel' },
    ...overrides,
  };
}
