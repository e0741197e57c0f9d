// Polls per role and operation: polls (function-written), ballots (one per member, written by the
// member and checked against the poll: its options, its choice limit, its closing time), poll replies (callables only, anonymous authors
// hidden as for thread replies) and the vote counter's markers.
import { describe, expect, it } from 'vitest';
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
  where,
  type Firestore,
} from 'firebase/firestore';
import { deleteDoc, setDoc, updateDoc } from './support/budgeted-writes.js';
import { LIST_READ_LIMIT } from '@salon/domain';
import {
  ADMIN,
  MEMBER,
  OTHER,
  OWNER,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';

const poll = (extra: object) => ({
  kind: 'daily',
  threadId: null,
  title: 'Favourite Brahms symphony?',
  description: '',
  createdAt: new Date(),
  createdBy: ADMIN,
  isActive: true,
  closedAt: null,
  closesAt: null,
  maxChoices: 1,
  resultsVisibility: 'afterVoting',
  options: [
    { id: 'o1', optionText: 'No. 1' },
    { id: 'o2', optionText: 'No. 4' },
  ],
  voteCounts: { o1: 1, o2: 0 },
  totalVotes: 1,
  ...extra,
});
const HOUR = 3_600_000;
const reply = (extra: object) => ({
  pollId: 'open',
  parentId: null,
  body: 'No. 4, for the passacaglia',
  createdAt: new Date(),
  ...extra,
});
const ownerVote = `polls/open/votes/${OWNER}`;
const vote = (uid: string, optionIds: string | string[], pollId = 'open') => ({
  pollId,
  optionIds: typeof optionIds === 'string' ? [optionIds] : optionIds,
  userId: uid,
  votedAt: serverTimestamp(),
});
const castAs = (db: Firestore, uid: string, optionIds: string | string[], pollId = 'open') =>
  setDoc(doc(db, `polls/${pollId}/votes/${uid}`), vote(uid, optionIds, pollId));

const { as, seed } = rulesSuite('demo-rules-polls', {
  'polls/open': poll({}),
  'polls/closed': poll({ isActive: false, closedAt: new Date() }),
  // Still active (closeDuePolls has not passed yet), but past its time by the server's clock.
  'polls/due': poll({ kind: 'discussion', threadId: 't1', closesAt: new Date(Date.now() - HOUR) }),
  'polls/later': poll({
    kind: 'discussion',
    threadId: 't2',
    closesAt: new Date(Date.now() + HOUR),
  }),
  'polls/several': poll({
    kind: 'discussion',
    threadId: 't3',
    maxChoices: 2,
    options: [
      { id: 'o1', optionText: 'Karajan' },
      { id: 'o2', optionText: 'Kleiber' },
      { id: 'o3', optionText: 'Abbado' },
    ],
    voteCounts: { o1: 0, o2: 0, o3: 0 },
    totalVotes: 0,
  }),
  [ownerVote]: { pollId: 'open', optionIds: ['o1'], userId: OWNER, votedAt: new Date() },
  'polls/open/replies/named': reply({ isAnonymous: false, authorId: OWNER }),
  'polls/open/replies/named/private/author': { authorId: OWNER },
  'polls/open/replies/anonymous': reply({ isAnonymous: true }),
  'polls/open/replies/anonymous/private/author': { authorId: OWNER },
  'polls/open/appliedEvents/k': { at: new Date() },
});

describe('polls', () => {
  it('are read by everyone, visitors included, as the newest active daily poll', async () => {
    for (const db of [as.visitor(), as.owner(), as.admin()]) {
      await assertSucceeds(getDoc(doc(db, 'polls/open')));
      const newest = await assertSucceeds(
        getDocs(
          query(
            collection(db, 'polls'),
            where('kind', '==', 'daily'),
            where('isActive', '==', true),
            orderBy('createdAt', 'desc'),
            limit(1),
          ),
        ),
      );
      expect(newest.docs.map((snapshot) => snapshot.id)).toEqual(['open']);
      // Lists are bounded: never every poll in one query.
      await assertFails(getDocs(collection(db, 'polls')));
      await assertFails(getDocs(query(collection(db, 'polls'), limit(51))));
    }
  });

  it('are listed by everyone as past polls, most recently closed first, in bounded pages', async () => {
    const past = (db: Firestore, size: number) =>
      query(
        collection(db, 'polls'),
        where('kind', 'in', ['daily', 'weekly']),
        where('isActive', '==', false),
        orderBy('closedAt', 'desc'),
        limit(size),
      );
    const read = await assertSucceeds(getDocs(past(as.visitor(), 11)));
    expect(read.docs.map((snapshot) => snapshot.id)).toEqual(['closed']);
    await assertFails(getDocs(past(as.visitor(), 51)));
  });

  it('cannot be created, edited or deleted by clients, admins included (createPoll, closePoll)', async () => {
    for (const db of [as.visitor(), as.owner(), as.admin()]) {
      await assertFails(setDoc(doc(db, 'polls/new'), poll({ voteCounts: { o1: 0, o2: 0 } })));
      await assertFails(updateDoc(doc(db, 'polls/open'), { isActive: false }));
      await assertFails(updateDoc(doc(db, 'polls/open'), { 'voteCounts.o2': 50 }));
      await assertFails(deleteDoc(doc(db, 'polls/open')));
    }
  });
});

describe('votes', () => {
  it('are cast by a member for themselves, on an option of an active poll', async () => {
    await assertSucceeds(castAs(as.other(), OTHER, 'o2'));
  });

  it('are changed by voting again: the same document, overwritten', async () => {
    await assertSucceeds(castAs(as.owner(), OWNER, 'o2'));
    await assertSucceeds(castAs(as.owner(), OWNER, 'o2'));
    await assertSucceeds(castAs(as.owner(), OWNER, 'o1'));
  });

  it('cannot be cast by visitors or for another member', async () => {
    await assertFails(castAs(as.visitor(), OTHER, 'o1'));
    await assertFails(castAs(as.other(), OWNER, 'o2'));
    await assertFails(setDoc(doc(as.other(), `polls/open/votes/${OTHER}`), vote(OWNER, 'o2')));
    await assertFails(castAs(as.admin(), OWNER, 'o2'));
  });

  it('refuse an unknown option, a closed or missing poll, and a vote naming another poll', async () => {
    await assertFails(castAs(as.other(), OTHER, 'o3'));
    await assertFails(castAs(as.other(), OTHER, 'voteCounts'));
    await assertFails(castAs(as.other(), OTHER, 'o1', 'closed'));
    await assertFails(castAs(as.other(), OTHER, 'o1', 'missing'));
    await assertFails(
      setDoc(doc(as.other(), `polls/open/votes/${OTHER}`), vote(OTHER, 'o1', 'closed')),
    );
  });

  it('name up to the poll’s choice limit of distinct options, one when single choice', async () => {
    await assertSucceeds(castAs(as.other(), OTHER, ['o1', 'o3'], 'several'));
    await assertSucceeds(castAs(as.other(), OTHER, ['o2'], 'several'));
    await assertFails(castAs(as.other(), OTHER, ['o1', 'o2', 'o3'], 'several'));
    await assertFails(castAs(as.other(), OTHER, ['o1', 'o1'], 'several'));
    await assertFails(castAs(as.other(), OTHER, [], 'several'));
    await assertFails(castAs(as.other(), OTHER, ['o1', 'o4'], 'several'));
    await assertFails(castAs(as.other(), OTHER, ['o1', 'o2']));
  });

  it('are refused after the closing time by the server’s clock, before any function closes it', async () => {
    await assertSucceeds(castAs(as.other(), OTHER, 'o1', 'later'));
    await assertFails(castAs(as.other(), OTHER, 'o1', 'due'));
  });

  it('refuse extra or missing fields and a client-chosen time', async () => {
    const db = as.other();
    const ref = doc(db, `polls/open/votes/${OTHER}`);
    await assertFails(setDoc(ref, { ...vote(OTHER, 'o1'), weight: 10 }));
    await assertFails(setDoc(ref, { pollId: 'open', optionIds: ['o1'], userId: OTHER }));
    await assertFails(setDoc(ref, { ...vote(OTHER, 'o1'), votedAt: new Date(2020, 0, 1) }));
    await assertFails(setDoc(ref, { ...vote(OTHER, 'o1'), optionIds: 'o1' }));
    await assertFails(setDoc(ref, { ...vote(OTHER, 'o1'), optionIds: [1] }));
  });

  it('cannot be withdrawn or changed on a closed poll', async () => {
    await assertFails(deleteDoc(doc(as.owner(), ownerVote)));
    await assertFails(deleteDoc(doc(as.admin(), ownerVote)));
    await seed({
      [`polls/closed/votes/${OWNER}`]: {
        pollId: 'closed',
        optionIds: ['o1'],
        userId: OWNER,
        votedAt: new Date(),
      },
    });
    await assertFails(castAs(as.owner(), OWNER, 'o2', 'closed'));
  });

  it('are read by their voter and admins only; nobody else lists them', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), ownerVote)));
    await assertSucceeds(getDoc(doc(as.admin(), ownerVote)));
    await assertSucceeds(getDocs(collection(as.admin(), 'polls/open/votes')));
    await assertFails(getDoc(doc(as.other(), ownerVote)));
    await assertFails(getDoc(doc(as.visitor(), ownerVote)));
    await assertFails(getDocs(collection(as.owner(), 'polls/open/votes')));
    await assertFails(
      getDocs(
        query(
          collection(as.other(), 'polls/open/votes'),
          where('optionIds', 'array-contains', 'o1'),
        ),
      ),
    );
  });

  it('show a member that they have not voted (their own missing vote is readable)', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(as.other(), `polls/open/votes/${OTHER}`)));
    expect(snapshot.exists()).toBe(false);
  });
});

describe('poll replies', () => {
  it('are read by everyone, oldest first, in bounded pages', async () => {
    const replies = (db: Firestore, size?: number) => {
      const ordered = query(collection(db, 'polls/open/replies'), orderBy('createdAt', 'asc'));
      return size === undefined ? ordered : query(ordered, limit(size));
    };
    for (const db of [as.visitor(), as.other()]) {
      const read = await assertSucceeds(getDocs(replies(db, LIST_READ_LIMIT)));
      expect(read.size).toBe(2);
      await assertFails(getDocs(replies(db)));
      await assertFails(getDocs(replies(db, LIST_READ_LIMIT + 1)));
    }
  });

  it('hide an anonymous author from everyone but the author and admins', async () => {
    const anonymous = await assertSucceeds(getDoc(doc(as.other(), 'polls/open/replies/anonymous')));
    expect(anonymous.get('authorId')).toBeUndefined();
    const author = 'polls/open/replies/anonymous/private/author';
    await assertFails(getDoc(doc(as.other(), author)));
    await assertFails(getDoc(doc(as.visitor(), author)));
    await assertSucceeds(getDoc(doc(as.owner(), author)));
    await assertSucceeds(getDoc(doc(as.admin(), author)));
    await assertFails(getDocs(collection(as.admin(), 'polls/open/replies/anonymous/private')));
  });

  it('are posted through postPollReply only', async () => {
    const mine = reply({ isAnonymous: false, authorId: OTHER });
    await assertFails(setDoc(doc(as.other(), 'polls/open/replies/new'), mine));
    await assertFails(setDoc(doc(as.admin(), 'polls/open/replies/new'), mine));
    await assertFails(
      setDoc(doc(as.other(), 'polls/open/replies/new/private/author'), { authorId: OTHER }),
    );
  });

  it('are deleted or edited through deletePollReply only, by nobody directly', async () => {
    await assertFails(deleteDoc(doc(as.owner(), 'polls/open/replies/named')));
    await assertFails(updateDoc(doc(as.owner(), 'polls/open/replies/named'), { body: 'Edited' }));
    await assertFails(deleteDoc(doc(as.other(), 'polls/open/replies/named')));
    await assertFails(deleteDoc(doc(as.admin(), 'polls/open/replies/named')));
  });
});

describe('the vote counter’s markers', () => {
  it('are closed to every client', async () => {
    await assertFails(getDoc(doc(as.admin(), 'polls/open/appliedEvents/k')));
    await assertFails(deleteDoc(doc(as.admin(), 'polls/open/appliedEvents/k')));
    await assertFails(setDoc(doc(as.owner(), 'polls/open/appliedEvents/x'), { at: new Date() }));
  });
});

describe('documents only functions write', () => {
  itRefusesEveryClientWrite(
    as,
    {
      'polls/new': poll({ createdBy: MEMBER }),
      'polls/open': poll({ totalVotes: 99 }),
      'polls/open/replies/new': reply({ isAnonymous: false, authorId: MEMBER }),
      'polls/open/replies/named': reply({ isAnonymous: false, authorId: OWNER, body: 'Edited' }),
      'polls/open/replies/named/private/author': { authorId: MEMBER },
      'polls/open/appliedEvents/k': { at: new Date() },
    },
    [
      'polls/open',
      'polls/open/replies/named',
      'polls/open/replies/named/private/author',
      'polls/open/appliedEvents/k',
      ownerVote,
    ],
  );
});
