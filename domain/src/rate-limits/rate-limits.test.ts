import { describe, expect, it } from 'vitest';
import {
  DIRECT_WRITE_LIMITS,
  RATE_LIMITS,
  nextWriteBudgetStep,
  otherWriteBudgetStep,
  rateWindowAt,
  withinRateLimit,
  writeBudgetHasRoom,
  writeWindowEnded,
} from './rate-limits.js';

describe('rate limits', () => {
  const limit = RATE_LIMITS.createThread;

  it('put moments of one window together and the next window apart', () => {
    const start = 1_000 * limit.windowMs;
    expect(rateWindowAt(limit, start).index).toBe(
      rateWindowAt(limit, start + limit.windowMs - 1).index,
    );
    expect(rateWindowAt(limit, start + limit.windowMs).index).toBe(
      rateWindowAt(limit, start).index + 1,
    );
    expect(rateWindowAt(limit, start + 5).endsAt).toBe(start + limit.windowMs);
  });

  it('allow a whole window’s writes at once and refuse the one after', () => {
    expect(withinRateLimit(limit, 1)).toBe(true);
    expect(withinRateLimit(limit, limit.max)).toBe(true);
    expect(withinRateLimit(limit, limit.max + 1)).toBe(false);
  });

  it('allow every action a burst a member could make by hand', () => {
    for (const { max } of [...Object.values(RATE_LIMITS), ...Object.values(DIRECT_WRITE_LIMITS)])
      expect(max).toBeGreaterThanOrEqual(10);
  });

  describe('a direct-write budget', () => {
    const { max, windowMs } = DIRECT_WRITE_LIMITS.follow;
    const opened = 1_000_000;
    const budget = (count: number) => ({ count, windowStartMs: opened });

    it('continues its window while it lasts and has room for the writes', () => {
      expect(nextWriteBudgetStep('follow', budget(1), 1, opened + 1)).toBe('continue');
      expect(nextWriteBudgetStep('follow', budget(max - 2), 2, opened + windowMs - 1)).toBe(
        'continue',
      );
    });

    it('opens a new window when there is none, it has ended, or it has no room', () => {
      expect(nextWriteBudgetStep('follow', null, 1, opened)).toBe('open');
      expect(nextWriteBudgetStep('follow', budget(1), 1, opened + windowMs)).toBe('open');
      expect(nextWriteBudgetStep('follow', budget(max - 1), 2, opened + 1)).toBe('open');
      expect(writeWindowEnded('follow', budget(1), opened + windowMs - 1)).toBe(false);
      expect(writeWindowEnded('follow', budget(1), opened + windowMs)).toBe(true);
    });

    it('tries the other step after a refusal, continuing only with room', () => {
      expect(otherWriteBudgetStep('follow', budget(3), 1, 'continue')).toBe('open');
      expect(otherWriteBudgetStep('follow', budget(3), 1, 'open')).toBe('continue');
      expect(otherWriteBudgetStep('follow', budget(max), 1, 'open')).toBeNull();
      expect(otherWriteBudgetStep('follow', null, 1, 'open')).toBeNull();
      expect(writeBudgetHasRoom('follow', budget(max - 1), 1)).toBe(true);
      expect(writeBudgetHasRoom('follow', budget(max - 1), 2)).toBe(false);
    });
  });
});
