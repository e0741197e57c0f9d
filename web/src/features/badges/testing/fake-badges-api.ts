// Test doubles for the badges' data access (api/badges-api.ts): a vi.fn() per function whose
// live subscriptions tests can play, the module mock that forwards to it, and a holder row.
import { vi, type Mock } from 'vitest';
import type { BadgeId } from '@salon/domain';
import { forwardToFake, type FakeDataAccess } from '../../../test/fake-data-access';
import type * as BadgesApiModule from '../api/badges-api';
import type { HeldBadges, HolderRow } from '../api/types';

type Listener<T> = ((value: T) => void) | null;

type Live = 'subscribeToMemberBadges' | 'subscribeToFeaturedBadge';
/** A live read's fake: called with the uid and callbacks, without the Firestore instance. */
type FakeSubscribe<Value> = Mock<
  (uid: string, onValue: (value: Value) => void, onError: (error: Error) => void) => () => void
>;

export type FakeBadgesApi = FakeDataAccess<Omit<typeof BadgesApiModule, Live>> & {
  subscribeToMemberBadges: FakeSubscribe<HeldBadges>;
  subscribeToFeaturedBadge: FakeSubscribe<BadgeId | null>;
  /** The callbacks of the latest live subscriptions, so a test can play server changes. */
  live: {
    held: Listener<HeldBadges>;
    heldError: Listener<Error>;
    featured: Listener<BadgeId | null>;
  };
};

export function fakeBadgesApi(): FakeBadgesApi {
  const live: FakeBadgesApi['live'] = { held: null, heldError: null, featured: null };
  return {
    live,
    readHolderCounts: vi.fn(async () => new Map<BadgeId, number>()),
    readHolderCount: vi.fn(async () => 0),
    readHolders: vi.fn(async () => ({ holders: [], next: null })),
    subscribeToMemberBadges: vi.fn((_uid, onHeld, onError) => {
      live.held = onHeld;
      live.heldError = onError;
      return () => {};
    }),
    subscribeToFeaturedBadge: vi.fn((_uid, onFeatured) => {
      live.featured = onFeatured;
      return () => {};
    }),
    featureBadge: vi.fn(async (badgeId: BadgeId | null) => badgeId),
    grantBadge: vi.fn(async () => {}),
    revokeBadge: vi.fn(async () => {}),
  };
}

/** For `vi.mock('…/badges/api/badges-api', …)`: the module, forwarding to `current()`. */
export function fakeBadgesApiModule(current: () => FakeBadgesApi) {
  return forwardToFake(fakeBadgesApi(), current);
}

/** A public member's row, granted on 27 November 2026. */
export function aHolder(overrides: Partial<HolderRow> = {}): HolderRow {
  return {
    id: 'holder-1',
    grantedAt: new Date('2026-11-27T10:00:00Z'),
    member: {
      userId: 'uid-fanny',
      username: 'fanny',
      displayName: 'Fanny Hensel',
      avatar: null,
      featuredBadge: null,
    },
    ...overrides,
  };
}
