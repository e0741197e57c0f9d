// The demo content must pass the checks the callables run at first start (or `npm start` fails),
// and read as a coherent history: answers after what they answer, nothing in the future.
import { describe, expect, it } from 'vitest';
import {
  friendshipDocId,
  validatePollDraft,
  validateReplyDraft,
  validateThreadDraft,
} from '@salon/domain';
import {
  DEMO_FOLLOWS,
  DEMO_FRIENDSHIPS,
  DEMO_POLL,
  DEMO_REPORT,
  DEMO_THREADS,
  type DemoPollReply,
  type DemoReply,
} from './demo-content.js';
import { demoPerson } from './demo-people.js';

type AnyReply = DemoReply | DemoPollReply;

/** Every reply below `replies`, with the minute its parent was posted (0: the thread itself). */
function everyReply(replies: AnyReply[] = [], parentMinute = 0): [AnyReply, number][] {
  return replies.flatMap((reply) => [
    [reply, parentMinute] as [AnyReply, number],
    ...everyReply(reply.replies, reply.minutesLater),
  ]);
}

const threadReplies = DEMO_THREADS.map((thread) => ({
  thread,
  replies: everyReply(thread.replies),
}));

describe('the demo content', () => {
  it('passes the forum’s and the poll form’s own checks', () => {
    for (const { thread, replies } of threadReplies) {
      expect(validateThreadDraft({ title: thread.title, body: thread.body }), thread.title).toBe(
        null,
      );
      for (const [reply] of replies) expect(validateReplyDraft(reply.body), reply.body).toBe(null);
    }
    expect(validatePollDraft(DEMO_POLL)).toBe(null);
    for (const [reply] of everyReply(DEMO_POLL.replies)) {
      expect(validateReplyDraft(reply.body), reply.body).toBe(null);
    }
  });

  it('answers only after what it answers, and before the first start', () => {
    for (const { thread, replies } of threadReplies) {
      for (const [reply, parentMinute] of replies) {
        expect(reply.minutesLater, reply.body).toBeGreaterThan(parentMinute);
        expect(reply.minutesLater, reply.body).toBeLessThan(thread.hoursAgo * 60);
      }
    }
    for (const [reply, parentMinute] of everyReply(DEMO_POLL.replies)) {
      expect(reply.minutesLater, reply.body).toBeGreaterThan(parentMinute);
      expect(reply.minutesLater, reply.body).toBeLessThan(DEMO_POLL.hoursAgo * 60);
    }
  });

  it('reports a reply that exists and is not the reporter’s own', () => {
    const thread = DEMO_THREADS.find((candidate) => candidate.key === DEMO_REPORT.thread);
    const reported = everyReply(thread?.replies).find(
      ([reply]) => 'key' in reply && reply.key === DEMO_REPORT.reply,
    );
    expect(reported).toBeDefined();
    expect(reported?.[0].by).not.toBe(DEMO_REPORT.by);
  });

  it('has one of each anonymous thread, nested reply and vote an admin has not cast yet', () => {
    expect(DEMO_THREADS.some((thread) => thread.anonymous)).toBe(true);
    expect(threadReplies.some(({ replies }) => replies.some(([, parent]) => parent > 0))).toBe(
      true,
    );
    expect(DEMO_POLL.votes.clara).toBeUndefined();
    for (const option of Object.values(DEMO_POLL.votes)) {
      expect(DEMO_POLL.options[option]).toBeDefined();
    }
  });

  it('relates distinct people, once per pair', () => {
    const pairs = DEMO_FRIENDSHIPS.map(({ requester, addressee }) =>
      friendshipDocId(demoPerson(requester).uid, demoPerson(addressee).uid),
    );
    expect(new Set(pairs).size).toBe(pairs.length);
    for (const { requester, addressee } of DEMO_FRIENDSHIPS) expect(requester).not.toBe(addressee);
    for (const [follower, followed] of DEMO_FOLLOWS) expect(follower).not.toBe(followed);
    const follows = DEMO_FOLLOWS.map((pair) => pair.join('>'));
    expect(new Set(follows).size).toBe(follows.length);
  });
});
