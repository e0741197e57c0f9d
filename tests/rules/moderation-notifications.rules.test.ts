// Reports: members create them through submitReport; staff (admins and moderators) read them
// and close them through the report callables only.
// Notifications: written by functions; their owner reads them and flips `read`, nothing else.
import { describe, expect, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getCountFromServer,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import {
  ADMIN,
  MEMBER,
  MODERATOR,
  OTHER,
  OWNER,
  ROLES,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';
import { paths } from '@salon/domain';

const report = {
  reporterId: OWNER,
  threadId: 't1',
  replyId: null,
  reason: 'spam',
  description: '',
  status: 'pending',
  reviewedBy: null,
  reviewedAt: null,
  createdAt: new Date(),
};
const notification = {
  userId: OWNER,
  type: 'reply',
  title: 'New Reply',
  message: 'Anonymous replied to your discussion "Brahms"',
  read: false,
  data: { threadId: 't1', replyId: 'r1', isAnonymous: true },
  createdAt: new Date(),
};
const mine = `users/${OWNER}/notifications/n1`;

const claim = paths.openReportClaim(MEMBER, 't1', null);
const rateWindow = paths.rateWindow(MEMBER, 'createThread', 1);

const { as, seed } = rulesSuite('demo-rules-moderation', {
  'reports/r1': report,
  [claim]: { reportId: 'r1' },
  [rateWindow]: { count: 3, expireAt: new Date(0) },
  [mine]: notification,
  [`users/${OWNER}/notifications/n2`]: { ...notification, title: 'New Reaction' },
  [`users/${OWNER}/notifications/n3`]: { ...notification, read: true },
});

describe('reports', () => {
  it('cannot be created directly by anyone (submitReport only)', async () => {
    await assertFails(setDoc(doc(as.owner(), 'reports/new'), report));
    await assertFails(setDoc(doc(as.visitor(), 'reports/new'), report));
    await assertFails(setDoc(doc(as.admin(), 'reports/new'), { ...report, reporterId: ADMIN }));
  });

  it('are unreadable by members, their own included, and by visitors', async () => {
    await assertFails(getDoc(doc(as.owner(), 'reports/r1')));
    await assertFails(getDoc(doc(as.other(), 'reports/r1')));
    await assertFails(getDocs(collection(as.visitor(), 'reports')));
    await assertFails(
      getDocs(query(collection(as.owner(), 'reports'), where('reporterId', '==', OWNER))),
    );
  });

  it('are read and listed by staff: admins and moderators', async () => {
    for (const staff of [as.admin(), as.moderator()]) {
      await assertSucceeds(getDoc(doc(staff, 'reports/r1')));
      await assertSucceeds(
        getDocs(
          query(
            collection(staff, 'reports'),
            where('status', 'in', ['pending', 'reviewed']),
            orderBy('createdAt', 'desc'),
          ),
        ),
      );
    }
  });

  it('are counted by staff only (the aggregation needs list)', async () => {
    const open = (db: ReturnType<typeof as.admin>) =>
      query(collection(db, 'reports'), where('status', 'in', ['pending', 'reviewed']));
    expect((await assertSucceeds(getCountFromServer(open(as.moderator())))).data().count).toBe(1);
    await assertFails(getCountFromServer(open(as.owner())));
  });

  it('are changed and deleted by nobody directly, staff included (the callables only)', async () => {
    for (const db of [as.admin(), as.moderator(), as.owner(), as.other(), as.visitor()]) {
      await assertFails(
        updateDoc(doc(db, 'reports/r1'), {
          status: 'reviewed',
          reviewedBy: ADMIN,
          reviewedAt: serverTimestamp(),
        }),
      );
      await assertFails(updateDoc(doc(db, 'reports/r1'), { status: 'dismissed' }));
      await assertFails(deleteDoc(doc(db, 'reports/r1')));
    }
    await assertFails(
      setDoc(doc(as.moderator(), 'reports/new'), { ...report, reporterId: MODERATOR }),
    );
  });
});

describe('notifications', () => {
  const list = `users/${OWNER}/notifications`;

  it('are read by their owner, one by one, as the bell’s list and as the unread ones', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), mine)));
    const bell = await assertSucceeds(
      getDocs(query(collection(as.owner(), list), orderBy('createdAt', 'desc'), limit(50))),
    );
    expect(bell.size).toBe(3);
    const unread = await assertSucceeds(
      getDocs(query(collection(as.owner(), list), where('read', '==', false))),
    );
    expect(unread.size).toBe(2);
  });

  it('are unreadable by other members, admins and visitors', async () => {
    await assertFails(getDoc(doc(as.other(), mine)));
    await assertFails(getDoc(doc(as.admin(), mine)));
    await assertFails(getDoc(doc(as.visitor(), mine)));
    await assertFails(getDocs(collection(as.visitor(), list)));
    await assertFails(getDocs(collection(as.other(), list)));
    await assertFails(getDocs(query(collection(as.admin(), list), where('read', '==', false))));
  });

  it('let their owner flip read, both ways', async () => {
    await assertSucceeds(updateDoc(doc(as.owner(), mine), { read: true }));
    await assertSucceeds(updateDoc(doc(as.owner(), mine), { read: false }));
  });

  it('let their owner mark all read in one batch ("Mark all read")', async () => {
    const db = as.owner();
    const unread = await getDocs(query(collection(db, list), where('read', '==', false)));
    const batch = writeBatch(db);
    for (const row of unread.docs) batch.update(row.ref, { read: true });
    await assertSucceeds(batch.commit());
    expect((await getDocs(query(collection(db, list), where('read', '==', false)))).size).toBe(0);
  });

  it('refuse a batch that marks another member’s notification too, as a whole', async () => {
    await seed({ [`users/${OTHER}/notifications/n9`]: { ...notification, userId: OTHER } });
    const db = as.owner();
    const batch = writeBatch(db);
    batch.update(doc(db, mine), { read: true });
    batch.update(doc(db, `users/${OTHER}/notifications/n9`), { read: true });
    await assertFails(batch.commit());
    expect((await getDoc(doc(db, mine))).get('read')).toBe(false);
  });

  it('refuse any other change, by the owner or anyone else', async () => {
    await assertFails(updateDoc(doc(as.owner(), mine), { read: 'yes' }));
    await assertFails(updateDoc(doc(as.owner(), mine), { read: true, title: 'Edited' }));
    await assertFails(updateDoc(doc(as.owner(), mine), { read: deleteField() }));
    await assertFails(updateDoc(doc(as.owner(), mine), { userId: OTHER }));
    await assertFails(updateDoc(doc(as.owner(), mine), { 'data.isAnonymous': false }));
    await assertFails(updateDoc(doc(as.owner(), mine), { createdAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(as.other(), mine), { read: true }));
    await assertFails(updateDoc(doc(as.admin(), mine), { read: true }));
    await assertFails(updateDoc(doc(as.visitor(), mine), { read: true }));
  });

  it('are created and deleted by functions only', async () => {
    await assertFails(setDoc(doc(as.owner(), `users/${OWNER}/notifications/n2`), notification));
    await assertFails(
      setDoc(doc(as.other(), `users/${OWNER}/notifications/n2`), {
        ...notification,
        userId: OWNER,
      }),
    );
    await assertFails(deleteDoc(doc(as.owner(), mine)));
    await assertFails(deleteDoc(doc(as.admin(), mine)));
    await assertFails(
      setDoc(doc(as.admin(), `users/${OWNER}/notifications/n4`), { ...notification, read: true }),
    );
  });
});

describe('documents only functions write', () => {
  itRefusesEveryClientWrite(
    as,
    {
      'reports/new': { ...report, reporterId: MEMBER },
      [`users/${MEMBER}/notifications/new`]: { ...notification, userId: MEMBER },
      [`users/${OWNER}/notifications/new`]: notification,
      [paths.openReportClaim(OWNER, 't1', 'r1')]: { reportId: 'r1' },
      [paths.rateWindow(MEMBER, 'postReply', 1)]: { count: 0, expireAt: new Date(0) },
    },
    [mine, claim, rateWindow],
  );

  it.each(ROLES)('refuse %s reading the open-report claims', async (role) => {
    await assertFails(getDoc(doc(as[role](), claim)));
  });

  it.each(ROLES)('refuse %s reading the rate-limit counts, their own included', async (role) => {
    await assertFails(getDoc(doc(as[role](), rateWindow)));
  });
});
