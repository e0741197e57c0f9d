// Stand-ins for the social api's live reads, for page tests that render the social screens but
// are about something else: no counts yet (zeros), no relation, empty lists, and never a request
// to a server.
import { vi } from 'vitest';
import type * as Counts from '../api/counts';
import type * as Lists from '../api/lists';
import type * as Relation from '../api/relation';

export function fakeCountsModule(): Partial<typeof Counts> {
  return {
    subscribeToProfileStats: vi.fn((_firestore, _uid, onStats) => {
      onStats({ friendCount: 0, followerCount: 0, followingCount: 0 });
      return () => {};
    }),
  };
}

export function fakeRelationModule(): Partial<typeof Relation> {
  return {
    subscribeToRelation: vi.fn((_firestore, _viewerId, _memberId, onRelation) => {
      onRelation({ friendship: 'none', following: false, followedBy: false });
      return () => {};
    }),
  };
}

export function fakeListsModule(): Partial<typeof Lists> {
  return {
    subscribeToFirstPage: vi.fn((_firestore, _uid, _kind, onPage) => {
      onPage({ members: [], next: null });
      return () => {};
    }),
    readNextPage: vi.fn(async () => ({ members: [], next: null })),
  };
}
