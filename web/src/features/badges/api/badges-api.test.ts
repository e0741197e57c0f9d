// The badges' reads against mocked SDK functions: which query each makes, and how stored
// documents become the screens' rows (a private or gone member, a page's end, odd documents).
import { getDoc, getDocs, onSnapshot, Timestamp } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FirebaseServices } from '../../../lib/firebase-services';
import {
  readHolderCount,
  readHolderCounts,
  readHolders,
  subscribeToMemberBadges,
} from './badges-api';

vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  collection: (_db: unknown, path: string) => ({ path }),
  doc: (_db: unknown, path: string) => ({ path }),
  query: (ref: { path: string }, ...constraints: unknown[]) => ({ path: ref.path, constraints }),
  orderBy: (field: string, direction = 'asc') => ({ orderBy: [field, direction] }),
  limit: (count: number) => ({ limit: count }),
  startAfter: (cursor: unknown) => ({ startAfter: cursor }),
  getDoc: vi.fn(),
  getDocs: vi.fn(),
  onSnapshot: vi.fn(),
}));

const services = { firestore: {} } as unknown as FirebaseServices;
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

/** A stored document as the SDK hands it over. */
function stored(id: string, data: Record<string, unknown> | undefined) {
  return { id, exists: () => data !== undefined, data: () => data };
}

function answerQuery(docs: ReturnType<typeof stored>[]) {
  vi.mocked(getDocs).mockResolvedValue({ docs } as unknown as Awaited<ReturnType<typeof getDocs>>);
}

/** The `n`th newest holder row (n < 28): granted on 28 November less n days. */
const holderRow = (n: number, memberId: string | null) =>
  stored(`key-${n}`, {
    memberId,
    grantedAt: at(`2026-11-${String(28 - n).padStart(2, '0')}T10:00:00Z`),
  });

describe('the badges’ reads', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('reads every holder count in one query, leaving out what is no badge of the catalogue', async () => {
    answerQuery([
      stored('first-post', { holderCount: 12 }),
      stored('no-such-badge', { holderCount: 3 }),
      stored('bravo', { holderCount: 'many' }),
    ]);
    const counts = await readHolderCounts(services);
    expect(getDocs).toHaveBeenCalledWith({ path: 'badges', constraints: [{ limit: 50 }] });
    expect([...counts]).toEqual([['first-post', 12]]);
  });

  it('reads one badge’s count, 0 before its document exists', async () => {
    vi.mocked(getDoc).mockResolvedValueOnce(stored('bravo', { holderCount: 4 }) as never);
    expect(await readHolderCount(services, 'bravo')).toBe(4);
    expect(getDoc).toHaveBeenCalledWith({ path: 'badges/bravo' });
    vi.mocked(getDoc).mockResolvedValueOnce(stored('bravo', undefined) as never);
    expect(await readHolderCount(services, 'bravo')).toBe(0);
  });

  it('reads a page of holders newest first, one more than shown to know another follows', async () => {
    const rows = Array.from({ length: 21 }, (_, n) => holderRow(n, `uid-${n}`));
    answerQuery(rows);
    const fetchAuthor = vi.fn(async (uid: string) => ({
      userId: uid,
      username: uid.slice(4),
      displayName: null,
      avatar: null,
      featuredBadge: null,
    }));
    const page = await readHolders(services, 'first-post', null, fetchAuthor);
    expect(getDocs).toHaveBeenCalledWith({
      path: 'badges/first-post/holders',
      constraints: [{ orderBy: ['grantedAt', 'desc'] }, { limit: 21 }],
    });
    expect(page.holders).toHaveLength(20);
    expect(page.next).toBe(rows[19]);

    answerQuery(rows.slice(0, 3));
    const last = await readHolders(services, 'first-post', rows[19] as never, fetchAuthor);
    expect(getDocs).toHaveBeenLastCalledWith({
      path: 'badges/first-post/holders',
      constraints: [{ orderBy: ['grantedAt', 'desc'] }, { startAfter: rows[19] }, { limit: 21 }],
    });
    expect(last.next).toBeNull();
  });

  it('names a public member, nobody for a private one or one whose profile is gone', async () => {
    answerQuery([holderRow(1, 'uid-fanny'), holderRow(2, null), holderRow(3, 'uid-gone')]);
    const fanny = {
      userId: 'uid-fanny',
      username: 'fanny',
      displayName: 'Fanny Hensel',
      avatar: null,
      featuredBadge: null,
    };
    const fetchAuthor = vi.fn(async (uid: string) => (uid === 'uid-fanny' ? fanny : null));
    const { holders } = await readHolders(services, 'first-post', null, fetchAuthor);
    expect(holders).toEqual([
      { id: 'key-1', grantedAt: new Date('2026-11-27T10:00:00Z'), member: fanny },
      { id: 'key-2', grantedAt: new Date('2026-11-26T10:00:00Z'), member: 'private' },
      { id: 'key-3', grantedAt: new Date('2026-11-25T10:00:00Z'), member: 'former' },
    ]);
    // A private member's row asks for no profile.
    expect(fetchAuthor.mock.calls.map(([uid]) => uid)).toEqual(['uid-fanny', 'uid-gone']);
  });

  it('gives a member’s badges in the catalogue’s order, none without the document', () => {
    const onHeld = vi.fn();
    const onError = vi.fn();
    subscribeToMemberBadges(services.firestore, 'uid-fanny', onHeld, onError);
    const [ref, onNext, onFailure] = vi.mocked(onSnapshot).mock.calls[0] as unknown as [
      { path: string },
      (snapshot: ReturnType<typeof stored>) => void,
      (error: Error) => void,
    ];
    expect(ref).toEqual({ path: 'memberBadges/uid-fanny' });
    const held = { grantedAt: at('2026-11-01T00:00:00Z'), grantedBy: null };
    onNext(
      stored('uid-fanny', {
        held: { performer: { ...held, grantedBy: 'uid-admin' }, 'first-post': held },
        revoked: {},
        holderKey: 'key-1',
        updatedAt: at('2026-11-01T00:00:00Z'),
      }),
    );
    expect(onHeld).toHaveBeenLastCalledWith(['first-post', 'performer']);
    onNext(stored('uid-fanny', undefined));
    expect(onHeld).toHaveBeenLastCalledWith([]);
    onFailure(new Error('permission-denied'));
    expect(onError).toHaveBeenCalled();
  });
});
