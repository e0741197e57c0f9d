// Rate limits on what members write straight to Firestore: every vote, profile edit, friendship
// change and follow must take a step of the member's write budget per document written, in the same
// batch; a budget counts DIRECT_WRITE_LIMITS[action].max writes per ten-minute window, a window
// ends, and a budget belongs to its member alone. The web app's own writeWithBudget is what takes
// it here.
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
} from 'firebase/firestore';
import {
  DIRECT_WRITE_LIMITS,
  RATE_LIMIT_TOAST,
  followDocId,
  paths,
  type DirectWriteAction,
} from '@salon/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeWithBudget } from '../../web/src/lib/write-budget.js';
import {
  DIRECT_WRITE_FIXTURES,
  FOLLOW,
  GUARDED,
  followPath,
  withBudget,
  writeDirectly,
} from './support/direct-writes.js';
import { MEMBER, OTHER, OWNER, rulesSuite } from './support/rules-env.js';

const minutesAgo = (minutes: number) => Timestamp.fromMillis(Date.now() - minutes * 60_000);
const budgetPath = (action: DirectWriteAction, uid = OWNER) => paths.writeBudget(uid, action);
/** A budget as stored: `count` writes taken in a window that opened `openedMinutesAgo`. */
const budget = (count: number, openedMinutesAgo: number) => ({
  windowStart: minutesAgo(openedMinutesAgo),
  count,
  takenAt: minutesAgo(openedMinutesAgo),
  takenFor: [followPath],
});

const { as, seed, peek } = rulesSuite('demo-rules-write-budgets', DIRECT_WRITE_FIXTURES);

afterEach(() => {
  vi.restoreAllMocks();
});

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

  it('take a step for every document a batch writes (the card and its details are two)', async () => {
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
    expect(await peek(budgetPath('editProfile'))).toMatchObject({ count: 2 });
  });

  it('continue no window that has ended: after a quiet spell a new one opens', async () => {
    await seed({ [budgetPath('follow')]: budget(5, 11) });
    await assertSucceeds(withBudget(as.owner(), FOLLOW));
    const taken = await peek(budgetPath('follow'));
    expect(taken).toMatchObject({ count: 1 });
    expect((taken?.['windowStart'] as Timestamp).toMillis()).toBeGreaterThan(
      minutesAgo(5).toMillis(),
    );
  });

  it.each([
    ['ahead', 20, budget(3, 1), 4],
    ['behind', -20, budget(3, 11), 1],
  ])(
    'take the step the server’s clock allows when the client’s is %s',
    async (_, minutesOff, stored, count) => {
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + minutesOff * 60_000);
      await seed({ [budgetPath('follow')]: stored });
      await assertSucceeds(withBudget(as.owner(), FOLLOW));
      expect(await peek(budgetPath('follow'))).toMatchObject({ count });
    },
  );
});

describe('write budgets', () => {
  /** The budget write alone, as a batch would carry it. */
  const take = (db: Firestore, path: string, data: object) => setDoc(doc(db, path), data);
  const opening = () => ({
    windowStart: serverTimestamp(),
    count: 1,
    takenAt: serverTimestamp(),
    takenFor: [followPath],
  });
  const continuing = (count: number, takenFor = [followPath]) => ({
    count,
    takenAt: serverTimestamp(),
    takenFor,
  });

  it.each(Object.keys(DIRECT_WRITE_LIMITS) as DirectWriteAction[])(
    'allow exactly DIRECT_WRITE_LIMITS.%s.max writes in a window (the rules hold the same number)',
    async (action) => {
      const { max } = DIRECT_WRITE_LIMITS[action];
      await seed({ [budgetPath(action)]: budget(max - 1, 1) });
      await assertSucceeds(updateDoc(doc(as.owner(), budgetPath(action)), continuing(max)));
      await assertFails(updateDoc(doc(as.owner(), budgetPath(action)), continuing(max + 1)));
    },
  );

  it('refuse opening a new window before the old one has ended', async () => {
    await seed({ [budgetPath('vote')]: budget(3, 9) });
    await assertFails(take(as.owner(), budgetPath('vote'), opening()));
  });

  it('refuse continuing a window that has ended, even with room left', async () => {
    await seed({ [budgetPath('vote')]: budget(3, 11) });
    await assertFails(updateDoc(doc(as.owner(), budgetPath('vote')), continuing(4)));
  });

  it('refuse a batch whose writes outnumber the steps it takes', async () => {
    const db = as.owner();
    const followOf = (memberId: string) => ({
      path: `${paths.follows}/${followDocId(OWNER, memberId)}`,
      data: { followerId: OWNER, followingId: memberId, createdAt: serverTimestamp() },
    });
    const follows = [followOf(OTHER), followOf(MEMBER)];
    const batchOf = (step: object) => {
      const batch = writeBatch(db);
      batch.set(doc(db, budgetPath('follow')), step);
      for (const { path, data } of follows) batch.set(doc(db, path), data);
      return batch.commit();
    };
    const followPaths = follows.map(({ path }) => path);
    // One step for two follows, naming one of them, or naming both but counting one.
    await assertFails(batchOf({ ...opening(), takenFor: [followPaths[0]] }));
    await assertFails(batchOf({ ...opening(), takenFor: followPaths }));
    expect(await peek(follows[0]!.path)).toBeNull();
    // A step each: both are taken.
    await assertSucceeds(batchOf({ ...opening(), count: 2, takenFor: followPaths }));
    expect(await peek(budgetPath('follow'))).toMatchObject({ count: 2 });
  });

  it('refuse a count that skips, restarts or starts above one', async () => {
    await seed({ [budgetPath('vote')]: budget(3, 1) });
    const db = as.owner();
    await assertFails(updateDoc(doc(db, budgetPath('vote')), continuing(5)));
    await assertFails(updateDoc(doc(db, budgetPath('vote')), continuing(0)));
    await assertFails(take(db, budgetPath('follow'), { ...opening(), count: 0 }));
    await assertFails(
      updateDoc(doc(db, budgetPath('vote')), { ...continuing(4), windowStart: serverTimestamp() }),
    );
    // A step names what it is taken for.
    await assertFails(updateDoc(doc(db, budgetPath('vote')), continuing(4, [])));
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
