// recordThreadView counts a view at most once per viewer per 30 minutes, members by their stored
// view and visitors by a hash of their address, so neither a reload nor a script inflates the
// count; cleanUpDeletedThread leaves nothing of a deleted thread behind, and cleanUpDeletedReply
// nothing of a reply an admin removes for good.
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_DEDUPE_WINDOW_MS, paths } from '@salon/domain';
import {
  adminDb,
  newMember,
  settled,
  visitorClient,
  type Caller,
  type Member,
} from './support/functions-env.js';
import { eventually } from '@salon/emulator/testing';
import { stackEndpoints } from '../support/stack-endpoints.js';

let author: Member;
let reader: Member;
let staff: Member;
let visitor: Caller;

beforeAll(async () => {
  [author, reader, staff] = await Promise.all([
    newMember('author'),
    newMember('reader'),
    newMember('staff', { admin: true }),
  ]);
  visitor = visitorClient();
});
afterAll(async () => {
  await Promise.all([author.close(), reader.close(), staff.close(), visitor.close()]);
});

/** Waits until `count` reaches 0 (triggers run after the write that fires them). */
function untilNone(what: string, count: () => Promise<number>): Promise<void> {
  return eventually(async () => (await count()) === 0, {
    what,
    timeoutMs: 10_000,
    intervalMs: 100,
  });
}

async function newThread(): Promise<string> {
  const { threadId } = await author.call('createThread', {
    title: 'Mahler 9',
    body: 'The last page, and the silence after it',
    isAnonymous: false,
  });
  return threadId;
}

const viewCount = async (threadId: string) =>
  (await adminDb().doc(paths.thread(threadId)).get()).get('viewCount') as unknown;

/** Moves every counted view of the thread in `collection` back past the 30-minute window. */
async function ageViews(threadId: string, collection: 'views' | 'visitorViews') {
  const long = Timestamp.fromMillis(Date.now() - VIEW_DEDUPE_WINDOW_MS - 60_000);
  const views = await adminDb()
    .collection(`${paths.thread(threadId)}/${collection}`)
    .get();
  await Promise.all(views.docs.map((view) => view.ref.update({ viewedAt: long })));
  return views.size;
}

describe('recordThreadView', () => {
  it('counts a member once per 30 minutes', async () => {
    const threadId = await newThread();
    expect(await reader.call('recordThreadView', { threadId })).toEqual({ counted: true });
    expect(await reader.call('recordThreadView', { threadId })).toEqual({ counted: false });
    expect(await viewCount(threadId)).toBe(1);
    const stored = await adminDb().doc(paths.threadView(threadId, reader.uid)).get();
    expect(stored.data()).toEqual({
      threadId,
      userId: reader.uid,
      viewedAt: expect.any(Timestamp),
    });

    expect(await ageViews(threadId, 'views')).toBe(1);
    expect(await reader.call('recordThreadView', { threadId })).toEqual({ counted: true });
    expect(await viewCount(threadId)).toBe(2);
  });

  it('counts each member apart', async () => {
    const threadId = await newThread();
    await reader.call('recordThreadView', { threadId });
    expect(await author.call('recordThreadView', { threadId })).toEqual({ counted: true });
    expect(await viewCount(threadId)).toBe(2);
  });

  it('counts a visitor once per 30 minutes, however often a script calls', async () => {
    const threadId = await newThread();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => visitor.call('recordThreadView', { threadId })),
    );
    expect(answers.filter((answer) => answer.counted)).toHaveLength(1);
    expect(await viewCount(threadId)).toBe(1);
    // The visitor's view names no address: a hash keys it, and it holds only the time.
    const visitorViews = await adminDb()
      .collection(`${paths.thread(threadId)}/visitorViews`)
      .get();
    expect(visitorViews.size).toBe(1);
    expect(visitorViews.docs[0]!.id).toMatch(/^[0-9a-f]{32}$/);
    const visitorView = visitorViews.docs[0]!.data();
    expect(visitorView).toEqual({
      threadId,
      viewedAt: expect.any(Timestamp),
      expireAt: expect.any(Timestamp),
    });
    // Kept a day for a TTL policy to delete, far past the 30-minute window.
    const keptMs = visitorView.expireAt.toMillis() - visitorView.viewedAt.toMillis();
    expect(keptMs).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000 - 1000);

    expect(await ageViews(threadId, 'visitorViews')).toBe(1);
    expect(await visitor.call('recordThreadView', { threadId })).toEqual({ counted: true });
    expect(await viewCount(threadId)).toBe(2);
  });

  it('keys a visitor by the address the front end saw, not by a forged X-Forwarded-For', async () => {
    const threadId = await newThread();
    const { functionsUrl, projectId } = stackEndpoints();
    const callForging = async (forwardedFor: string) => {
      const response = await fetch(`${functionsUrl}/${projectId}/us-central1/recordThreadView`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
        body: JSON.stringify({ data: { threadId } }),
      });
      return ((await response.json()) as { result: { counted: boolean } }).result;
    };
    const answers = [];
    for (const forged of ['192.0.2.1', '192.0.2.2', '198.51.100.7, 203.0.113.9']) {
      answers.push(await callForging(forged));
    }
    expect(answers).toEqual([{ counted: true }, { counted: false }, { counted: false }]);
    expect(await viewCount(threadId)).toBe(1);
  });
});

describe('cleanUpDeletedThread', () => {
  it('removes replies, their authors, reactions, views and markers with the thread', async () => {
    const threadId = await newThread();
    const { replyId } = await reader.call('postReply', {
      threadId,
      parentId: null,
      body: 'Ersterbend.',
      isAnonymous: true,
    });
    await author.call('postReply', {
      threadId,
      parentId: replyId,
      body: 'Yes.',
      isAnonymous: false,
    });
    await reader.call('toggleReaction', { threadId, replyId: null, reactionType: 'bravo' });
    await reader.call('toggleReaction', { threadId, replyId, reactionType: 'applause' });
    await reader.call('recordThreadView', { threadId });
    await visitor.call('recordThreadView', { threadId });
    await settled(`${paths.replies(threadId)}/${replyId}`, 2);
    const thread = adminDb().doc(paths.thread(threadId));
    const below = async () => {
      const documents = await adminDb().collectionGroup('private').get();
      const collections = await thread.listCollections();
      const counts = await Promise.all(collections.map(async (c) => (await c.get()).size));
      const replyAuthors = documents.docs.filter((d) => d.ref.path.startsWith(thread.path));
      return counts.reduce((sum, n) => sum + n, 0) + replyAuthors.length;
    };
    expect(await below()).toBeGreaterThanOrEqual(8);

    await author.call('deleteThread', { threadId });

    await untilNone('nothing left below the deleted thread', below);
    expect((await thread.get()).exists).toBe(false);
    expect(
      (
        await adminDb()
          .doc(`${paths.replies(threadId)}/${replyId}/private/author`)
          .get()
      ).exists,
    ).toBe(false);
  });

  it('removes the author and reactions of a reply an admin deletes for good, and only those', async () => {
    const threadId = await newThread();
    const { replyId } = await reader.call('postReply', {
      threadId,
      parentId: null,
      body: 'Off topic, and rude.',
      isAnonymous: true,
    });
    const { replyId: keptId } = await author.call('postReply', {
      threadId,
      parentId: null,
      body: 'Stays.',
      isAnonymous: false,
    });
    await author.call('toggleReaction', { threadId, replyId, reactionType: 'bravo' });
    await author.call('toggleReaction', { threadId, replyId: keptId, reactionType: 'bravo' });
    await author.call('toggleReaction', { threadId, replyId: null, reactionType: 'applause' });
    const reactions = adminDb().collection(paths.reactions(threadId));
    const removedAuthor = adminDb().doc(`${paths.replies(threadId)}/${replyId}/private/author`);
    expect((await removedAuthor.get()).exists).toBe(true);

    // As deleteReply's removal does (rules refuse a client's delete: an admin's is logged).
    await adminDb()
      .doc(`${paths.replies(threadId)}/${replyId}`)
      .delete();

    await untilNone("the removed reply's reactions and author gone", async () => {
      const onRemoved = await reactions.where('replyId', '==', replyId).get();
      return onRemoved.size + ((await removedAuthor.get()).exists ? 1 : 0);
    });
    expect((await reactions.get()).docs.map((reaction) => reaction.get('replyId'))).toEqual(
      expect.arrayContaining([keptId, null]),
    );
    expect((await reactions.get()).size).toBe(2);
    const kept = `${paths.replies(threadId)}/${keptId}/private/author`;
    expect((await adminDb().doc(kept).get()).exists).toBe(true);
  });
});
