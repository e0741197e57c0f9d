import { describe, expect, it } from 'vitest';
import {
  closePollInput,
  contentPolicyViolation,
  createPollInput,
  DISCUSSION_POLL_TOASTS,
  isPollOpen,
  newestActivePoll,
  POLL_TOASTS,
  pollOptionId,
  pollOptionPercentage,
  pollReplySchema,
  pollResults,
  pollSchema,
  pollVoteSchema,
  postPollReplyInput,
  validateDiscussionPollDraft,
  validatePollDraft,
  type DiscussionPollDraft,
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

describe('pollResults', () => {
  const options = [
    { id: 'o1', optionText: 'No. 1' },
    { id: 'o2', optionText: 'No. 4' },
    { id: 'o3', optionText: 'No. 3' },
  ];

  it('pairs each option, in order, with its count and rounded share', () => {
    expect(pollResults({ options, voteCounts: { o1: 1, o2: 2, o3: 0 }, totalVotes: 3 })).toEqual([
      { id: 'o1', optionText: 'No. 1', voteCount: 1, percentage: 33 },
      { id: 'o2', optionText: 'No. 4', voteCount: 2, percentage: 67 },
      { id: 'o3', optionText: 'No. 3', voteCount: 0, percentage: 0 },
    ]);
  });

  it('reads a missing or passing negative count as 0', () => {
    const results = pollResults({ options, voteCounts: { o1: -1, o2: 1 }, totalVotes: 1 });
    expect(results.map((option) => option.voteCount)).toEqual([0, 1, 0]);
    expect(results.map((option) => option.percentage)).toEqual([0, 100, 0]);
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

describe('validatePollDraft', () => {
  const draft = {
    title: 'Favourite Brahms symphony?',
    description: '',
    options: ['No. 1', 'No. 4'],
  };

  it('accepts a title and two distinct options, ignoring blank rows', () => {
    expect(validatePollDraft(draft)).toBeNull();
    expect(validatePollDraft({ ...draft, options: ['No. 1', ' ', 'No. 4', ''] })).toBeNull();
  });

  it('asks for a title and at least two options first', () => {
    expect(validatePollDraft({ ...draft, title: '  ' })).toBe(POLL_TOASTS.missingInformation);
    expect(validatePollDraft({ ...draft, options: ['No. 1', '  '] })).toBe(
      POLL_TOASTS.missingInformation,
    );
  });

  it('refuses more than ten options, over-long texts and repeated options', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `Option ${i}`);
    expect(validatePollDraft({ ...draft, options: eleven })).toBe(POLL_TOASTS.tooManyOptions);
    expect(validatePollDraft({ ...draft, title: 'x'.repeat(201) })).toBe(POLL_TOASTS.tooLong);
    expect(validatePollDraft({ ...draft, description: 'x'.repeat(1001) })).toBe(
      POLL_TOASTS.tooLong,
    );
    expect(validatePollDraft({ ...draft, options: ['No. 1', 'x'.repeat(201)] })).toBe(
      POLL_TOASTS.tooLong,
    );
    expect(validatePollDraft({ ...draft, options: ['No. 1', ' no. 1'] })).toBe(
      POLL_TOASTS.duplicateOptions,
    );
  });
});

describe('poll schemas', () => {
  const poll = {
    kind: 'daily',
    threadId: null,
    title: 'Favourite Brahms symphony?',
    description: '',
    createdAt: new Date(),
    createdBy: 'staff',
    isActive: true,
    closedAt: null,
    closesAt: null,
    maxChoices: 1,
    resultsVisibility: 'afterVoting',
    options: [
      { id: pollOptionId(0), optionText: 'No. 1' },
      { id: pollOptionId(1), optionText: 'No. 4' },
    ],
    voteCounts: { o1: 0, o2: 0 },
    totalVotes: 0,
  };

  it('accept a poll with unique options, each with one count', () => {
    expect(pollSchema.safeParse(poll).success).toBe(true);
  });

  it('refuse repeated option ids, single-option polls and counts not matching the options', () => {
    const repeated = { ...poll, options: [poll.options[0], poll.options[0]] };
    expect(pollSchema.safeParse(repeated).success).toBe(false);
    expect(pollSchema.safeParse({ ...poll, options: [poll.options[0]] }).success).toBe(false);
    expect(pollSchema.safeParse({ ...poll, voteCounts: { o1: 0 } }).success).toBe(false);
    expect(pollSchema.safeParse({ ...poll, voteCounts: { o1: 0, o3: 0 } }).success).toBe(false);
  });

  it('refuse a choice limit above the options, and a discussion poll without its discussion', () => {
    expect(pollSchema.safeParse({ ...poll, maxChoices: 2 }).success).toBe(true);
    expect(pollSchema.safeParse({ ...poll, maxChoices: 3 }).success).toBe(false);
    expect(pollSchema.safeParse({ ...poll, kind: 'discussion', threadId: 't' }).success).toBe(true);
    expect(pollSchema.safeParse({ ...poll, kind: 'discussion' }).success).toBe(false);
    expect(pollSchema.safeParse({ ...poll, threadId: 't' }).success).toBe(false);
  });

  it('keep anonymous poll replies free of the author uid', () => {
    const reply = { pollId: 'p', parentId: null, body: 'No. 4!', createdAt: new Date() };
    expect(pollReplySchema.safeParse({ ...reply, isAnonymous: true }).success).toBe(true);
    expect(pollReplySchema.safeParse({ ...reply, isAnonymous: true, authorId: 'u' }).success).toBe(
      false,
    );
  });

  it('validate votes and callables', () => {
    const vote = { pollId: 'p', optionIds: ['o1', 'o3'], userId: 'u', votedAt: new Date() };
    expect(pollVoteSchema.safeParse(vote).success).toBe(true);
    expect(pollVoteSchema.safeParse({ ...vote, optionIds: [] }).success).toBe(false);
    expect(pollVoteSchema.safeParse({ ...vote, optionIds: ['o1', 'o1'] }).success).toBe(false);
    expect(pollVoteSchema.safeParse({ ...vote, optionIds: [''] }).success).toBe(false);
    expect(closePollInput.safeParse({}).success).toBe(false);
    expect(
      createPollInput.safeParse({ title: 'T', description: '', options: ['only one'] }).success,
    ).toBe(false);
    expect(
      postPollReplyInput.safeParse({ pollId: 'p', parentId: null, body: ' ', isAnonymous: false })
        .success,
    ).toBe(false);
  });
});

describe('a member’s poll in a discussion', () => {
  const NOW = Date.UTC(2026, 10, 28, 12);
  const draft: DiscussionPollDraft = {
    question: 'Whose Fourth?',
    options: ['Kleiber', 'Furtwängler', ' '],
    maxChoices: 2,
    closesAt: NOW + 86_400_000,
    resultsVisibility: 'always',
  };

  it.each([
    ['a good poll', {}, null],
    ['no question', { question: ' ' }, DISCUSSION_POLL_TOASTS.missingInformation],
    ['one option', { options: ['Kleiber', ''] }, DISCUSSION_POLL_TOASTS.missingInformation],
    [
      'eleven options',
      { options: Array.from({ length: 11 }, (_, i) => `O${i}`) },
      DISCUSSION_POLL_TOASTS.tooManyOptions,
    ],
    ['a long option', { options: ['Kleiber', 'x'.repeat(201)] }, DISCUSSION_POLL_TOASTS.tooLong],
    ['options alike', { options: ['Kleiber', 'KLEIBER'] }, DISCUSSION_POLL_TOASTS.duplicateOptions],
    ['a blocked word', { question: 'shit or bust?' }, contentPolicyViolation('Your poll')],
    ['a limit above the options', { maxChoices: 3 }, DISCUSSION_POLL_TOASTS.invalidChoiceLimit],
    ['a limit of none', { maxChoices: 0 }, DISCUSSION_POLL_TOASTS.invalidChoiceLimit],
    ['a fractional limit', { maxChoices: 1.5 }, DISCUSSION_POLL_TOASTS.invalidChoiceLimit],
    ['a closing time now', { closesAt: NOW }, DISCUSSION_POLL_TOASTS.closingInPast],
    [
      'a closing time too far',
      { closesAt: NOW + 91 * 86_400_000 },
      DISCUSSION_POLL_TOASTS.closingTooLate,
    ],
    ['no closing time', { closesAt: null }, null],
  ] as const)('%s earns %o', (_what, change, toast) => {
    expect(validateDiscussionPollDraft({ ...draft, ...change }, NOW)).toEqual(toast);
  });

  it('is open while active and before its closing time', () => {
    const closesAt = new Date(NOW);
    expect(isPollOpen({ isActive: true, closesAt: null }, NOW)).toBe(true);
    expect(isPollOpen({ isActive: true, closesAt }, NOW - 1)).toBe(true);
    expect(isPollOpen({ isActive: true, closesAt }, NOW)).toBe(false);
    expect(isPollOpen({ isActive: false, closesAt: null }, NOW)).toBe(false);
  });
});
