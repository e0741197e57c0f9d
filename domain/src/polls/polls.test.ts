import { describe, expect, it } from 'vitest';
import {
  castVoteInput,
  newestActivePoll,
  pollOptionPercentage,
  pollReplySchema,
  pollSchema,
  pollVoteSchema,
  postPollReplyInput,
} from '../index.js';

describe('pollOptionPercentage', () => {
  it('rounds vote count over total votes', () => {
    expect(pollOptionPercentage(1, 3)).toBe(33);
    expect(pollOptionPercentage(2, 3)).toBe(67);
    expect(pollOptionPercentage(1, 8)).toBe(13);
    expect(pollOptionPercentage(5, 5)).toBe(100);
  });

  it('is 0 with no votes', () => {
    expect(pollOptionPercentage(0, 0)).toBe(0);
  });
});

describe('newestActivePoll', () => {
  it('picks the newest active poll', () => {
    const polls = [
      { id: 'old', isActive: true, createdAt: new Date('2025-01-01') },
      { id: 'new', isActive: true, createdAt: new Date('2025-03-01') },
      { id: 'off', isActive: false, createdAt: new Date('2025-04-01') },
      { id: 'mid', isActive: true, createdAt: new Date('2025-02-01') },
    ];
    expect(newestActivePoll(polls)?.id).toBe('new');
    expect(newestActivePoll([polls[2]!])).toBeNull();
  });
});

describe('poll schemas', () => {
  const poll = {
    title: 'Favourite Brahms symphony?',
    description: '',
    createdAt: new Date(),
    totalVotes: 0,
    isActive: true,
    options: [
      { id: 'o1', optionText: 'No. 1', voteCount: 0 },
      { id: 'o2', optionText: 'No. 4', voteCount: 0 },
    ],
  };

  it('accept a poll with unique options', () => {
    expect(pollSchema.safeParse(poll).success).toBe(true);
  });

  it('refuse repeated option ids and single-option polls', () => {
    const repeated = { ...poll, options: [poll.options[0], poll.options[0]] };
    expect(pollSchema.safeParse(repeated).success).toBe(false);
    expect(pollSchema.safeParse({ ...poll, options: [poll.options[0]] }).success).toBe(false);
  });

  it('keep anonymous poll replies free of the author uid', () => {
    const reply = { pollId: 'p', parentId: null, body: 'No. 4!', createdAt: new Date() };
    expect(pollReplySchema.safeParse({ ...reply, isAnonymous: true }).success).toBe(true);
    expect(pollReplySchema.safeParse({ ...reply, isAnonymous: true, authorId: 'u' }).success).toBe(
      false,
    );
  });

  it('validate votes and callables', () => {
    const now = new Date();
    expect(
      pollVoteSchema.safeParse({
        pollId: 'p',
        optionId: 'o1',
        userId: 'u',
        createdAt: now,
        updatedAt: now,
      }).success,
    ).toBe(true);
    expect(castVoteInput.safeParse({ pollId: 'p' }).success).toBe(false);
    expect(
      postPollReplyInput.safeParse({ pollId: 'p', parentId: null, body: ' ', isAnonymous: false })
        .success,
    ).toBe(false);
  });
});
