// "My activity": the functions keep each member's own activity records. A thread
// started, a reply (thread or poll) and a reaction each make or change the member's record of
// that discussion; removing the reply or taking the reaction back undoes it, deleting the thread
// removes every member's record and save of it, and a redelivered event changes nothing twice.
// Anonymous posts count for their author, flagged, while the posts themselves name nobody.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@salon/emulator/testing';
import { activityRecordId, paths, reactionDocId, type ActivityTarget } from '@salon/domain';
import { doc, serverTimestamp } from 'firebase/firestore';
import { writeWithBudget } from '../../web/src/lib/write-budget.js';
import {
  adminDb,
  newMember,
  redeliver,
  settled,
  storedDocument,
  type Member,
} from './support/functions-env.js';

let author: Member;
let fan: Member;
let staff: Member;

beforeAll(async () => {
  [author, fan, staff] = await Promise.all([
    newMember('act-author'),
    newMember('act-fan'),
    newMember('act-staff', { admin: true }),
  ]);
});
afterAll(async () => {
  await Promise.all([author, fan, staff].map((member) => member.close()));
});

const thread = (threadId: string): ActivityTarget => ({ kind: 'thread', threadId });
const recordPath = (member: Member, target: ActivityTarget) =>
  paths.activityRecord(member.uid, activityRecordId(target));
/** The member's record as stored, times as Dates; null when there is none. */
async function record(member: Member, target: ActivityTarget) {
  const snapshot = await adminDb().doc(recordPath(member, target)).get();
  if (!snapshot.exists) return null;
  return Object.fromEntries(
    Object.entries(snapshot.data()!).map(([key, value]: [string, unknown]) => [
      key,
      value && typeof value === 'object' && 'toDate' in value ? 'time' : value,
    ]),
  );
}

async function startThread(isAnonymous: boolean) {
  const { threadId } = await author.call('createThread', {
    title: 'Mahler 9',
    body: 'The last pages of the Adagio',
    isAnonymous,
  });
  await settled(paths.thread(threadId), 1);
  return threadId;
}

async function reply(member: Member, threadId: string, isAnonymous: boolean) {
  const { replyId } = await member.call('postReply', {
    threadId,
    parentId: null,
    body: 'Ersterbend, dying away',
    isAnonymous,
  });
  await settled(`${paths.replies(threadId)}/${replyId}`, 1);
  return replyId;
}

describe('Started', () => {
  it('records the author’s thread, anonymous or not, flagged for them alone', async () => {
    const anonymous = await startThread(true);
    const named = await startThread(false);
    expect(await record(author, thread(anonymous))).toEqual({
      threadId: anonymous,
      startedAt: 'time',
      startedAnonymously: true,
    });
    expect(await record(author, thread(named))).toMatchObject({ startedAnonymously: false });
    // What everyone reads of the anonymous thread still names nobody.
    const stored = (await adminDb().doc(paths.thread(anonymous)).get()).data()!;
    expect(stored).not.toHaveProperty('authorId');
    expect(JSON.stringify(stored)).not.toContain(author.uid);
  });
});

describe('Replied', () => {
  it('counts the member’s standing replies, anonymous ones apart, and forgets removed ones', async () => {
    const threadId = await startThread(false);
    const first = await reply(fan, threadId, false);
    const second = await reply(fan, threadId, true);
    expect(await record(fan, thread(threadId))).toEqual({
      threadId,
      lastRepliedAt: 'time',
      replyCount: 2,
      anonymousReplyCount: 1,
    });

    await fan.call('deleteReply', { threadId, replyId: second });
    await settled(`${paths.replies(threadId)}/${second}`, 2);
    expect(await record(fan, thread(threadId))).toMatchObject({
      replyCount: 1,
      anonymousReplyCount: 0,
    });

    await fan.call('deleteReply', { threadId, replyId: first });
    await settled(`${paths.replies(threadId)}/${first}`, 2);
    expect(await record(fan, thread(threadId))).toBeNull();
  });

  it('forgets a reply an admin deletes for good, once, even after its removal', async () => {
    const threadId = await startThread(false);
    await reply(fan, threadId, false); // stands throughout
    const removed = await reply(fan, threadId, true);
    const hardDeleted = await reply(fan, threadId, false);
    await fan.call('deleteReply', { threadId, replyId: removed });
    await settled(`${paths.replies(threadId)}/${removed}`, 2);
    // Removed first ("deleted"), then deleted for good: taken back once, not twice.
    await adminDb()
      .doc(`${paths.replies(threadId)}/${removed}`)
      .delete();
    await adminDb()
      .doc(`${paths.replies(threadId)}/${hardDeleted}`)
      .delete();
    await settled(`${paths.replies(threadId)}/${removed}`, 3);
    await settled(`${paths.replies(threadId)}/${hardDeleted}`, 2);
    await eventually(async () => (await record(fan, thread(threadId)))?.replyCount === 1, {
      what: 'one standing reply in the record',
      timeoutMs: 10_000,
      intervalMs: 100,
    });
  });

  it('counts a redelivered reply once', async () => {
    const threadId = await startThread(false);
    const replyId = await reply(fan, threadId, false);
    const replyPath = `${paths.replies(threadId)}/${replyId}`;
    await redeliver(replyPath, { before: null, after: await storedDocument(replyPath) }, 1);
    expect(await record(fan, thread(threadId))).toMatchObject({ replyCount: 1 });
  });

  it('counts poll replies, anonymous ones flagged, until the reply is deleted', async () => {
    const { pollId } = await staff.call('createPoll', {
      title: 'Which Adagio?',
      description: '',
      options: ['Mahler 9', 'Bruckner 7'],
    });
    const { replyId } = await fan.call('postPollReply', {
      pollId,
      parentId: null,
      body: 'Bruckner, for the Wagner tubas',
      isAnonymous: true,
    });
    const replyPath = `${paths.pollReplies(pollId)}/${replyId}`;
    await settled(replyPath, 1);
    const poll: ActivityTarget = { kind: 'poll', pollId };
    expect(await record(fan, poll)).toEqual({
      pollId,
      lastRepliedAt: 'time',
      replyCount: 1,
      anonymousReplyCount: 1,
    });

    await fan.call('deletePollReply', { pollId, replyId });
    expect(await record(fan, poll)).toBeNull();
  });
});

describe('Reacted', () => {
  it('records the member’s reactions in the thread and its replies until taken back', async () => {
    const threadId = await startThread(false);
    const replyId = await reply(author, threadId, false);
    const react = async (target: string | null, count: number) => {
      await fan.call('toggleReaction', { threadId, replyId: target, reactionType: 'bravo' });
      const id = reactionDocId(fan.uid, 'bravo', { threadId, replyId: target });
      await settled(`${paths.reactions(threadId)}/${id}`, count);
    };
    await react(null, 1);
    await react(replyId, 1);
    expect(await record(fan, thread(threadId))).toEqual({
      threadId,
      reactedAt: 'time',
      reactionCount: 2,
    });
    await react(null, 2);
    expect(await record(fan, thread(threadId))).toMatchObject({ reactionCount: 1 });
    await react(replyId, 2);
    expect(await record(fan, thread(threadId))).toBeNull();
  });
});

describe('a deleted thread', () => {
  it('takes every member’s record and save of it', async () => {
    const threadId = await startThread(true);
    await reply(fan, threadId, false);
    await writeWithBudget(fan.firestore, fan.uid, 'saveThread', (transaction) => {
      transaction.set(doc(fan.firestore, paths.savedThread(fan.uid, threadId)), {
        threadId,
        savedAt: serverTimestamp(),
      });
    });
    expect(await record(author, thread(threadId))).not.toBeNull();
    expect(await record(fan, thread(threadId))).not.toBeNull();

    await author.call('deleteThread', { threadId });
    await eventually(
      async () => {
        const left = await Promise.all([
          record(author, thread(threadId)),
          record(fan, thread(threadId)),
          adminDb().doc(paths.savedThread(fan.uid, threadId)).get(),
        ]);
        return left[0] === null && left[1] === null && !left[2].exists;
      },
      { what: 'the records and the save to be gone', timeoutMs: 15_000, intervalMs: 100 },
    );
  });
});
