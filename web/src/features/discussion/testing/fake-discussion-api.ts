// Test doubles for the discussion's data access (api/discussion-api.ts): a vi.fn() per function
// whose live replies tests can play, the module mock that forwards to it, and a reply builder.
import { vi } from 'vitest';
import { forwardToFake, type FakeDataAccess } from '../../../test/fake-data-access';
import type * as DiscussionApiModule from '../api/discussion-api';
import type { ReplyWithAuthor } from '../api/types';

export type FakeDiscussionApi = FakeDataAccess<typeof DiscussionApiModule> & {
  /** The callbacks of the latest replies subscription, so a test can play server changes. */
  live: {
    replies: ((replies: readonly ReplyWithAuthor[]) => void) | null;
    repliesError: ((error: unknown) => void) | null;
  };
};

export function fakeDiscussionApi(): FakeDiscussionApi {
  const live: FakeDiscussionApi['live'] = { replies: null, repliesError: null };
  return {
    live,
    subscribeToReplies: vi.fn((_parent, onReplies, onError) => {
      live.replies = onReplies;
      live.repliesError = onError;
      return () => {};
    }),
    fetchHiddenAuthorId: vi.fn(async () => null),
    postReply: vi.fn(async () => 'new-reply'),
    deleteReply: vi.fn(async () => {}),
    editReply: vi.fn(async () => true),
    fetchReplyRevisions: vi.fn(async () => ({ revisions: [], older: null })),
  };
}

/** For `vi.mock('…/discussion/api/discussion-api', …)`: the module, forwarding to `current()`. */
export function fakeDiscussionApiModule(current: () => FakeDiscussionApi) {
  return forwardToFake(fakeDiscussionApi(), current);
}

const HOUR = 60 * 60 * 1000;

/** Clara's reply, an hour old, to the thread or poll itself. */
export function aReply(overrides: Partial<ReplyWithAuthor> = {}): ReplyWithAuthor {
  return {
    id: 'reply-1',
    parentId: null,
    body: 'The 1981 recording, for its slowness.',
    createdAt: new Date(Date.now() - HOUR),
    editedAt: null,
    isAnonymous: false,
    authorId: 'uid-clara',
    authorDeleted: false,
    author: {
      userId: 'uid-clara',
      username: 'clara',
      displayName: 'Clara Wieck',
      avatar: null,
      featuredBadge: null,
    },
    reactionCount: 0,
    reactionCounts: { applause: 0, bravo: 0 },
    ...overrides,
  };
}
