import { describe, expect, it } from 'vitest';
import {
  DIRECT_WRITE_LIMITS,
  RATE_LIMITS,
  nextWriteBudgetStep,
  rateWindowAt,
  withinRateLimit,
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

  it('continue a direct-write window while it has room and open a new one when full or absent', () => {
    const { max } = DIRECT_WRITE_LIMITS.follow;
    expect(nextWriteBudgetStep('follow', null)).toBe('open');
    expect(nextWriteBudgetStep('follow', { count: 1 })).toBe('continue');
    expect(nextWriteBudgetStep('follow', { count: max - 1 })).toBe('continue');
    expect(nextWriteBudgetStep('follow', { count: max })).toBe('open');
  });
});
