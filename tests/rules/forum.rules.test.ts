// The Salon's documents per role and operation: threads, their private/author, replies (and
// theirs), reactions, views and the counters' markers. Posting goes through callables, so every
// client create is refused; counters and search tokens are never client-writable; an anonymous
// author is readable by nobody but the author and admins.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { LIST_READ_LIMIT } from '@salon/domain';
import {
  ADMIN,
  MEMBER,
  OTHER,
  OWNER,
  itRefusesEveryClientWrite,
  rulesSuite,
} from './support/rules-env.js';
import { storedReply, storedThread } from './support/forum-documents.js';

const thread = (extra: object) => storedThread(extra);
const reply = (extra: object) => storedReply('named', extra);

/** A list or count of a public collection as the app reads it: bounded at LIST_READ_LIMIT. */
const bounded = (db: Firestore, path: string, size = LIST_READ_LIMIT) =>
  query(collection(db, path), limit(size));

/**
 * Lists and counts without a limit, or above LIST_READ_LIMIT, are refused, so nobody reads the
 * whole forum in one query.
 */
async function expectUnboundedRefused(db: Firestore, path: string) {
  await assertFails(getDocs(collection(db, path)));
  await assertFails(getDocs(bounded(db, path, LIST_READ_LIMIT + 1)));
  await assertFails(getCountFromServer(collection(db, path)));
}

const { as } = rulesSuite('demo-rules-forum', {
  'threads/named': thread({ isAnonymous: false, authorId: OWNER }),
  'threads/named/private/author': { authorId: OWNER },
  'threads/anon': thread({ isAnonymous: true }),
  'threads/anon/private/author': { authorId: OWNER },
  'threads/named/replies/mine': reply({ isAnonymous: false, authorId: OWNER }),
  'threads/named/replies/mine/private/author': { authorId: OWNER },
  'threads/named/replies/anonymous': reply({ isAnonymous: true }),
  'threads/named/replies/anonymous/private/author': { authorId: OWNER },
  'threads/named/reactions/alice_applause_thread': {
    userId: OWNER,
    reactionType: 'applause',
    threadId: 'named',
    replyId: null,
    createdAt: new Date(),
  },
  [`threads/named/views/${OWNER}`]: { threadId: 'named', userId: OWNER, viewedAt: new Date() },
  'threads/named/visitorViews/0123abcd': { threadId: 'named', viewedAt: new Date() },
  'threads/named/appliedEvents/marker': { at: new Date() },
  'threads/named/counterDeltas/marker': {
    increments: { replyCount: 1 },
    touch: [],
    at: new Date(),
  },
  'threads/named/replies/mine/counterDeltas/marker': {
    increments: { reactionCount: 1 },
    touch: [],
    at: new Date(),
  },
  'threads/named/counterFolds/1': { expireAt: new Date() },
});

describe('threads', () => {
  it('are readable by visitors and members, one by one and as a bounded list or count', async () => {
    await assertSucceeds(getDoc(doc(as.visitor(), 'threads/anon')));
    await assertSucceeds(getDocs(bounded(as.visitor(), 'threads')));
    await assertSucceeds(getDocs(bounded(as.other(), 'threads')));
    await assertSucceeds(getCountFromServer(bounded(as.visitor(), 'threads')));
  });

  it('refuse listing or counting the whole forum in one query, even to admins', async () => {
    await expectUnboundedRefused(as.visitor(), 'threads');
    await expectUnboundedRefused(as.admin(), 'threads');
  });

  it('cannot be created by clients, not even admins (createThread only)', async () => {
    const draft = thread({ isAnonymous: false, authorId: OWNER });
    await assertFails(setDoc(doc(as.visitor(), 'threads/new'), draft));
    await assertFails(setDoc(doc(as.owner(), 'threads/new'), draft));
    await assertFails(setDoc(doc(as.admin(), 'threads/new'), { ...draft, authorId: ADMIN }));
  });

  it('refuse a member writing a counter or the search tokens, even on their own thread', async () => {
    await assertFails(updateDoc(doc(as.owner(), 'threads/named'), { replyCount: 99 }));
    await assertFails(updateDoc(doc(as.owner(), 'threads/named'), { viewCount: 1000 }));
    await assertFails(updateDoc(doc(as.other(), 'threads/named'), { reactionCount: 5 }));
    await assertFails(updateDoc(doc(as.owner(), 'threads/named'), { searchTokens: ['spam'] }));
    await assertFails(updateDoc(doc(as.admin(), 'threads/named'), { viewCount: 0 }));
  });

  it('refuse editing title or body (no client edits)', async () => {
    await assertFails(updateDoc(doc(as.owner(), 'threads/named'), { title: 'Changed' }));
  });

  it('can be deleted by their author, also when anonymous', async () => {
    await assertSucceeds(deleteDoc(doc(as.owner(), 'threads/anon')));
  });

  it('cannot be deleted by another member or a visitor', async () => {
    await assertFails(deleteDoc(doc(as.other(), 'threads/anon')));
    await assertFails(deleteDoc(doc(as.other(), 'threads/named')));
    await assertFails(deleteDoc(doc(as.visitor(), 'threads/named')));
  });

  // An admin's deletion is a staff action, logged by deleteThread; a direct one could not be.
  it('cannot be deleted directly by an admin, who deletes through deleteThread', async () => {
    await assertFails(deleteDoc(doc(as.admin(), 'threads/named')));
  });
});

describe('private/author of a thread', () => {
  it('hides an anonymous author from other members and visitors', async () => {
    await assertFails(getDoc(doc(as.other(), 'threads/anon/private/author')));
    await assertFails(getDoc(doc(as.visitor(), 'threads/anon/private/author')));
    await assertFails(getDocs(collection(as.other(), 'threads/anon/private')));
  });

  it('is readable by the author and by admins', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), 'threads/anon/private/author')));
    await assertSucceeds(getDoc(doc(as.admin(), 'threads/anon/private/author')));
  });

  it('is written by functions only', async () => {
    await assertFails(setDoc(doc(as.other(), 'threads/anon/private/author'), { authorId: OTHER }));
    await assertFails(deleteDoc(doc(as.owner(), 'threads/anon/private/author')));
    await assertFails(setDoc(doc(as.admin(), 'threads/anon/private/author'), { authorId: ADMIN }));
  });
});

describe('replies', () => {
  it('are readable by everyone, listed in bounded pages', async () => {
    await assertSucceeds(getDocs(bounded(as.visitor(), 'threads/named/replies')));
    await assertSucceeds(getDoc(doc(as.other(), 'threads/named/replies/anonymous')));
    await expectUnboundedRefused(as.visitor(), 'threads/named/replies');
  });

  it('cannot be created by clients (postReply only)', async () => {
    const draft = reply({ isAnonymous: false, authorId: OTHER });
    await assertFails(setDoc(doc(as.other(), 'threads/named/replies/new'), draft));
    await assertFails(setDoc(doc(as.visitor(), 'threads/named/replies/new'), draft));
  });

  it('let their author remove them the spec’s way (body "deleted"), also when anonymous', async () => {
    await assertSucceeds(
      updateDoc(doc(as.owner(), 'threads/named/replies/mine'), { body: 'deleted' }),
    );
    await assertSucceeds(
      updateDoc(doc(as.owner(), 'threads/named/replies/anonymous'), { body: 'deleted' }),
    );
  });

  it('refuse another member deleting a reply, softly or for good', async () => {
    await assertFails(
      updateDoc(doc(as.other(), 'threads/named/replies/mine'), { body: 'deleted' }),
    );
    await assertFails(
      updateDoc(doc(as.other(), 'threads/named/replies/anonymous'), { body: 'deleted' }),
    );
    await assertFails(deleteDoc(doc(as.other(), 'threads/named/replies/mine')));
  });

  it('refuse the author editing the text, a counter, or deleting the row', async () => {
    await assertFails(updateDoc(doc(as.owner(), 'threads/named/replies/mine'), { body: 'Edited' }));
    await assertFails(
      updateDoc(doc(as.owner(), 'threads/named/replies/mine'), { reactionCount: 10 }),
    );
    await assertFails(
      updateDoc(doc(as.owner(), 'threads/named/replies/mine'), {
        body: 'deleted',
        reactionCount: 10,
      }),
    );
    await assertFails(deleteDoc(doc(as.owner(), 'threads/named/replies/mine')));
  });

  // Admins remove replies through deleteReply and deleteReportedContent, which log it.
  it('refuse an admin’s direct removal, soft or for good', async () => {
    await assertFails(
      updateDoc(doc(as.admin(), 'threads/named/replies/anonymous'), { body: 'deleted' }),
    );
    await assertFails(deleteDoc(doc(as.admin(), 'threads/named/replies/mine')));
  });

  it('hide an anonymous reply’s author from other members', async () => {
    await assertFails(getDoc(doc(as.other(), 'threads/named/replies/anonymous/private/author')));
    await assertSucceeds(getDoc(doc(as.owner(), 'threads/named/replies/anonymous/private/author')));
    await assertSucceeds(getDoc(doc(as.admin(), 'threads/named/replies/anonymous/private/author')));
  });
});

describe('reactions', () => {
  const path = 'threads/named/reactions/alice_applause_thread';

  it('are readable by everyone, listed in bounded pages', async () => {
    await assertSucceeds(getDocs(bounded(as.visitor(), 'threads/named/reactions')));
    await assertSucceeds(getDoc(doc(as.other(), path)));
    await expectUnboundedRefused(as.other(), 'threads/named/reactions');
  });

  it('are toggled through toggleReaction only: no client create or delete, even of one’s own', async () => {
    await assertFails(
      setDoc(doc(as.other(), 'threads/named/reactions/bob_bravo_thread'), {
        userId: OTHER,
        reactionType: 'bravo',
        threadId: 'named',
        replyId: null,
        createdAt: new Date(),
      }),
    );
    await assertFails(deleteDoc(doc(as.owner(), path)));
    await assertFails(deleteDoc(doc(as.admin(), path)));
  });
});

describe('views', () => {
  const path = `threads/named/views/${OWNER}`;

  it('are readable by their member and admins only', async () => {
    await assertSucceeds(getDoc(doc(as.owner(), path)));
    await assertSucceeds(getDoc(doc(as.admin(), path)));
    await assertFails(getDoc(doc(as.other(), path)));
    await assertFails(getDoc(doc(as.visitor(), path)));
    await assertFails(getDocs(collection(as.other(), 'threads/named/views')));
  });

  it('are written by recordThreadView only', async () => {
    await assertFails(
      setDoc(doc(as.owner(), path), { threadId: 'named', userId: OWNER, viewedAt: new Date(0) }),
    );
    await assertFails(deleteDoc(doc(as.owner(), path)));
  });
});

describe('the counters’ markers, waiting deltas and fold leases', () => {
  it('are closed to every client', async () => {
    for (const path of [
      'threads/named/appliedEvents/marker',
      'threads/named/counterDeltas/marker',
      'threads/named/replies/mine/counterDeltas/marker',
      'threads/named/counterFolds/1',
    ]) {
      await assertFails(getDoc(doc(as.admin(), path)));
      await assertFails(getDoc(doc(as.owner(), path)));
      await assertFails(deleteDoc(doc(as.owner(), path)));
    }
    await assertFails(getDocs(collection(as.visitor(), 'threads/named/counterDeltas')));
  });
});

describe('visitors’ views', () => {
  it('are closed to every client, even admins', async () => {
    await assertFails(getDoc(doc(as.admin(), 'threads/named/visitorViews/0123abcd')));
    await assertFails(getDocs(collection(as.visitor(), 'threads/named/visitorViews')));
    await assertFails(
      setDoc(doc(as.visitor(), 'threads/named/visitorViews/0123abcd'), {
        threadId: 'named',
        viewedAt: new Date(0),
      }),
    );
  });
});

describe('documents only functions write', () => {
  const reaction = 'threads/named/reactions/alice_applause_thread';
  const view = `threads/named/views/${OWNER}`;
  const owned = [
    'threads/named/private/author',
    'threads/named/replies/mine/private/author',
    reaction,
    view,
    'threads/named/visitorViews/0123abcd',
    'threads/named/appliedEvents/marker',
    'threads/named/counterDeltas/marker',
  ];
  itRefusesEveryClientWrite(
    as,
    {
      'threads/new': thread({ isAnonymous: false, authorId: MEMBER }),
      'threads/named/replies/new': reply({ isAnonymous: false, authorId: MEMBER }),
      'threads/named/private/author': { authorId: MEMBER },
      'threads/named/replies/mine/private/author': { authorId: MEMBER },
      [reaction]: {
        userId: OWNER,
        reactionType: 'applause',
        threadId: 'named',
        replyId: null,
        createdAt: new Date(),
      },
      [view]: { threadId: 'named', userId: OWNER, viewedAt: new Date(0) },
      'threads/named/visitorViews/0123abcd': { threadId: 'named', viewedAt: new Date(0) },
      'threads/named/appliedEvents/marker': { at: new Date() },
      'threads/named/counterDeltas/marker': {
        increments: { replyCount: 1000 },
        touch: [],
        at: new Date(),
      },
    },
    owned,
  );
});
