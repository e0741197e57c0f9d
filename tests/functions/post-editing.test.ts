// Editing posts: the author, and nobody else, rewrites their own thread, thread reply
// or poll reply through editThread and editReply, with the rules of posting (toasts, limits,
// content policy, a rate limit); the search index follows the new text, counters stay, anonymity
// stays, and the replaced version is kept for staff only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import {
  CONTENT_BLOCKED_WORDS,
  CONTENT_POLICY_VIOLATION_TITLE,
  EMPTY_REPLY_TOAST,
  FORUM_TOASTS,
  paths,
  POST_EDIT_MESSAGES,
  RATE_LIMIT_TOAST,
  RATE_LIMITS,
  rateWindowAt,
  searchQueryTokens,
} from '@salon/domain';
import { eventually } from '@salon/emulator/testing';
import { adminDb, newMember, refusalOf, settled, type Member } from './support/functions-env.js';

let author: Member;
let stranger: Member;
let moderator: Member;
let admin: Member;

beforeAll(async () => {
  [author, stranger, moderator, admin] = await Promise.all([
    newMember('editor'),
    newMember('stranger'),
    newMember('moderator', { role: 'moderator' }),
    newMember('admin', { admin: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([author, stranger, moderator, admin].map((member) => member.close()));
});

const replyPath = (threadId: string, replyId: string) => `${paths.replies(threadId)}/${replyId}`;
const stored = async (path: string) => (await adminDb().doc(path).get()).data() ?? {};
const revisionsAt = async (path: string) =>
  (await adminDb().collection(paths.postRevisions(path)).orderBy('replacedAt').get()).docs.map(
    (revision) => revision.data(),
  );

async function newThread(by: Member, isAnonymous = false) {
  const { threadId } = await by.call('createThread', {
    title: 'Pergolesi’s Stabat Mater',
    body: 'Which recording keeps the two voices apart?',
    isAnonymous,
  });
  return threadId;
}

async function newReply(by: Member, threadId: string, isAnonymous = false) {
  const { replyId } = await by.call('postReply', {
    threadId,
    parentId: null,
    body: 'The one with the countertenor.',
    isAnonymous,
  });
  await settled(replyPath(threadId, replyId), 1);
  return replyId;
}

/** The threads a member's search for `words` finds, as the Salon queries them. */
async function searchFinds(member: Member, words: string): Promise<string[]> {
  const found = await getDocs(
    query(
      collection(member.firestore, paths.threads),
      where('searchTokens', 'array-contains-any', searchQueryTokens(words)),
      orderBy('createdAt', 'desc'),
      limit(50),
    ),
  );
  return found.docs.map((thread) => thread.id);
}

describe('editThread', () => {
  it('rewrites the author’s thread: new text, search on the new words only, editedAt, the old version kept', async () => {
    const threadId = await newThread(author);
    const before = await stored(paths.thread(threadId));
    expect(await searchFinds(stranger, 'Pergolesi')).toContain(threadId);

    const edit = { threadId, title: 'Boccherini’s Stabat Mater', body: 'Its 1800 revision.' };
    expect(await author.call('editThread', edit)).toEqual({ edited: true });

    const after = await stored(paths.thread(threadId));
    expect(after).toMatchObject({ title: edit.title, body: edit.body, isAnonymous: false });
    expect(after['authorId']).toBe(author.uid);
    expect(after['editedAt']).toBeInstanceOf(Timestamp);
    for (const counter of ['replyCount', 'reactionCount', 'viewCount', 'createdAt'])
      expect(after[counter], counter).toEqual(before[counter]);
    expect(await searchFinds(stranger, 'Boccherini')).toContain(threadId);
    expect(await searchFinds(stranger, 'Pergolesi')).not.toContain(threadId);

    const revisions = await revisionsAt(paths.thread(threadId));
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ title: before['title'], body: before['body'] });
    expect(Object.keys(revisions[0]!).sort()).toEqual(['body', 'replacedAt', 'title']);
  });

  it('answers an edit that changes nothing without a new revision', async () => {
    const threadId = await newThread(author);
    const { title, body } = await stored(paths.thread(threadId));
    expect(await author.call('editThread', { threadId, title: ` ${title} `, body })).toEqual({
      edited: false,
    });
    expect(await revisionsAt(paths.thread(threadId))).toEqual([]);
    expect((await stored(paths.thread(threadId)))['editedAt']).toBeUndefined();
  });

  it('refuses a stranger and an admin with a clear message, changing nothing', async () => {
    const threadId = await newThread(author, true);
    const before = await stored(paths.thread(threadId));
    for (const editor of [stranger, admin]) {
      const refusal = await refusalOf(
        editor.call('editThread', { threadId, title: 'Mine now', body: 'Rewritten' }),
      );
      expect(refusal).toMatchObject({
        code: 'permission-denied',
        message: POST_EDIT_MESSAGES.notYours,
      });
    }
    expect(await stored(paths.thread(threadId))).toEqual(before);
    expect(await revisionsAt(paths.thread(threadId))).toEqual([]);
  });

  it('keeps an anonymous thread anonymous, and its revision names nobody', async () => {
    const threadId = await newThread(author, true);
    await author.call('editThread', { threadId, title: 'Still anonymous', body: 'Edited.' });
    const after = await stored(paths.thread(threadId));
    expect(after['isAnonymous']).toBe(true);
    expect(after).not.toHaveProperty('authorId');
    for (const revision of await revisionsAt(paths.thread(threadId)))
      expect(JSON.stringify(revision)).not.toContain(author.uid);
  });

  it('refuses over-long, empty and offensive text with the spec’s toasts, and a thread that is gone', async () => {
    const threadId = await newThread(author);
    const cases = [
      [{ title: 'x'.repeat(201), body: 'Fine' }, FORUM_TOASTS.threadTooLong],
      [{ title: 'Fine', body: 'x'.repeat(5001) }, FORUM_TOASTS.threadTooLong],
      [{ title: '  ', body: 'Fine' }, FORUM_TOASTS.missingInformation],
    ] as const;
    for (const [text, toast] of cases) {
      const refusal = await refusalOf(author.call('editThread', { threadId, ...text }));
      expect(refusal).toMatchObject({ code: 'invalid-argument', message: toast.description });
      expect(refusal.details).toMatchObject({ title: toast.title });
    }
    const offensive = await refusalOf(
      author.call('editThread', {
        threadId,
        title: 'Fine',
        body: `Such ${CONTENT_BLOCKED_WORDS[0]!} playing`,
      }),
    );
    expect(offensive.code).toBe('invalid-argument');
    expect(offensive.details).toMatchObject({ title: CONTENT_POLICY_VIOLATION_TITLE });
    expect(await revisionsAt(paths.thread(threadId))).toEqual([]);

    const gone = await refusalOf(
      author.call('editThread', { threadId: 'no-such-thread', title: 'A', body: 'B' }),
    );
    expect(gone).toMatchObject({
      code: 'not-found',
      message: FORUM_TOASTS.threadNotFound.description,
    });
  });
});

describe('editReply', () => {
  it('rewrites the author’s thread reply, keeping its place, counters and the old version', async () => {
    const threadId = await newThread(stranger);
    const replyId = await newReply(author, threadId);
    const path = replyPath(threadId, replyId);
    const before = await stored(path);

    const body = 'The one with the two sopranos, after all.';
    expect(await author.call('editReply', { threadId, replyId, body })).toEqual({ edited: true });
    await settled(path, 2);

    const after = await stored(path);
    expect(after).toMatchObject({ body, parentId: null, isAnonymous: false });
    expect(after['editedAt']).toBeInstanceOf(Timestamp);
    expect(after['createdAt']).toEqual(before['createdAt']);
    expect(after['reactionCount']).toBe(before['reactionCount']);
    expect((await stored(paths.thread(threadId)))['replyCount']).toBe(1);
    expect(await revisionsAt(path)).toEqual([
      { body: before['body'], replacedAt: expect.any(Timestamp) as unknown },
    ]);
  });

  it('refuses a stranger, a removed reply, and an over-long or empty body', async () => {
    const threadId = await newThread(stranger);
    const replyId = await newReply(author, threadId, true);
    const theirs = await refusalOf(
      stranger.call('editReply', { threadId, replyId, body: 'Mine now' }),
    );
    expect(theirs).toMatchObject({
      code: 'permission-denied',
      message: POST_EDIT_MESSAGES.notYours,
    });
    const tooLong = await refusalOf(
      author.call('editReply', { threadId, replyId, body: 'x'.repeat(2001) }),
    );
    expect(tooLong.message).toBe(FORUM_TOASTS.replyTooLong.description);
    const empty = await refusalOf(author.call('editReply', { threadId, replyId, body: ' ' }));
    expect(empty.message).toBe(EMPTY_REPLY_TOAST.description);

    await author.call('deleteReply', { threadId, replyId });
    const removed = await refusalOf(
      author.call('editReply', { threadId, replyId, body: 'Back from the dead' }),
    );
    expect(removed).toMatchObject({
      code: 'failed-precondition',
      message: POST_EDIT_MESSAGES.replyDeleted,
    });
    expect((await stored(replyPath(threadId, replyId)))['body']).toBe('deleted');
    expect(await revisionsAt(replyPath(threadId, replyId))).toEqual([]);
  });

  it('keeps an anonymous reply anonymous', async () => {
    const threadId = await newThread(stranger);
    const replyId = await newReply(author, threadId, true);
    await author.call('editReply', { threadId, replyId, body: 'Edited, still nameless.' });
    const after = await stored(replyPath(threadId, replyId));
    expect(after['isAnonymous']).toBe(true);
    expect(after).not.toHaveProperty('authorId');
  });

  it('rewrites the author’s poll reply, refusing a stranger', async () => {
    const { pollId } = await admin.call('createPoll', {
      title: 'Best Stabat Mater?',
      description: '',
      options: ['Pergolesi', 'Boccherini'],
    });
    const { replyId } = await author.call('postPollReply', {
      pollId,
      parentId: null,
      body: 'Pergolesi, surely.',
      isAnonymous: true,
    });
    const path = `${paths.pollReplies(pollId)}/${replyId}`;
    const theirs = await refusalOf(stranger.call('editReply', { pollId, replyId, body: 'No' }));
    expect(theirs.message).toBe(POST_EDIT_MESSAGES.notYours);

    expect(
      await author.call('editReply', { pollId, replyId, body: 'Boccherini, on reflection.' }),
    ).toEqual({ edited: true });
    const after = await stored(path);
    expect(after).toMatchObject({ body: 'Boccherini, on reflection.', isAnonymous: true });
    expect(after['editedAt']).toBeInstanceOf(Timestamp);
    expect(after).not.toHaveProperty('authorId');
    expect(await revisionsAt(path)).toMatchObject([{ body: 'Pergolesi, surely.' }]);
  });
});

describe('revisions', () => {
  it('are read by admins and moderators through the client SDK, and by no member, the author included', async () => {
    const threadId = await newThread(author, true);
    await author.call('editThread', { threadId, title: 'Second thoughts', body: 'Edited.' });
    const revisions = paths.postRevisions(paths.thread(threadId));
    const [revision] = (await adminDb().collection(revisions).get()).docs;
    const path = `${revisions}/${revision!.id}`;

    for (const staff of [admin, moderator]) {
      expect((await getDoc(doc(staff.firestore, path))).get('body')).toBe(
        'Which recording keeps the two voices apart?',
      );
      expect((await getDocs(collection(staff.firestore, revisions))).size).toBe(1);
    }
    const denied = { code: 'permission-denied' };
    for (const member of [author, stranger]) {
      await expect(getDoc(doc(member.firestore, path))).rejects.toMatchObject(denied);
      await expect(getDocs(collection(member.firestore, revisions))).rejects.toMatchObject(denied);
    }
  });

  it('go with their post: a deleted thread’s and its replies’, a deleted poll reply’s', async () => {
    const threadId = await newThread(author);
    const replyId = await newReply(author, threadId);
    await author.call('editThread', { threadId, title: 'Edited', body: 'Once.' });
    await author.call('editReply', { threadId, replyId, body: 'Edited once.' });
    const { pollId } = await admin.call('createPoll', {
      title: 'Edited replies',
      description: '',
      options: ['Yes', 'No'],
    });
    const { replyId: pollReplyId } = await author.call('postPollReply', {
      pollId,
      parentId: null,
      body: 'Yes.',
      isAnonymous: false,
    });
    await author.call('editReply', { pollId, replyId: pollReplyId, body: 'No.' });
    const posts = [
      paths.thread(threadId),
      replyPath(threadId, replyId),
      `${paths.pollReplies(pollId)}/${pollReplyId}`,
    ];
    for (const post of posts) expect(await revisionsAt(post)).toHaveLength(1);

    await author.call('deleteThread', { threadId });
    await author.call('deletePollReply', { pollId, replyId: pollReplyId });
    await eventually(
      async () => (await Promise.all(posts.map(revisionsAt))).every((left) => left.length === 0),
      { what: 'the revisions of deleted posts to be gone', timeoutMs: 10_000, intervalMs: 100 },
    );
  });
});

describe('the edits’ rate limit', () => {
  it('refuses the edit after a window’s worth with "Slow Down", changing nothing', async () => {
    const limit = RATE_LIMITS.editPost;
    // A run cut in two by the window's turn restarts its count: run again, in the new window.
    for (;;) {
      const flooder = await newMember('edit-flooder');
      const window = rateWindowAt(limit, Date.now()).index;
      try {
        const threadId = await newThread(flooder);
        for (let n = 0; n < limit.max; n += 1) {
          await flooder.call('editThread', { threadId, title: `Take ${n}`, body: 'Again' });
        }
        const refusal = await refusalOf(
          flooder.call('editThread', { threadId, title: 'One more', body: 'Again' }),
        );
        expect(refusal).toMatchObject({
          code: 'resource-exhausted',
          message: RATE_LIMIT_TOAST.description,
          details: { title: RATE_LIMIT_TOAST.title },
        });
        expect((await stored(paths.thread(threadId)))['title']).toBe(`Take ${limit.max - 1}`);
        expect(await revisionsAt(paths.thread(threadId))).toHaveLength(limit.max);
        return;
      } catch (error) {
        if (rateWindowAt(limit, Date.now()).index === window) throw error;
      } finally {
        await flooder.close();
      }
    }
  });
});
