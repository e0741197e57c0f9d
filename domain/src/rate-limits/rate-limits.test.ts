import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, rateWindowAt, withinRateLimit } from './rate-limits.js';

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
    for (const { max } of Object.values(RATE_LIMITS)) expect(max).toBeGreaterThanOrEqual(10);
  });
});
