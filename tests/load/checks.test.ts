// The load run's checks without a stack: a counter that differs from its documents' count is
// named, and so is an acknowledged write that is not stored as written.
import { describe, expect, it } from 'vitest';
import { wrongCounters, writesNotFound, type ShownCounter } from './checks.js';

describe('wrongCounters', () => {
  const replyCount = { document: 'threads/t1', field: 'replyCount' };
  const followers = { document: 'profileStats/u1', field: 'followerCount' };
  const shown = new Map<ShownCounter, number>([
    [replyCount, 3],
    [followers, 7],
  ]);
  const read = (counter: ShownCounter) => Promise.resolve(shown.get(counter)!);

  it('names the counter that differs from the count of its documents, and only that one', async () => {
    const wrong = await wrongCounters(
      [
        { counter: replyCount, count: () => Promise.resolve(2) },
        { counter: followers, count: () => Promise.resolve(7) },
      ],
      read,
    );
    expect(wrong).toEqual(['threads/t1 replyCount: shows 3, counts 2']);
  });

  it('finds nothing when every counter equals its count', async () => {
    const wrong = await wrongCounters(
      [
        { counter: replyCount, count: () => Promise.resolve(3) },
        { counter: followers, count: () => Promise.resolve(7) },
      ],
      read,
      1,
    );
    expect(wrong).toEqual([]);
  });
});

describe('writesNotFound', () => {
  it('names a missing document, a removed one that stands, and a field not as written', () => {
    const stored = new Map<string, Record<string, unknown> | undefined>([
      ['threads/t1', { title: 'x' }],
      ['threads/t1/reactions/u1_bravo_thread', { userId: 'u1' }],
      ['polls/p1/votes/u1', { optionIds: ['o2'] }],
      ['polls/p1/votes/u2', { optionIds: ['o1'] }],
    ]);
    expect(
      writesNotFound(
        [
          { path: 'threads/t1', present: true },
          { path: 'threads/t1/replies/r1', present: true },
          { path: 'threads/t1/reactions/u1_bravo_thread', present: false },
          { path: 'threads/t1/reactions/u2_bravo_thread', present: false },
          { path: 'polls/p1/votes/u1', present: true, fields: { optionIds: ['o1'] } },
          { path: 'polls/p1/votes/u2', present: true, fields: { optionIds: ['o1'] } },
        ],
        stored,
      ),
    ).toEqual([
      'threads/t1/replies/r1 is missing',
      'threads/t1/reactions/u1_bravo_thread was removed but stands',
      'polls/p1/votes/u1 optionIds is ["o2"], not ["o1"]',
    ]);
  });
});
