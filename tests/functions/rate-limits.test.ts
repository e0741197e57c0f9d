// Per-member rate limits on the callables members write through (issue 18, hole 6): a burst of a
// window's worth passes, the next write is refused with "Slow Down" and changes nothing, and one
// member's flood does not slow another member down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths, RATE_LIMIT_TOAST, RATE_LIMITS } from '@salon/domain';
import { adminDb, newMember, refusalOf, type Member } from './support/functions-env.js';

const slowDown = {
  code: 'resource-exhausted',
  message: RATE_LIMIT_TOAST.description,
  details: RATE_LIMIT_TOAST,
};

let flooder: Member;
let bystander: Member;
let threadId: string;

/**
 * The counts are per fixed window; a test that began just before a window turns would see its
 * count restart halfway, so it starts in a fresh window instead.
 */
async function awayFromAWindowsEnd() {
  const windowMs = RATE_LIMITS.createThread.windowMs;
  const left = windowMs - (Date.now() % windowMs);
  if (left < 60_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
}

beforeAll(async () => {
  await awayFromAWindowsEnd();
  [flooder, bystander] = await Promise.all([newMember('flooder'), newMember('bystander')]);
  ({ threadId } = await bystander.call('createThread', {
    title: 'Rate limits',
    body: 'A thread to reply to and react on',
    isAnonymous: false,
  }));
});
afterAll(async () => {
  await Promise.all([flooder, bystander].map((member) => member.close()));
});

const threadsBy = async (member: Member) =>
  (await adminDb().collection('threads').where('authorId', '==', member.uid).get()).size;

describe('rate limits', () => {
  it('let a burst of discussions through and refuse the flood after it, writing nothing', async () => {
    const burst = RATE_LIMITS.createThread.max - 1; // the beforeAll thread is the bystander's
    const thread = (n: number) => ({ title: `Flood ${n}`, body: 'Again', isAnonymous: false });
    await Promise.all(
      Array.from({ length: burst + 1 }, (_, n) => flooder.call('createThread', thread(n))),
    );
    expect(await threadsBy(flooder)).toBe(burst + 1);

    expect(await refusalOf(flooder.call('createThread', thread(99)))).toEqual(slowDown);
    expect(await threadsBy(flooder)).toBe(burst + 1);

    // Someone else is not slowed down by it.
    await bystander.call('createThread', thread(100));
  });

  it('count replies and refuse past the window’s number', async () => {
    const reply = { threadId, parentId: null, body: 'Me too', isAnonymous: false };
    for (let n = 0; n < RATE_LIMITS.postReply.max; n += 1) await flooder.call('postReply', reply);
    expect(await refusalOf(flooder.call('postReply', reply))).toEqual(slowDown);
    const replies = await adminDb()
      .collection(paths.replies(threadId))
      .where('authorId', '==', flooder.uid)
      .get();
    expect(replies.size).toBe(RATE_LIMITS.postReply.max);
  });

  it('count reaction toggles', async () => {
    const toggle = { threadId, replyId: null, reactionType: 'applause' };
    await Promise.all(
      Array.from({ length: RATE_LIMITS.toggleReaction.max }, () =>
        flooder.call('toggleReaction', toggle),
      ),
    );
    expect(await refusalOf(flooder.call('toggleReaction', toggle))).toEqual(slowDown);
  });

  it('count reports, repeats of an open one included', async () => {
    const report = { threadId, replyId: null, reason: 'spam', description: '' };
    for (let n = 0; n < RATE_LIMITS.submitReport.max; n += 1) {
      await flooder.call('submitReport', report);
    }
    expect(await refusalOf(flooder.call('submitReport', report))).toEqual(slowDown);
  });
});
