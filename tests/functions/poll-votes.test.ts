// A poll's counts belong to countVotes: members write their one ballot directly (rules check it),
// and the poll's counts follow exactly, however many change their vote at once and however
// often an event is delivered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@salon/domain';
import {
  adminDb,
  newMember,
  redeliver,
  settled,
  storedDocument,
  vote,
  type Member,
} from './support/functions-env.js';

let staff: Member;
let voters: Member[];

beforeAll(async () => {
  staff = await newMember('staff', { admin: true });
  voters = await Promise.all(Array.from({ length: 10 }, (_, i) => newMember(`voter${i}`)));
});
afterAll(async () => {
  await Promise.all([staff, ...voters].map((member) => member.close()));
});

async function newPoll(): Promise<string> {
  const { pollId } = await staff.call('createPoll', {
    title: 'Which Brahms symphony?',
    description: 'Pick one',
    options: ['No. 1', 'No. 2', 'No. 3', 'No. 4'],
  });
  return pollId;
}

const counts = async (pollId: string) => {
  const poll = await adminDb().doc(paths.poll(pollId)).get();
  return { voteCounts: poll.get('voteCounts') as unknown, totalVotes: poll.get('totalVotes') };
};

/** The counts the stored votes call for. */
async function countsOfStoredVotes(pollId: string) {
  const voteCounts: Record<string, number> = { o1: 0, o2: 0, o3: 0, o4: 0 };
  const votes = await adminDb().collection(paths.pollVotes(pollId)).get();
  for (const stored of votes.docs) {
    for (const optionId of stored.get('optionIds') as string[]) voteCounts[optionId]! += 1;
  }
  return { voteCounts, totalVotes: votes.size };
}

describe('createPoll', () => {
  it('opens an active poll with numbered options and every count at 0', async () => {
    const pollId = await newPoll();
    const poll = (await adminDb().doc(paths.poll(pollId)).get()).data();
    expect(poll).toMatchObject({
      kind: 'daily',
      threadId: null,
      title: 'Which Brahms symphony?',
      description: 'Pick one',
      maxChoices: 1,
      closesAt: null,
      resultsVisibility: 'afterVoting',
      isActive: true,
      closedAt: null,
      createdBy: staff.uid,
      options: [
        { id: 'o1', optionText: 'No. 1' },
        { id: 'o2', optionText: 'No. 2' },
        { id: 'o3', optionText: 'No. 3' },
        { id: 'o4', optionText: 'No. 4' },
      ],
      voteCounts: { o1: 0, o2: 0, o3: 0, o4: 0 },
      totalVotes: 0,
    });
  });
});

describe('vote counts', () => {
  it('are exact after 30 concurrent vote changes', async () => {
    const pollId = await newPoll();
    await Promise.all(voters.map((voter) => vote(voter, pollId, 'o1')));
    for (const voter of voters) await settled(paths.pollVote(pollId, voter.uid), 1);
    expect(await counts(pollId)).toEqual({
      voteCounts: { o1: 10, o2: 0, o3: 0, o4: 0 },
      totalVotes: 10,
    });

    // Every voter changes three times, all at once; the i-th change of voter v picks o(1 + (v + i) % 4).
    // One voter's changes are transactions on their vote budget, so they land in any order.
    const optionsOf = (v: number) => [1, 2, 3].map((i) => `o${1 + ((v + i) % 4)}`);
    const changes = voters.flatMap((voter, v) =>
      optionsOf(v).map((optionId) => vote(voter, pollId, optionId)),
    );
    expect(changes).toHaveLength(30);
    await Promise.all(changes);
    for (const voter of voters) await settled(paths.pollVote(pollId, voter.uid), 4);

    for (const [v, voter] of voters.entries()) {
      const stored = await adminDb().doc(paths.pollVote(pollId, voter.uid)).get();
      expect(optionsOf(v)).toContain((stored.get('optionIds') as string[])[0]);
    }
    const expected = await countsOfStoredVotes(pollId);
    expect(expected.totalVotes).toBe(10);
    expect(await counts(pollId)).toEqual(expected);
  });

  it('do not move when a member votes the same option again', async () => {
    const pollId = await newPoll();
    const voter = voters[0]!;
    await vote(voter, pollId, 'o2');
    await vote(voter, pollId, 'o2');
    await settled(paths.pollVote(pollId, voter.uid), 2);
    expect(await counts(pollId)).toEqual({
      voteCounts: { o1: 0, o2: 1, o3: 0, o4: 0 },
      totalVotes: 1,
    });
  });

  it('change once when a vote-change event is delivered twice', async () => {
    const pollId = await newPoll();
    const voter = voters[1]!;
    const path = paths.pollVote(pollId, voter.uid);
    await vote(voter, pollId, 'o1');
    await settled(path, 1);
    const first = await storedDocument(path);
    await vote(voter, pollId, 'o3');
    await settled(path, 2);
    const changed = await storedDocument(path);
    const after = await counts(pollId);
    expect(after).toEqual({ voteCounts: { o1: 0, o2: 0, o3: 1, o4: 0 }, totalVotes: 1 });

    await redeliver(path, { before: first, after: changed }, 2);
    await redeliver(path, { before: null, after: first }, 3);

    expect(await counts(pollId)).toEqual(after);
  });

  it('stop when staff close the poll', async () => {
    const pollId = await newPoll();
    const voter = voters[2]!;
    await vote(voter, pollId, 'o4');
    expect(await staff.call('closePoll', { pollId })).toEqual({ closed: true });
    expect(await staff.call('closePoll', { pollId })).toEqual({ closed: false });
    await expect(vote(voter, pollId, 'o1')).rejects.toMatchObject({ code: 'permission-denied' });
    await settled(paths.pollVote(pollId, voter.uid), 1);
    const poll = (await adminDb().doc(paths.poll(pollId)).get()).data();
    expect(poll).toMatchObject({ isActive: false, totalVotes: 1, voteCounts: { o4: 1 } });
    expect(poll?.closedAt).toBeTruthy();
  });
});

describe('poll replies', () => {
  it('are posted, nested and anonymous as thread replies, and deleted outright', async () => {
    const pollId = await newPoll();
    const [named, hidden] = [voters[3]!, voters[4]!];
    const { replyId: parentId } = await named.call('postPollReply', {
      pollId,
      parentId: null,
      body: '  No. 4, for the passacaglia  ',
      isAnonymous: false,
    });
    const { replyId } = await hidden.call('postPollReply', {
      pollId,
      parentId,
      body: 'No. 3, quietly',
      isAnonymous: true,
    });
    const replies = adminDb().collection(paths.pollReplies(pollId));
    expect((await replies.doc(parentId).get()).data()).toMatchObject({
      pollId,
      parentId: null,
      body: 'No. 4, for the passacaglia',
      isAnonymous: false,
      authorId: named.uid,
    });
    const anonymous = (await replies.doc(replyId).get()).data();
    expect(anonymous).toMatchObject({ pollId, parentId, isAnonymous: true });
    expect(anonymous).not.toHaveProperty('authorId');
    expect((await adminDb().doc(paths.pollReplyAuthor(pollId, replyId)).get()).data()).toEqual({
      authorId: hidden.uid,
    });

    expect(await hidden.call('deletePollReply', { pollId, replyId })).toEqual({ deleted: true });
    expect((await replies.doc(replyId).get()).exists).toBe(false);
    expect((await adminDb().doc(paths.pollReplyAuthor(pollId, replyId)).get()).exists).toBe(false);
    expect(await staff.call('deletePollReply', { pollId, replyId: parentId })).toEqual({
      deleted: true,
    });
    expect((await replies.get()).size).toBe(0);
  });
});
