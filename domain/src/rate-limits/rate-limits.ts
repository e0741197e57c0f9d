// Per-member rate limits on the writes that go through callables (issue 18, hole 6). Fixed
// windows, as a forum would set them: a member may post in bursts (a whole window's worth at
// once), a script that floods is refused until the window turns. docs/security.md.
import type { ToastMessage } from '../text/toast.js';

export interface RateLimit {
  /** Writes allowed per window. */
  readonly max: number;
  readonly windowMs: number;
}

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * What a member may do per ten minutes. Replies count threads' and polls' together. (The
 * streaming callables have their own cooldown, STREAMING_COOLDOWN_MS.)
 */
export const RATE_LIMITS = Object.freeze({
  createThread: { max: 30, windowMs: TEN_MINUTES_MS },
  postReply: { max: 60, windowMs: TEN_MINUTES_MS },
  toggleReaction: { max: 100, windowMs: TEN_MINUTES_MS },
  submitReport: { max: 20, windowMs: TEN_MINUTES_MS },
} satisfies Record<string, RateLimit>);

export type RateLimitedAction = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_TOAST: ToastMessage = Object.freeze({
  title: 'Slow Down',
  description: "You're doing that too often. Please wait a moment and try again.",
});

/** The window `now` falls in: its number (part of the counter's id) and when it ends. */
export function rateWindowAt(limit: RateLimit, now: number): { index: number; endsAt: number } {
  const index = Math.floor(now / limit.windowMs);
  return { index, endsAt: (index + 1) * limit.windowMs };
}

/** Whether the `count`-th write of a window (counting this one) is still allowed. */
export function withinRateLimit(limit: RateLimit, count: number): boolean {
  return count <= limit.max;
}
