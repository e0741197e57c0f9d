// The Salon's counters belong to functions: exact when many members toggle reactions at once, and
// unchanged when Cloud Functions delivers the same trigger event a second time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, reactionDocId, type ReactionType } from '@salon/domain';
import {
  adminDb,
  newMember,
  redeliver,
  settled,
  storedDocument,
  type Member,
} from './support/functions-env.js';

let author: Member;
let fans: Member[];

beforeAll(async () => {
  author = await newMember('author');
  fans = await Promise.all(Array.from({ length: 10 }, (_, i) => newMember(`fan${i}`)));
});
afterAll(async () => {
  await Promise.all([author, ...fans].map((member) => member.close()));
});

async function newThread(): Promise<{ threadId: string; replyId: string }> {
  const { threadId } = await author.call('createThread', {
    title: 'Brahms 4',
    body: 'The passacaglia of the finale',
    isAnonymous: false,
  });
  const { replyId } = await author.call('postReply', {
    threadId,
    parentId: null,
    body: 'Thirty variations on eight bars',
    isAnonymous: false,
  });
  await settled(`${paths.replies(threadId)}/${replyId}`, 1);
  return { threadId, replyId };
}

const counters = async (path: string) => {
  const snapshot = await adminDb().doc(path).get();
  return {
    reactionCount: snapshot.get('reactionCount') as unknown,
    reactionCounts: snapshot.get('reactionCounts') as unknown,
  };
};

const notificationCount = async (member: Member) =>
  (await adminDb().collection(paths.notifications(member.uid)).get()).size;

describe('reaction counters', () => {
  it('are exact after 50 concurrent toggles by ten members', async () => {
    const { threadId, replyId } = await newThread();
    // Toggle i: member i % 10, applause or bravo, on the thread or (every third) on the reply.
    // A member toggling the same reaction an odd number of times leaves it on.
    const toggles = Array.from({ length: 50 }, (_, i) => ({
      fan: fans[i % 10]!,
      reactionType: (i % 4 < 2 ? 'applause' : 'bravo') as ReactionType,
      replyId: i % 3 === 0 ? replyId : null,
    }));
    await Promise.all(
      toggles.map(({ fan, reactionType, replyId: target }) =>
        fan.call('toggleReaction', { threadId, replyId: target, reactionType }),
      ),
    );

    const togglesPerReaction = new Map<string, number>();
    for (const { fan, reactionType, replyId: target } of toggles) {
      const id = reactionDocId(fan.uid, reactionType, { threadId, replyId: target });
      togglesPerReaction.set(id, (togglesPerReaction.get(id) ?? 0) + 1);
    }
    for (const [id, count] of togglesPerReaction) {
      await settled(`${paths.reactions(threadId)}/${id}`, count);
    }

    const expected = (target: string | null, type: ReactionType) =>
      [...togglesPerReaction].filter(
        ([id, count]) =>
          count % 2 === 1 &&
          id.includes(`_${type}_`) &&
          (target === null ? id.endsWith('_thread') : id.endsWith(`_reply_${target}`)),
      ).length;
    const thread = { applause: expected(null, 'applause'), bravo: expected(null, 'bravo') };
    const reply = { applause: expected(replyId, 'applause'), bravo: expected(replyId, 'bravo') };
    // The pattern must leave some reactions on and some off, or the test proves little.
    expect(thread.applause + thread.bravo).toBeGreaterThan(0);
    expect(thread.applause + thread.bravo + reply.applause + reply.bravo).toBeLessThan(
      togglesPerReaction.size,
    );

    expect(await counters(paths.thread(threadId))).toEqual({
      reactionCount: thread.applause + thread.bravo,
      reactionCounts: thread,
    });
    expect(await counters(`${paths.replies(threadId)}/${replyId}`)).toEqual({
      reactionCount: reply.applause + reply.bravo,
      reactionCounts: reply,
    });
    const stored = await adminDb().collection(paths.reactions(threadId)).get();
    expect(stored.size).toBe(thread.applause + thread.bravo + reply.applause + reply.bravo);
  });
});

describe('one member toggling one reaction many times at once', () => {
  it('turns it on and off in turn: three of five calls say on, and it ends on', async () => {
    const { threadId } = await newThread();
    const fan = fans[3]!;
    const toggle = { threadId, replyId: null, reactionType: 'applause' };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => fan.call('toggleReaction', toggle)),
    );
    expect(answers.filter(({ active }) => active)).toHaveLength(3);
    const reactionPath = `${paths.reactions(threadId)}/${reactionDocId(fan.uid, 'applause', { threadId, replyId: null })}`;
    await settled(reactionPath, 5);
    expect(await storedDocument(reactionPath)).not.toBeNull();
    expect(await counters(paths.thread(threadId))).toEqual({
      reactionCount: 1,
      reactionCounts: { applause: 1, bravo: 0 },
    });
  });
});

describe('changes that cancel out', () => {
  it('leave the counts as they were and nothing waiting: a reaction toggled on and off at once', async () => {
    const { threadId } = await newThread();
    const fan = fans[2]!;
    const reactionPath = `${paths.reactions(threadId)}/${reactionDocId(fan.uid, 'bravo', { threadId, replyId: null })}`;
    await fan.call('toggleReaction', { threadId, replyId: null, reactionType: 'bravo' });
    await fan.call('toggleReaction', { threadId, replyId: null, reactionType: 'bravo' });
    await settled(reactionPath, 2);
    expect(await counters(paths.thread(threadId))).toEqual({
      reactionCount: 0,
      reactionCounts: { applause: 0, bravo: 0 },
    });
    const waiting = await adminDb()
      .collection(`${paths.thread(threadId)}/counterDeltas`)
      .get();
    expect(waiting.size).toBe(0);
  });
});

describe('a trigger event delivered twice', () => {
  it('adds a reaction, and its notification, once', async () => {
    const { threadId } = await newThread();
    const fan = fans[0]!;
    const reactionPath = `${paths.reactions(threadId)}/${reactionDocId(fan.uid, 'bravo', { threadId, replyId: null })}`;
    await fan.call('toggleReaction', { threadId, replyId: null, reactionType: 'bravo' });
    await settled(reactionPath, 1);
    const before = await counters(paths.thread(threadId));
    const notifications = await notificationCount(author);
    expect(before).toEqual({ reactionCount: 1, reactionCounts: { applause: 0, bravo: 1 } });

    const created = await storedDocument(reactionPath);
    expect(created).not.toBeNull();
    await redeliver(reactionPath, { before: null, after: created }, 1);

    expect(await counters(paths.thread(threadId))).toEqual(before);
    expect(await notificationCount(author)).toBe(notifications);
  });

  it('removes a reaction once', async () => {
    const { threadId } = await newThread();
    const fan = fans[1]!;
    const reactionPath = `${paths.reactions(threadId)}/${reactionDocId(fan.uid, 'applause', { threadId, replyId: null })}`;
    await fan.call('toggleReaction', { threadId, replyId: null, reactionType: 'applause' });
    await settled(reactionPath, 1);
    const removed = await storedDocument(reactionPath);
    await fan.call('toggleReaction', { threadId, replyId: null, reactionType: 'applause' });
    await settled(reactionPath, 2);
    const after = await counters(paths.thread(threadId));
    expect(after).toEqual({ reactionCount: 0, reactionCounts: { applause: 0, bravo: 0 } });

    await redeliver(reactionPath, { before: removed, after: null }, 2);

    expect(await counters(paths.thread(threadId))).toEqual(after);
  });

  it('counts a reply, and tells the author, once', async () => {
    const { threadId } = await newThread();
    const fan = fans[2]!;
    const { replyId } = await fan.call('postReply', {
      threadId,
      parentId: null,
      body: 'And the horn at the start of the finale',
      isAnonymous: true,
    });
    const replyPath = `${paths.replies(threadId)}/${replyId}`;
    await settled(replyPath, 1);
    const replyCount = (await adminDb().doc(paths.thread(threadId)).get()).get('replyCount');
    const notifications = await notificationCount(author);
    expect(replyCount).toBe(2);

    await redeliver(replyPath, { before: null, after: await storedDocument(replyPath) }, 1);

    expect((await adminDb().doc(paths.thread(threadId)).get()).get('replyCount')).toBe(2);
    expect(await notificationCount(author)).toBe(notifications);
  });
});

describe('idempotency markers', () => {
  it('carry an expireAt a month ahead, for the TTL policy to delete them', async () => {
    const { threadId } = await newThread();
    const markers = await adminDb()
      .collection(`${paths.thread(threadId)}/appliedEvents`)
      .get();
    expect(markers.size).toBeGreaterThan(0);
    const day = 24 * 60 * 60 * 1000;
    for (const marker of markers.docs) {
      const keptMs = marker.get('expireAt').toMillis() - marker.get('at').toMillis();
      expect(keptMs).toBeGreaterThan(29 * day);
      expect(keptMs).toBeLessThan(31 * day);
    }
  });
});
