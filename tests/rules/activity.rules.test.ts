// "My activity": a member's activity records (users/{uid}/activity, function-written)
// and saved discussions (users/{uid}/savedThreads, the Save toggle) are theirs alone. The records
// know which posts the member wrote anonymously, so nobody else reads them: not another member,
// not a visitor, not staff. Saves take exactly { threadId, savedAt } under the thread's own id,
// for a thread that exists, at the server's time; nobody writes another member's.
//
// Roles: a visitor (signed out); the owner (alice), with a record of an anonymous thread and a
// save; another member (bob); a member with nothing (carol); a moderator and an admin.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  type Firestore,
} from 'firebase/firestore';
import { activityRecordId, paths } from '@salon/domain';
import { deleteDoc, setDoc, updateDoc } from './support/budgeted-writes.js';
import { OTHER, OWNER, ROLES, itRefusesEveryClientWrite, rulesSuite } from './support/rules-env.js';

const RECORD_ID = activityRecordId({ kind: 'thread', threadId: 'secret' });
const recordPath = paths.activityRecord(OWNER, RECORD_ID);
const savedPath = (threadId: string, uid = OWNER) => paths.savedThread(uid, threadId);
const thread = (title: string) => ({ title, body: 'Body.', isAnonymous: false });

const { as, seed } = rulesSuite('demo-rules-activity', {
  [paths.thread('secret')]: { title: 'Posted anonymously', body: 'Body.', isAnonymous: true },
  [paths.thread('open')]: thread('Worth keeping'),
  [paths.thread('kept')]: thread('Kept already'),
  [recordPath]: { threadId: 'secret', startedAt: new Date(), startedAnonymously: true },
  [savedPath('kept')]: { threadId: 'kept', savedAt: new Date() },
});

const records = (db: Firestore, uid = OWNER) => collection(db, paths.activityRecords(uid));
const saves = (db: Firestore, uid = OWNER) => collection(db, paths.savedThreads(uid));
const save = (db: Firestore, threadId: string, data: object = {}, uid = OWNER) =>
  setDoc(doc(db, savedPath(threadId, uid)), { threadId, savedAt: serverTimestamp(), ...data });

const OTHERS = ROLES.filter((role) => role !== 'owner');

describe('activity records', () => {
  it('are read by their member, one by one and a bounded page at a time', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), recordPath)));
    await assertSucceeds(
      getDocs(query(records(as.owner()), orderBy('startedAt', 'desc'), limit(6))),
    );
  });

  it('are not listed without a bound', async () => {
    await assertFails(getDocs(query(records(as.owner()), orderBy('startedAt', 'desc'))));
    await assertFails(getDocs(query(records(as.owner()), limit(51))));
  });

  it.each(OTHERS)('are refused to %s, by path and by query', async (role) => {
    await assertFails(getDoc(doc(as[role](), recordPath)));
    await assertFails(getDocs(query(records(as[role]()), orderBy('startedAt', 'desc'), limit(6))));
  });

  itRefusesEveryClientWrite(
    as,
    {
      [recordPath]: { threadId: 'secret', startedAt: new Date(), startedAnonymously: false },
      [paths.activityRecord(OTHER, RECORD_ID)]: { threadId: 'secret', startedAt: new Date() },
    },
    [recordPath],
  );
});

describe('saved discussions', () => {
  it('are read by their member only', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), savedPath('kept'))));
    await assertSucceeds(getDocs(query(saves(as.owner()), orderBy('savedAt', 'desc'), limit(6))));
    for (const role of OTHERS) {
      await assertFails(getDoc(doc(as[role](), savedPath('kept'))));
      await assertFails(getDocs(query(saves(as[role]()), orderBy('savedAt', 'desc'), limit(6))));
    }
    await assertFails(getDocs(query(saves(as.owner()), orderBy('savedAt', 'desc'))));
  });

  it('are saved and unsaved by their member', async () => {
    await assertSucceeds(save(as.owner(), 'open'));
    await assertSucceeds(deleteDoc(doc(as.owner(), savedPath('open'))));
  });

  it.each(OTHERS)('are never written by %s for the owner', async (role) => {
    await assertFails(save(as[role](), 'open'));
    await assertFails(deleteDoc(doc(as[role](), savedPath('kept'))));
  });

  it('refuse a thread that does not exist', async () => {
    await assertFails(save(as.owner(), 'missing'));
  });

  it('refuse an id that is not the thread’s, another time, or extra or missing fields', async () => {
    await assertFails(save(as.owner(), 'open', { threadId: 'kept' }));
    await assertFails(save(as.owner(), 'open', { savedAt: Timestamp.fromMillis(0) }));
    await assertFails(save(as.owner(), 'open', { note: 'hi' }));
    await assertFails(setDoc(doc(as.owner(), savedPath('open')), { threadId: 'open' }));
  });

  it('are never rewritten', async () => {
    await assertFails(
      updateDoc(doc(as.owner(), savedPath('kept')), { savedAt: serverTimestamp() }),
    );
    await assertFails(save(as.owner(), 'kept'));
  });

  it('refuse a deleted member’s save', async () => {
    await seed({ [paths.deletedMember(OWNER)]: { status: 'deleted', startedAt: new Date() } });
    await assertFails(save(as.owner(), 'open'));
  });
});
