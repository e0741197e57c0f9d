// Per-member rate limits on the callables members write through: a burst of a window's worth
// passes, the next write is refused with "Slow Down" and changes nothing, and one member's flood
// does not slow another member down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  paths,
  RATE_LIMIT_TOAST,
  RATE_LIMITS,
  rateWindowAt,
  type RateLimitedAction,
} from '@salon/domain';
import { adminDb, newMember, refusalOf, type Member } from './support/functions-env.js';

const slowDown = {
  code: 'resource-exhausted',
  message: RATE_LIMIT_TOAST.description,
  details: RATE_LIMIT_TOAST,
};

let bystander: Member;
let threadId: string;
/**
 * The posts a flood of toggles spreads over, each reaction toggled twice: the host runs one
 * reaction's triggers in order, a counter fold of up to a second each, so a hundred toggles of
 * one reaction would keep its triggers, and every other test's wait for them, busy a minute and
 * more.
 */
let reactionTargets: (string | null)[];

beforeAll(async () => {
  bystander = await newMember('bystander');
  ({ threadId } = await bystander.call('createThread', {
    title: 'Rate limits',
    body: 'A thread to reply to and react on',
    isAnonymous: false,
  }));
  const replies = await Promise.all(
    Array.from({ length: RATE_LIMITS.toggleReaction.max / 4 - 1 }, (_, n) =>
      bystander.call('postReply', {
        threadId,
        parentId: null,
        body: `Bar ${n}`,
        isAnonymous: false,
      }),
    ),
  );
  reactionTargets = [null, ...replies.map(({ replyId }) => replyId)];
});
afterAll(async () => {
  await bystander.close();
});

/**
 * Runs `scenario` for a new member. The counts are per fixed window: a run that a window's turn
 * cut in two saw its count restart halfway, so it runs again, for another new member, in the new
 * window, which lasts ten minutes (no run is that long, so no third time). A run that fails
 * within one window fails the test.
 */
async function inOneWindow(
  action: RateLimitedAction,
  scenario: (flooder: Member) => Promise<void>,
): Promise<void> {
  const windowNow = () => rateWindowAt(RATE_LIMITS[action], Date.now()).index;
  for (;;) {
    const flooder = await newMember('flooder');
    const window = windowNow();
    try {
      await scenario(flooder);
      return;
    } catch (error) {
      if (windowNow() === window) throw error;
    } finally {
      await flooder.close();
    }
  }
}

const threadsBy = async (member: Member) =>
  (await adminDb().collection('threads').where('authorId', '==', member.uid).get()).size;

describe('rate limits', () => {
  it('let a burst of discussions through and refuse the flood after it, writing nothing', async () => {
    await inOneWindow('createThread', async (flooder) => {
      const { max } = RATE_LIMITS.createThread;
      const thread = (n: number) => ({ title: `Flood ${n}`, body: 'Again', isAnonymous: false });
      await Promise.all(
        Array.from({ length: max }, (_, n) => flooder.call('createThread', thread(n))),
      );
      expect(await threadsBy(flooder)).toBe(max);

      expect(await refusalOf(flooder.call('createThread', thread(99)))).toEqual(slowDown);
      expect(await threadsBy(flooder)).toBe(max);
    });
    // Someone else is not slowed down by it.
    await bystander.call('createThread', {
      title: 'After',
      body: 'Still here',
      isAnonymous: false,
    });
  });

  it('count replies and refuse past the window’s number', async () => {
    await inOneWindow('postReply', async (flooder) => {
      const reply = { threadId, parentId: null, body: 'Me too', isAnonymous: false };
      for (let n = 0; n < RATE_LIMITS.postReply.max; n += 1) await flooder.call('postReply', reply);
      expect(await refusalOf(flooder.call('postReply', reply))).toEqual(slowDown);
      const replies = await adminDb()
        .collection(paths.replies(threadId))
        .where('authorId', '==', flooder.uid)
        .get();
      expect(replies.size).toBe(RATE_LIMITS.postReply.max);
    });
  });

  it('count reaction toggles', async () => {
    await inOneWindow('toggleReaction', async (flooder) => {
      const toggle = (n: number) => ({
        threadId,
        replyId: reactionTargets[Math.floor(n / 4)]!,
        reactionType: n % 2 === 0 ? 'applause' : 'bravo',
      });
      await Promise.all(
        Array.from({ length: RATE_LIMITS.toggleReaction.max }, (_, n) =>
          flooder.call('toggleReaction', toggle(n)),
        ),
      );
      expect(await refusalOf(flooder.call('toggleReaction', toggle(0)))).toEqual(slowDown);
      // Every reaction was toggled on and off again, and the refused toggle added nothing.
      const reactions = await adminDb()
        .collection(paths.reactions(threadId))
        .where('userId', '==', flooder.uid)
        .get();
      expect(reactions.size).toBe(0);
    });
  });

  it('count reports, repeats of an open one included', async () => {
    await inOneWindow('submitReport', async (flooder) => {
      const report = { threadId, replyId: null, reason: 'spam', description: '' };
      for (let n = 0; n < RATE_LIMITS.submitReport.max; n += 1) {
        await flooder.call('submitReport', report);
      }
      expect(await refusalOf(flooder.call('submitReport', report))).toEqual(slowDown);
    });
  });
});
