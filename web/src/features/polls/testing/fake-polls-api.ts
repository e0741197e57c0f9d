// Test doubles for the polls' data access (api/polls-api.ts): a vi.fn() per function
// whose live subscriptions tests can play, the module mock that forwards to it, and a poll.
import { vi } from 'vitest';
import { forwardToFake, type FakeDataAccess } from '../../../test/fake-data-access';
import type * as PollsApiModule from '../api/polls-api';
import type { PollItem, QueuedPoll } from '../api/types';

type Listener<T> = ((value: T) => void) | null;

export type FakePollsApi = FakeDataAccess<typeof PollsApiModule> & {
  /** The callbacks of the latest live subscriptions, so a test can play server changes. */
  live: {
    /** The daily poll's. */
    activePoll: Listener<PollItem | null>;
    activePollError: Listener<unknown>;
    weeklyPoll: Listener<PollItem | null>;
    poll: Listener<PollItem | null>;
    ownVote: Listener<readonly string[] | null>;
    allPolls: Listener<readonly PollItem[]>;
    queues: Partial<Record<'daily' | 'weekly', Listener<readonly QueuedPoll[]>>>;
  };
};

export function fakePollsApi(): FakePollsApi {
  const live: FakePollsApi['live'] = {
    activePoll: null,
    activePollError: null,
    weeklyPoll: null,
    poll: null,
    ownVote: null,
    allPolls: null,
    queues: {},
  };
  return {
    live,
    subscribeToActivePoll: vi.fn((kind, onPoll, onError) => {
      if (kind === 'weekly') {
        live.weeklyPoll = onPoll;
      } else {
        live.activePoll = onPoll;
        live.activePollError = onError;
      }
      return () => {};
    }),
    subscribeToPoll: vi.fn((_pollId, onPoll) => {
      live.poll = onPoll;
      return () => {};
    }),
    subscribeToOwnVote: vi.fn((_pollId, _uid, onVote) => {
      live.ownVote = onVote;
      return () => {};
    }),
    castVote: vi.fn(async () => {}),
    subscribeToAllPolls: vi.fn((onPolls) => {
      live.allPolls = onPolls;
      return () => {};
    }),
    readPastPolls: vi.fn(async () => ({ polls: [], next: null })),
    subscribeToPollQueue: vi.fn((kind, onItems) => {
      live.queues[kind] = onItems;
      return () => {};
    }),
    saveQueuedPoll: vi.fn(async () => {}),
    createPoll: vi.fn(async () => 'new-poll'),
    closePoll: vi.fn(async () => {}),
    editPoll: vi.fn(async () => {}),
  };
}

/** For `vi.mock('…/polls/api/polls-api', …)`: the module, forwarding to `current()`. */
export function fakePollsApiModule(current: () => FakePollsApi) {
  return forwardToFake(fakePollsApi(), current);
}

const HOUR = 60 * 60 * 1000;

/** Brahms with 1, 2 and 0 votes: 33%, 67%, 0%. */
export function aPoll(overrides: Partial<PollItem> = {}): PollItem {
  return {
    id: 'poll-1',
    kind: 'daily',
    title: 'Which Brahms symphony?',
    description: 'Pick the one you would take to a desert island.',
    createdAt: new Date(Date.now() - 3 * HOUR),
    isActive: true,
    closedAt: null,
    closesAt: null,
    maxChoices: 1,
    resultsVisibility: 'afterVoting',
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
