// Editing posts: only the edit callables change a post's text, so no client writes an
// edit, `editedAt` or a revision, on its own post or another's; the versions an edit replaced are
// read by staff (admins and moderators, who read reports) and nobody else, the author included.
import { describe, it } from 'vitest';
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { OTHER, OWNER, itRefusesEveryClientWrite, rulesSuite } from './support/rules-env.js';
import { storedReply, storedThread } from './support/forum-documents.js';

const thread = storedThread();
const threadReply = storedReply('anon');
const pollReply = { pollId: 'poll', parentId: null, body: 'Option two', createdAt: new Date() };
const revision = { body: 'The first words', replacedAt: new Date() };

const THREAD_REVISION = 'threads/anon/revisions/first';
const REPLY_REVISION = 'threads/anon/replies/mine/revisions/first';
const POLL_REPLY_REVISION = 'polls/poll/replies/mine/revisions/first';
const REVISIONS = [THREAD_REVISION, REPLY_REVISION, POLL_REPLY_REVISION];

const { as } = rulesSuite('demo-rules-post-editing', {
  'threads/anon': { ...thread, isAnonymous: true },
  'threads/anon/private/author': { authorId: OWNER },
  [THREAD_REVISION]: { title: 'Brahms 3', ...revision },
  'threads/anon/replies/mine': { ...threadReply, isAnonymous: true },
  'threads/anon/replies/mine/private/author': { authorId: OWNER },
  'threads/anon/replies/theirs': { ...threadReply, isAnonymous: false, authorId: OTHER },
  'threads/anon/replies/theirs/private/author': { authorId: OTHER },
  [REPLY_REVISION]: revision,
  'polls/poll/replies/mine': { ...pollReply, isAnonymous: false, authorId: OWNER },
  'polls/poll/replies/mine/private/author': { authorId: OWNER },
  [POLL_REPLY_REVISION]: revision,
});

describe('a post’s text', () => {
  it('is not edited by a client, not even by its author or an admin (editThread only)', async () => {
    await assertFails(updateDoc(doc(as.owner(), 'threads/anon'), { title: 'Brahms 4, again' }));
    await assertFails(
      updateDoc(doc(as.owner(), 'threads/anon'), { body: 'New', editedAt: new Date() }),
    );
    await assertFails(updateDoc(doc(as.admin(), 'threads/anon'), { body: 'Rewritten' }));
  });

  it('of another member is not edited by a client, anonymous or not', async () => {
    await assertFails(updateDoc(doc(as.other(), 'threads/anon'), { body: 'Mine now' }));
    await assertFails(
      updateDoc(doc(as.other(), 'threads/anon/replies/mine'), { body: 'Mine now' }),
    );
    await assertFails(
      updateDoc(doc(as.owner(), 'threads/anon/replies/theirs'), { body: 'Mine now' }),
    );
    await assertFails(updateDoc(doc(as.other(), 'polls/poll/replies/mine'), { body: 'Mine now' }));
  });

  it('of a reply is not edited by its author directly (editReply only), nor marked edited', async () => {
    await assertFails(updateDoc(doc(as.owner(), 'threads/anon/replies/mine'), { body: 'Edited' }));
    await assertFails(
      updateDoc(doc(as.owner(), 'threads/anon/replies/mine'), { editedAt: new Date() }),
    );
    await assertFails(
      updateDoc(doc(as.owner(), 'threads/anon/replies/mine'), {
        body: 'deleted',
        editedAt: new Date(),
      }),
    );
    await assertFails(updateDoc(doc(as.owner(), 'polls/poll/replies/mine'), { body: 'Edited' }));
  });
});

describe('revisions', () => {
  it.each(REVISIONS)('%s is read by admins and moderators', async (path) => {
    await assertSucceeds(getDoc(doc(as.admin(), path)));
    await assertSucceeds(getDoc(doc(as.moderator(), path)));
    const revisions = path.slice(0, path.lastIndexOf('/'));
    await assertSucceeds(getDocs(collection(as.admin(), revisions)));
    await assertSucceeds(getDocs(collection(as.moderator(), revisions)));
  });

  it.each(REVISIONS)('%s is read by no member, the author included, nor visitors', async (path) => {
    const revisions = path.slice(0, path.lastIndexOf('/'));
    for (const db of [as.owner(), as.other(), as.member(), as.visitor()]) {
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, revisions)));
    }
  });

  it('cannot be written by its author to pass off an edit', async () => {
    await assertFails(
      setDoc(doc(as.owner(), 'threads/anon/revisions/forged'), {
        title: 'x',
        body: 'y',
        replacedAt: new Date(),
      }),
    );
  });

  itRefusesEveryClientWrite(
    as,
    Object.fromEntries(REVISIONS.map((path) => [path, { body: 'Forged', replacedAt: new Date() }])),
    REVISIONS,
  );
});
