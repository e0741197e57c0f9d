// Takes one of a member's writes out of the action's window (domain RATE_LIMITS), or refuses
// with "Slow Down" (resource-exhausted). The count is one document per member, action and window,
// raised with an atomic increment and read back: concurrent calls never lose a count and need no
// transaction; refused calls count too, which only keeps a flood refused. The counters expire
// (TTL on expireAt) a window after theirs ends.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  paths,
  RATE_LIMIT_TOAST,
  RATE_LIMITS,
  rateWindowAt,
  readStored,
  rateWindowSchema,
  withinRateLimit,
  type RateLimitedAction,
} from '@salon/domain';
import { refuse } from './refusal.js';
import { storedDoc } from './stored.js';

export async function takeRateLimit(uid: string, action: RateLimitedAction): Promise<void> {
  const limit = RATE_LIMITS[action];
  const window = rateWindowAt(limit, Date.now());
  const counter = storedDoc(rateWindowSchema, paths.rateWindow(uid, action, window.index));
  await counter.set(
    {
      count: FieldValue.increment(1),
      expireAt: Timestamp.fromMillis(window.endsAt + limit.windowMs),
    },
    { merge: true },
  );
  // Only this function writes the counter, and it was just written: read strictly.
  const { count } = readStored(rateWindowSchema, (await counter.get()).data())!;
  if (!withinRateLimit(limit, count)) throw refuse('resource-exhausted', RATE_LIMIT_TOAST);
}
