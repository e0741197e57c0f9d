import { describe, expect, it } from 'vitest';
import { PathPattern } from './path-pattern.js';
import { toCron } from './schedules.js';

describe('PathPattern', () => {
  it('captures single-segment wildcards', () => {
    expect(
      new PathPattern('threads/{threadId}/replies/{replyId}').match('threads/a/replies/b'),
    ).toEqual({ threadId: 'a', replyId: 'b' });
  });
  it('refuses paths of another length or literal', () => {
    const pattern = new PathPattern('threads/{threadId}');
    expect(pattern.match('threads/a/replies/b')).toBeUndefined();
    expect(pattern.match('polls/a')).toBeUndefined();
    expect(pattern.match('threads')).toBeUndefined();
  });
  it('lets {name=**} span one or more segments', () => {
    const pattern = new PathPattern('users/{uid}/{rest=**}');
    expect(pattern.match('users/u1/private/tokens')).toEqual({ uid: 'u1', rest: 'private/tokens' });
    expect(pattern.match('users/u1')).toBeUndefined();
  });
});

describe('toCron', () => {
  it('turns Cloud Scheduler phrases into cron and passes cron through', () => {
    expect(toCron('every 5 minutes')).toBe('*/5 * * * *');
    expect(toCron('every 24 hours')).toBe('0 */24 * * *');
    expect(toCron('0 3 * * *')).toBe('0 3 * * *');
    expect(toCron('at dawn')).toBeUndefined();
  });
});
