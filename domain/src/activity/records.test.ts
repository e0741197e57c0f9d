import { describe, expect, it } from 'vitest';
import {
  activityRecordId,
  applyActivityChange,
  repliesAnonymity,
  type ActivityState,
} from './records.js';
import { activityRecordSchema } from './schemas.js';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

/** Applies the changes in order; null once the record is gone. */
function after(...changes: Parameters<typeof applyActivityChange>[1][]): ActivityState | null {
  let state: ActivityState | null = {};
  for (const change of changes) state = applyActivityChange(state ?? {}, change);
  return state;
}

describe('activity records', () => {
  it('are named by what they are about, threads and polls apart', () => {
    expect(activityRecordId({ kind: 'thread', threadId: 'abc' })).toBe('thread_abc');
    expect(activityRecordId({ kind: 'poll', pollId: 'abc' })).toBe('poll_abc');
  });

  it('record a start with its anonymity', () => {
    expect(after({ kind: 'started', at: at(1), anonymous: true })).toEqual({
      startedAt: at(1),
      startedAnonymously: true,
    });
  });

  it('keep the newest reply’s time and count replies, anonymous ones apart', () => {
    const state = after(
      { kind: 'replied', at: at(5), anonymous: false },
      { kind: 'replied', at: at(3), anonymous: true },
    );
    expect(state).toEqual({ lastRepliedAt: at(5), replyCount: 2, anonymousReplyCount: 1 });
    expect(repliesAnonymity(state!)).toBe('some');
  });

  it('leave the Replied tab when the last standing reply is removed', () => {
    const started = { kind: 'started', at: at(0), anonymous: false } as const;
    const replied = { kind: 'replied', at: at(2), anonymous: true } as const;
    const removed = { kind: 'replyRemoved', anonymous: true } as const;
    expect(after(started, replied, removed)).toEqual({
      startedAt: at(0),
      startedAnonymously: false,
    });
    expect(after(replied, removed)).toBeNull();
    expect(after(replied, replied, removed)).toMatchObject({ replyCount: 1 });
  });

  it('count reactions and drop the record when nothing is left', () => {
    const reacted = { kind: 'reacted', at: at(4) } as const;
    expect(after(reacted, { kind: 'reacted', at: at(1) })).toEqual({
      reactedAt: at(4),
      reactionCount: 2,
    });
    expect(after(reacted, { kind: 'reactionRemoved' })).toBeNull();
  });

  it('come out the same whatever order an undo and what it undoes arrive in', () => {
    const reacted = { kind: 'reacted', at: at(4) } as const;
    const unreacted = { kind: 'reactionRemoved' } as const;
    // The removal first: a balance below zero, listed in no tab, kept for the addition to cancel.
    expect(after(unreacted)).toEqual({ reactionCount: -1 });
    expect(after(unreacted, reacted)).toBeNull();
    const replied = { kind: 'replied', at: at(2), anonymous: true } as const;
    const removed = { kind: 'replyRemoved', anonymous: true } as const;
    expect(after(removed)).toEqual({ replyCount: -1, anonymousReplyCount: -1 });
    expect(after(removed, replied)).toBeNull();
  });

  it('mark replies anonymous only as far as they were', () => {
    expect(repliesAnonymity({ replyCount: 2, anonymousReplyCount: 2 })).toBe('all');
    expect(repliesAnonymity({ replyCount: 2, anonymousReplyCount: 0 })).toBe('none');
    expect(repliesAnonymity({})).toBe('none');
  });

  it('name one thread or one poll, never both', () => {
    expect(activityRecordSchema.safeParse({ threadId: 't', startedAt: at(0) }).success).toBe(true);
    expect(activityRecordSchema.safeParse({ threadId: 't', pollId: 'p' }).success).toBe(false);
    expect(activityRecordSchema.safeParse({ startedAt: at(0) }).success).toBe(false);
  });
});
