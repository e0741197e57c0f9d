// Suspensions and the moderation log in the rules. A suspended member's every direct
// write is refused, through the SDKs as a script sends it and as the web app does (which then
// says "Your account is suspended until ..."), while reads, marking notifications read, and
// writes after the end still work: the end is compared with request.time, so a suspension whose
// end has passed refuses nothing. The log is written by functions only; moderators read the
// entries of report handling alone.
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { paths } from '@salon/domain';
import { describe, expect, it } from 'vitest';
import { writeWithBudget } from '../../web/src/lib/write-budget.js';
import {
  DIRECT_WRITE_FIXTURES,
  GUARDED,
  withBudget,
  writeDirectly,
} from './support/direct-writes.js';
import {
  ADMIN,
  MODERATOR,
  OTHER,
  OWNER,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';

const HOUR = 60 * 60 * 1000;
const entry = (scope: 'reports' | 'admin', action: string) => ({
  actorId: ADMIN,
  actorName: '@root',
  action,
  scope,
  memberId: OWNER,
  memberName: '@alice',
  target: '@alice',
  reportId: scope === 'reports' ? 'r1' : null,
  reason: '',
  detail: '',
  createdAt: new Date(),
});

const { as, seed, peek } = rulesSuite('demo-rules-suspensions', {
  ...DIRECT_WRITE_FIXTURES,
  'threads/mine': { title: 'Mine', body: 'Body', authorId: OWNER, isAnonymous: false },
  'threads/mine/private/author': { authorId: OWNER },
  'threads/mine/replies/r1': { body: 'A reply', threadId: 'mine', authorId: OWNER },
  'threads/mine/replies/r1/private/author': { authorId: OWNER },
  [`${paths.notifications(OWNER)}/n1`]: { type: 'follow', read: false },
  [`${paths.moderationLog}/report-entry`]: entry('reports', 'reportStatus'),
  [`${paths.moderationLog}/admin-entry`]: entry('admin', 'suspension'),
});

/** OWNER's roles document with a suspension ending at `until` (null: a ban). */
const suspend = (until: Date | null) =>
  seed({
    [`${paths.userRoles}/${OWNER}`]: {
      role: 'user',
      updatedAt: new Date(),
      suspension: { until, reason: 'Spam', suspendedBy: ADMIN, suspendedAt: new Date() },
    },
  });

describe('a suspended member', () => {
  it.each(GUARDED)('is refused $name, directly and as the web app sends it', async (guarded) => {
    await seed(guarded.before ?? {});
    await suspend(new Date(Date.now() + HOUR));
    const before = await peek(guarded.path);
    await assertFails(writeDirectly(as.owner(), guarded));
    // The web app's write explains itself with the end.
    await expect(withBudget(as.owner(), guarded)).rejects.toThrow(
      /^Your account is suspended until /,
    );
    expect(await peek(guarded.path)).toEqual(before);
    expect(await peek(paths.writeBudget(OWNER, guarded.action))).toBeNull();
  });

  it('is refused every write when banned (no end)', async () => {
    const [vote, card] = GUARDED;
    await suspend(null);
    await expect(withBudget(as.owner(), vote!)).rejects.toThrow(
      'Your account is suspended permanently.',
    );
    await assertFails(writeDirectly(as.owner(), card!));
  });

  it('cannot delete their own thread or remove their own reply', async () => {
    await suspend(new Date(Date.now() + HOUR));
    await assertFails(deleteDoc(doc(as.owner(), 'threads/mine')));
    await assertFails(updateDoc(doc(as.owner(), 'threads/mine/replies/r1'), { body: 'deleted' }));
    expect(await peek('threads/mine')).not.toBeNull();
  });

  it('cannot claim a username', async () => {
    await suspend(new Date(Date.now() + HOUR));
    await assertFails(setDoc(doc(as.owner(), paths.username('alice2')), { uid: OWNER }));
  });

  it('still reads, sees their suspension and marks notifications read', async () => {
    await suspend(new Date(Date.now() + HOUR));
    await assertSucceeds(getDoc(doc(as.owner(), 'threads/mine')));
    await assertSucceeds(getDoc(doc(as.owner(), paths.profile(OTHER))));
    await assertSucceeds(getDocs(query(collection(as.owner(), 'threads'), limit(10))));
    const roles = await getDoc(doc(as.owner(), paths.userRoles, OWNER));
    expect(roles.get('suspension.reason')).toBe('Spam');
    await assertSucceeds(
      updateDoc(doc(as.owner(), `${paths.notifications(OWNER)}/n1`), { read: true }),
    );
  });

  it.each(GUARDED)('writes again once the end has passed: $name', async (guarded) => {
    await seed(guarded.before ?? {});
    await suspend(new Date(Date.now() - 1000));
    await assertSucceeds(withBudget(as.owner(), guarded));
  });

  it('leaves other members free to write', async () => {
    await suspend(new Date(Date.now() + HOUR));
    const db = as.other();
    const follow = doc(db, paths.follows, `${OTHER}_${OWNER}`);
    await assertSucceeds(
      writeWithBudget(db, OTHER, 'follow', (transaction) =>
        transaction.set(follow, {
          followerId: OTHER,
          followingId: OWNER,
          createdAt: serverTimestamp(),
        }),
      ),
    );
  });
});

describe('the suspension itself', () => {
  it('is written by functions only: no member edits or lifts their own', async () => {
    await suspend(new Date(Date.now() + HOUR));
    await assertFails(
      updateDoc(doc(as.owner(), paths.userRoles, OWNER), { 'suspension.until': new Date(0) }),
    );
    await assertFails(
      updateDoc(doc(as.admin(), paths.userRoles, OWNER), { 'suspension.until': null }),
    );
  });
});

describe('moderationLog', () => {
  const log = paths.moderationLog;
  const newest = (db: ReturnType<typeof as.admin>, ...filters: ReturnType<typeof where>[]) =>
    query(collection(db, log), ...filters, orderBy('createdAt', 'desc'), limit(20));

  it('is read whole by admins, in bounded pages', async () => {
    await assertSucceeds(getDoc(doc(as.admin(), log, 'admin-entry')));
    const all = await getDocs(newest(as.admin(), where('scope', 'in', ['reports', 'admin'])));
    expect(all.size).toBe(2);
    await assertFails(getDocs(query(collection(as.admin(), log), limit(51))));
    await assertFails(getDocs(collection(as.admin(), log)));
  });

  it('shows moderators the entries of report handling only', async () => {
    await assertSucceeds(getDoc(doc(as.moderator(), log, 'report-entry')));
    await assertFails(getDoc(doc(as.moderator(), log, 'admin-entry')));
    const reports = await getDocs(newest(as.moderator(), where('scope', '==', 'reports')));
    expect(reports.docs.map((entry) => entry.id)).toEqual(['report-entry']);
    await assertFails(getDocs(newest(as.moderator())));
    await assertFails(getDocs(newest(as.moderator(), where('scope', '==', 'admin'))));
  });

  it('is closed to members and visitors', async () => {
    for (const db of [as.owner(), as.other(), as.visitor()]) {
      await assertFails(getDoc(doc(db, log, 'report-entry')));
      await assertFails(getDocs(newest(db, where('scope', '==', 'reports'))));
    }
  });

  itRefusesEveryClientWrite(
    as,
    {
      [`${log}/forged`]: entry('reports', 'contentDeletion'),
      [`${log}/report-entry`]: entry('reports', 'reportStatus'),
    },
    [`${log}/report-entry`, `${log}/admin-entry`],
  );

  it('refuses staff editing an entry', async () => {
    await assertFails(updateDoc(doc(as.admin(), log, 'admin-entry'), { reason: 'Edited' }));
    await assertFails(updateDoc(doc(as.moderator(), log, 'report-entry'), { reason: 'Edited' }));
    expect((await peek(`${log}/admin-entry`))?.reason).toBe('');
  });

  it('stays readable to a suspended moderator (reading is never refused)', async () => {
    await seed({
      [`${paths.userRoles}/${MODERATOR}`]: {
        role: 'moderator',
        updatedAt: new Date(),
        suspension: { until: null, reason: 'x', suspendedBy: ADMIN, suspendedAt: new Date() },
      },
    });
    await assertSucceeds(getDoc(doc(as.moderator(), log, 'report-entry')));
  });
});
