// Per-member rate limits on every write a member makes: through callables (RATE_LIMITS, counted by
// functions) and straight to Firestore (DIRECT_WRITE_LIMITS, a write budget the rules check). Fixed
// windows, as a forum would set them: a member may write in bursts (a whole window's worth at
// once), a script that floods is refused until the window turns. docs/security.md.
import type { ToastMessage } from '../text/toast.js';

export interface RateLimit {
  /** Writes allowed per window. */
  readonly max: number;
  readonly windowMs: number;
}

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * What a member may do per ten minutes. Replies count threads' and polls' together, and so do
 * edits. (The
 * streaming callables have their own cooldown, STREAMING_COOLDOWN_MS.)
 */
export const RATE_LIMITS = Object.freeze({
  createThread: { max: 30, windowMs: TEN_MINUTES_MS },
  postReply: { max: 60, windowMs: TEN_MINUTES_MS },
  /** Edits of threads and replies together: a few touches per post a member writes. */
  editPost: { max: 30, windowMs: TEN_MINUTES_MS },
  toggleReaction: { max: 100, windowMs: TEN_MINUTES_MS },
  submitReport: { max: 20, windowMs: TEN_MINUTES_MS },
  /** Blocks and unblocks together: each ends relations and writes several documents. */
  blockMember: { max: 30, windowMs: TEN_MINUTES_MS },
  /** Profile pictures and banners together, counted by the function that processes them. */
  uploadPicture: { max: 20, windowMs: TEN_MINUTES_MS },
  /** Staff's changes to the poll queue (saving, moving, deleting items), all kinds together. */
  editPollQueue: { max: 120, windowMs: TEN_MINUTES_MS },
  /** Choosing the badge shown beside one's name. */
  featureBadge: { max: 30, windowMs: TEN_MINUTES_MS },
  /** Saving one's e-mail choices. */
  saveMailSettings: { max: 30, windowMs: TEN_MINUTES_MS },
  /** Scored game rounds started: a round takes a minute or more to play. */
  startGameRound: { max: 30, windowMs: TEN_MINUTES_MS },
} satisfies Record<string, RateLimit>);

export type RateLimitedAction = keyof typeof RATE_LIMITS;

/**
 * What a member may write straight to Firestore per ten minutes, per kind of write: poll votes
 * (changing one's vote counts), profile edits (the card, privacy and every section), friendship
 * changes (request, accept, remove), follows (follow, unfollow) and saves (save, unsave).
 * firestore.rules hold the same numbers (writeBudgetMax); a rules test keeps them equal.
 */
export const DIRECT_WRITE_LIMITS = Object.freeze({
  vote: { max: 30, windowMs: TEN_MINUTES_MS },
  editProfile: { max: 120, windowMs: TEN_MINUTES_MS },
  friendship: { max: 30, windowMs: TEN_MINUTES_MS },
  follow: { max: 60, windowMs: TEN_MINUTES_MS },
  /** Saving and unsaving discussions (the Save toggle). */
  saveThread: { max: 60, windowMs: TEN_MINUTES_MS },
} satisfies Record<string, RateLimit>);

export type DirectWriteAction = keyof typeof DIRECT_WRITE_LIMITS;

/** A member's budget document of one direct-write action, as stored (writeBudgets). */
export interface WriteBudget {
  /** Writes taken in the window that began at windowStart. */
  readonly count: number;
  /** When the window began, by the server's clock, in milliseconds. */
  readonly windowStartMs: number;
}

export type WriteBudgetStep = 'continue' | 'open';

/**
 * How the next `writes` direct writes take their budget: `continue` the window (count + writes)
 * while it lasts and has room for them, else `open` a new one (count = writes), which the rules
 * allow only once the old window has ended. `nowMs` is the client's clock and the rules decide by
 * the server's, so near a window's end the two may disagree: writeWithBudget then tries the other
 * step (otherWriteBudgetStep).
 */
export function nextWriteBudgetStep(
  action: DirectWriteAction,
  budget: WriteBudget | null,
  writes: number,
  nowMs: number,
): WriteBudgetStep {
  if (budget === null || writeWindowEnded(action, budget, nowMs)) return 'open';
  return writeBudgetHasRoom(action, budget, writes) ? 'continue' : 'open';
}

/** The step to try when the rules refused `refused`, or null when there is none to try. */
export function otherWriteBudgetStep(
  action: DirectWriteAction,
  budget: WriteBudget | null,
  writes: number,
  refused: WriteBudgetStep,
): WriteBudgetStep | null {
  if (refused === 'continue') return 'open';
  return budget !== null && writeBudgetHasRoom(action, budget, writes) ? 'continue' : null;
}

/** Whether the window the budget counts has ended by `nowMs`. */
export function writeWindowEnded(
  action: DirectWriteAction,
  budget: WriteBudget,
  nowMs: number,
): boolean {
  return nowMs >= budget.windowStartMs + DIRECT_WRITE_LIMITS[action].windowMs;
}

/** Whether the budget's window has room for `writes` more writes. */
export function writeBudgetHasRoom(
  action: DirectWriteAction,
  budget: WriteBudget,
  writes: number,
): boolean {
  return budget.count + writes <= DIRECT_WRITE_LIMITS[action].max;
}

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
