// A member's analyses and imports at most once per STREAMING_COOLDOWN_MS. A cheap guard against
// repeated clicks and scripts (two calls in the same instant may both pass), since the
// provider's rate limit is shared by every member.
import { STREAMING_COOLDOWN_MS, STREAMING_PROVIDER_ERRORS } from '@salon/domain';
import { refuse } from '../shared/refusal.js';

export function refuseWithinCooldown(lastRun: Date | null | undefined, now = Date.now()): void {
  if (lastRun && now - lastRun.getTime() < STREAMING_COOLDOWN_MS) {
    throw refuse('resource-exhausted', STREAMING_PROVIDER_ERRORS.tooSoon);
  }
}
