// Rate limits on what members write straight to Firestore (issue 18, hole 6): every vote,
// profile edit, friendship change and follow must take one of the member's write budget in the
// same batch; a budget counts DIRECT_WRITE_LIMITS[action].max writes per ten-minute window and
// belongs to its member alone. The web app's own writeWithBudget is what takes it here.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import {
  DIRECT_WRITE_LIMITS,
  RATE_LIMIT_TOAST,
  followDocId,
  friendshipDocId,
  paths,
  type DirectWriteAction,
} from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { writeWithBudget } from '../../web/src/lib/write-budget.js';
import { OTHER, OWNER, rulesSuite } from './support/rules-env.js';

const profile = (username: string) => ({ username, displayName: username, isPrivate: false });
const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);
const budgetPath = (action: DirectWriteAction, uid = OWNER) => paths.writeBudget(uid, action);
/** A budget as stored: `count` writes taken in a window that opened `openedMinutesAgo`. */
const budget = (count: number, openedMinutesAgo: number) => ({
  windowStart: minutesAgo(openedMinutesAgo),
  count,
  takenAt: minutesAgo(openedMinutesAgo),
});

const pairPath = `${paths.friendships}/${friendshipDocId(OWNER, OTHER)}`;
const followPath = `${paths.follows}/${followDocId(OWNER, OTHER)}`;

const { as, seed, peek } = rulesSuite('demo-rules-write-budgets', {
  [paths.profile(OWNER)]: profile('alice'),
  [paths.profile(OTHER)]: profile('bobby'),
  'polls/open': {
    title: 'Favourite Brahms symphony?',
    isActive: true,
    voteCounts: { o1: 0, o2: 0 },
  },
});

type Change = { set: object; merge?: boolean } | { update: object } | 'delete';

interface Guarded {
  readonly name: string;
  readonly action: DirectWriteAction;
  readonly path: string;
  readonly change: Change;
  /** Documents the write needs first (the request to accept, the follow to remove). */
  readonly before?: Record<string, object>;
}

/** The write alone, as a script would send it. */
function writeDirectly(db: Firestore, { path, change }: Guarded): Promise<void> {
  const ref = doc(db, path);
  if (change === 'delete') return deleteDoc(ref);
  if ('update' in change) return updateDoc(ref, change.update);
  return setDoc(ref, change.set, { merge: change.merge ?? false });
}

/** The write inside the transaction that takes the budget, as the web app sends it. */
function writeInTransaction(db: Firestore, transaction: Transaction, { path, change }: Guarded) {
  const ref = doc(db, path);
  if (change === 'delete') transaction.delete(ref);
  else if ('update' in change) transaction.update(ref, change.update);
  else transaction.set(ref, change.set, { merge: change.merge ?? false });
}

const withBudget = (db: Firestore, guarded: Guarded) =>
  writeWithBudget(db, OWNER, guarded.action, (transaction) =>
    writeInTransaction(db, transaction, guarded),
  );

const FOLLOW: Guarded = {
  name: 'a follow',
  action: 'follow',
  path: followPath,
  change: { set: { followerId: OWNER, followingId: OTHER, createdAt: serverTimestamp() } },
};

/** Every kind of direct write a member makes, with the documents it needs first. */
const GUARDED: readonly Guarded[] = [
  {
    name: 'a vote',
    action: 'vote',
    path: paths.pollVote('open', OWNER),
    change: { set: { pollId: 'open', optionId: 'o1', userId: OWNER, votedAt: serverTimestamp() } },
  },
  {
    name: 'a profile card edit',
    action: 'editProfile',
    path: paths.profile(OWNER),
    change: { update: { displayName: 'Alice', updatedAt: serverTimestamp() } },
  },
  {
    name: 'a section edit',
    action: 'editProfile',
    path: paths.preferences(OWNER),
    change: { set: { mainInstrument: 'Cello', updatedAt: serverTimestamp() }, merge: true },
  },
  {
    name: 'a new recording',
    action: 'editProfile',
    path: paths.favoriteRecording(OWNER, '1'),
    change: { set: { title: 'Goldberg', url: null, createdAt: serverTimestamp() } },
  },
  {
    name: 'a removed concert',
    action: 'editProfile',
    path: paths.concert(OWNER, 'c1'),
    change: 'delete',
    before: {
      [paths.concert(OWNER, 'c1')]: {
        date: '2026-01-01',
        performer: 'Uchida',
        createdAt: new Date(),
      },
    },
  },
  {
    name: 'a friend request',
    action: 'friendship',
    path: pairPath,
    change: {
      set: {
        requesterId: OWNER,
        addresseeId: OTHER,
        status: 'pending',
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      },
    },
  },
  {
    name: 'an acceptance',
    action: 'friendship',
    path: pairPath,
    change: { update: { status: 'accepted', updatedAt: serverTimestamp() } },
    before: {
      [pairPath]: {
        requesterId: OTHER,
        addresseeId: OWNER,
        status: 'pending',
        createdAt: new Date(),
        updatedAt: new Date(),
      },
    },
  },
  FOLLOW,
  {
    name: 'an unfollow',
    action: 'follow',
    path: followPath,
    change: 'delete',
    before: { [followPath]: { followerId: OWNER, followingId: OTHER, createdAt: new Date() } },
  },
];

describe('direct writes', () => {
  it.each(GUARDED)('refuse $name that takes no write budget', async (guarded) => {
    if (guarded.before) await seed(guarded.before);
    await assertFails(writeDirectly(as.owner(), guarded));
  });

  it.each(GUARDED)('accept $name that takes one', async (guarded) => {
    if (guarded.before) await seed(guarded.before);
    await assertSucceeds(withBudget(as.owner(), guarded));
    expect(await peek(budgetPath(guarded.action))).toMatchObject({ count: 1 });
  });

  it.each(GUARDED)(
    'refuse $name with "Slow Down" once the window’s budget is spent, changing nothing',
    async (guarded) => {
      const { max } = DIRECT_WRITE_LIMITS[guarded.action];
      await seed({ ...guarded.before, [budgetPath(guarded.action)]: budget(max, 1) });
      const before = await peek(guarded.path);
      await expect(withBudget(as.owner(), guarded)).rejects.toMatchObject({
        kind: 'rejected',
        toast: RATE_LIMIT_TOAST,
      });
      expect(await peek(budgetPath(guarded.action))).toMatchObject({ count: max });
      expect(await peek(guarded.path)).toEqual(before);
    },
  );

  it('take a new window once the spent one has ended', async () => {
    await seed({ [budgetPath('follow')]: budget(DIRECT_WRITE_LIMITS.follow.max, 11) });
    await assertSucceeds(withBudget(as.owner(), FOLLOW));
    expect(await peek(budgetPath('follow'))).toMatchObject({ count: 1 });
  });

  it('take one budget for a batch of several writes (the card and its details)', async () => {
    const db = as.owner();
    await assertSucceeds(
      writeWithBudget(db, OWNER, 'editProfile', (transaction) => {
        transaction.update(doc(db, paths.profile(OWNER)), {
          bio: 'Cellist',
          updatedAt: serverTimestamp(),
        });
        transaction.set(
          doc(db, paths.profileDetails(OWNER)),
          { location: 'Vienna', updatedAt: serverTimestamp() },
          { merge: true },
        );
      }),
    );
    expect(await peek(budgetPath('editProfile'))).toMatchObject({ count: 1 });
  });
});

describe('write budgets', () => {
  /** The budget write alone, as a batch would carry it. */
  const take = (db: Firestore, path: string, data: object) => setDoc(doc(db, path), data);
  const opening = () => ({ windowStart: serverTimestamp(), count: 1, takenAt: serverTimestamp() });

  it.each(Object.keys(DIRECT_WRITE_LIMITS) as DirectWriteAction[])(
    'allow exactly DIRECT_WRITE_LIMITS.%s.max writes in a window (the rules hold the same number)',
    async (action) => {
      const { max } = DIRECT_WRITE_LIMITS[action];
      const continuing = (count: number) => ({ count, takenAt: serverTimestamp() });
      await seed({ [budgetPath(action)]: budget(max - 1, 1) });
      await assertSucceeds(updateDoc(doc(as.owner(), budgetPath(action)), continuing(max)));
      await assertFails(updateDoc(doc(as.owner(), budgetPath(action)), continuing(max + 1)));
    },
  );

  it('refuse opening a new window before the old one has ended', async () => {
    await seed({ [budgetPath('vote')]: budget(3, 9) });
    await assertFails(take(as.owner(), budgetPath('vote'), opening()));
  });

  it('refuse a count that skips, restarts or starts above one', async () => {
    await seed({ [budgetPath('vote')]: budget(3, 1) });
    const db = as.owner();
    await assertFails(
      updateDoc(doc(db, budgetPath('vote')), { count: 5, takenAt: serverTimestamp() }),
    );
    await assertFails(
      updateDoc(doc(db, budgetPath('vote')), { count: 0, takenAt: serverTimestamp() }),
    );
    await assertFails(take(db, budgetPath('follow'), { ...opening(), count: 0 }));
    await assertFails(
      updateDoc(doc(db, budgetPath('vote')), {
        count: 4,
        windowStart: serverTimestamp(),
        takenAt: serverTimestamp(),
      }),
    );
  });

  it('belong to their member: nobody else reads, writes or deletes them', async () => {
    await seed({ [budgetPath('vote')]: budget(3, 1) });
    await assertSucceeds(getDoc(doc(as.owner(), budgetPath('vote'))));
    await assertFails(getDoc(doc(as.other(), budgetPath('vote'))));
    await assertFails(getDoc(doc(as.admin(), budgetPath('vote'))));
    await assertFails(take(as.other(), budgetPath('follow'), opening()));
    await assertFails(take(as.visitor(), budgetPath('follow'), opening()));
    await assertFails(deleteDoc(doc(as.owner(), budgetPath('vote'))));
    await assertFails(take(as.owner(), paths.writeBudget(OWNER, 'reply'), opening()));
  });

  it('cannot be spent by another member’s write: the budget is the writer’s own', async () => {
    const db = as.other();
    const batch = writeBatch(db);
    batch.set(doc(db, budgetPath('follow')), opening());
    batch.set(doc(db, followPath), {
      followerId: OWNER,
      followingId: OTHER,
      createdAt: serverTimestamp(),
    });
    await assertFails(batch.commit());
  });
});
