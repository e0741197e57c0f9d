// A member's poll in a discussion: opened with the discussion by createThread (or refused with the
// form's toast, writing nothing), one ballot per member counted exactly under 50 concurrent
// voters, refused from its closing time by the server's clock, closed early by its author or
// staff only, marked closed by the schedule, and deleted with its discussion.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DISCUSSION_POLL_TOASTS,
  POLL_TOASTS,
  contentPolicyViolation,
  paths,
  type DiscussionPollInput,
} from '@salon/domain';
import { stackEndpoints } from '../support/stack-endpoints.js';
import {
  adminDb,
  newMember,
  refusalOf,
  settled,
  vote,
  type Member,
} from './support/functions-env.js';

const OPTIONS = ['Karajan', 'Kleiber', 'Abbado', 'Furtwängler'];
const poll = (extra: Partial<DiscussionPollInput> = {}): DiscussionPollInput => ({
  question: 'Whose Brahms Fourth?',
  options: OPTIONS,
  maxChoices: 2,
  closesAt: null,
  resultsVisibility: 'always',
  ...extra,
});
const discussion = (extra: object = {}) => ({
  title: 'Brahms 4 on record',
  body: 'Which do you keep?',
  isAnonymous: false,
  ...extra,
});

let author: Member;
let moderator: Member;
let outsider: Member;
let voters: Member[];

beforeAll(async () => {
  [author, moderator, outsider] = await Promise.all([
    newMember('poll-author'),
    newMember('poll-moderator', { role: 'moderator' }),
    newMember('poll-outsider'),
  ]);
  voters = await Promise.all(Array.from({ length: 50 }, (_, i) => newMember(`ballot${i}`)));
});
afterAll(async () => {
  await Promise.all([author, moderator, outsider, ...voters].map((member) => member.close()));
});

async function newDiscussionPoll(
  by: Member,
  extra: Partial<DiscussionPollInput> = {},
  isAnonymous = false,
) {
  const { threadId } = await by.call(
    'createThread',
    discussion({ isAnonymous, poll: poll(extra) }),
  );
  const pollId = (await adminDb().doc(paths.thread(threadId)).get()).get('pollId') as string;
  return { threadId, pollId };
}

const storedPoll = async (pollId: string) => (await adminDb().doc(paths.poll(pollId)).get()).data();

describe('createThread with a poll', () => {
  it('opens the poll with the discussion, naming it, and the discussion names the poll', async () => {
    const { threadId, pollId } = await newDiscussionPoll(author);
    expect(await storedPoll(pollId)).toMatchObject({
      kind: 'discussion',
      threadId,
      title: 'Whose Brahms Fourth?',
      description: '',
      createdBy: author.uid,
      isActive: true,
      maxChoices: 2,
      closesAt: null,
      resultsVisibility: 'always',
      options: OPTIONS.map((optionText, i) => ({ id: `o${i + 1}`, optionText })),
      voteCounts: { o1: 0, o2: 0, o3: 0, o4: 0 },
      totalVotes: 0,
    });
  });

  it('keeps an anonymous discussion’s author off its poll', async () => {
    const { pollId } = await newDiscussionPoll(author, {}, true);
    expect((await storedPoll(pollId))?.createdBy).toBeNull();
  });

  it('refuses a bad poll with the form’s toast and writes no discussion and no poll', async () => {
    const refused = async (extra: Partial<DiscussionPollInput>, toast: object) => {
      const before = await Promise.all([
        adminDb().collection(paths.threads).where('authorId', '==', outsider.uid).count().get(),
        adminDb().collection(paths.polls).where('createdBy', '==', outsider.uid).count().get(),
      ]);
      const refusal = await refusalOf(
        outsider.call('createThread', discussion({ poll: poll(extra) })),
      );
      expect({ code: refusal.code, details: refusal.details }).toEqual({
        code: 'invalid-argument',
        details: toast,
      });
      const after = await Promise.all([
        adminDb().collection(paths.threads).where('authorId', '==', outsider.uid).count().get(),
        adminDb().collection(paths.polls).where('createdBy', '==', outsider.uid).count().get(),
      ]);
      expect(after.map((count) => count.data().count)).toEqual(
        before.map((count) => count.data().count),
      );
    };
    await refused({ options: ['Only one', ' '] }, DISCUSSION_POLL_TOASTS.missingInformation);
    await refused({ question: ' ' }, DISCUSSION_POLL_TOASTS.missingInformation);
    await refused(
      { options: Array.from({ length: 11 }, (_, i) => `Option ${i}`) },
      DISCUSSION_POLL_TOASTS.tooManyOptions,
    );
    await refused({ question: 'x'.repeat(201) }, DISCUSSION_POLL_TOASTS.tooLong);
    await refused({ options: ['Kleiber', 'kleiber'] }, DISCUSSION_POLL_TOASTS.duplicateOptions);
    await refused({ options: ['Kleiber', 'shit'] }, contentPolicyViolation('Your poll'));
    await refused({ maxChoices: 5 }, DISCUSSION_POLL_TOASTS.invalidChoiceLimit);
    await refused({ maxChoices: 0 }, DISCUSSION_POLL_TOASTS.invalidChoiceLimit);
    await refused({ closesAt: Date.now() - 60_000 }, DISCUSSION_POLL_TOASTS.closingInPast);
    await refused(
      { closesAt: Date.now() + 91 * 86_400_000 },
      DISCUSSION_POLL_TOASTS.closingTooLate,
    );
  });
});

describe('ballots', () => {
  it('are counted exactly when 50 members vote at once, and again when they all change', async () => {
    const { pollId } = await newDiscussionPoll(author);
    // Voter v names o(1 + v % 4), and the next option as well when v is even; then each changes
    // to the option two along, alone.
    const first = (v: number) =>
      (v % 2 === 0 ? [v % 4, (v + 1) % 4] : [v % 4]).map((i) => `o${i + 1}`);
    const second = (v: number) => [`o${1 + ((v + 2) % 4)}`];
    const countsOf = (ballots: string[][]) => {
      const voteCounts: Record<string, number> = { o1: 0, o2: 0, o3: 0, o4: 0 };
      for (const ballot of ballots) for (const optionId of ballot) voteCounts[optionId]! += 1;
      return { voteCounts, totalVotes: ballots.length };
    };

    await Promise.all(voters.map((voter, v) => vote(voter, pollId, first(v))));
    for (const voter of voters) await settled(paths.pollVote(pollId, voter.uid), 1);
    expect(await storedPoll(pollId)).toMatchObject(countsOf(voters.map((_, v) => first(v))));

    await Promise.all(voters.map((voter, v) => vote(voter, pollId, second(v))));
    for (const voter of voters) await settled(paths.pollVote(pollId, voter.uid), 2);
    expect(await storedPoll(pollId)).toMatchObject(countsOf(voters.map((_, v) => second(v))));
  });

  it('are refused from the closing time on, by the server’s clock, and the schedule closes the poll', async () => {
    const { pollId } = await newDiscussionPoll(author, { closesAt: Date.now() + 3_600_000 });
    const [early, late] = [voters[0]!, voters[1]!];
    await vote(early, pollId, ['o1']);
    // The hour has passed: as the server sees it, the poll is due, whatever the client's clock.
    const closesAt = Timestamp.fromMillis(Date.now() - 1000);
    await adminDb().doc(paths.poll(pollId)).update({ closesAt });
    await expect(vote(late, pollId, ['o2'])).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(vote(early, pollId, ['o2'])).rejects.toMatchObject({ code: 'permission-denied' });

    const run = await fetch(
      `${stackEndpoints().functionsUrl}/_emulator/schedules/closeDuePolls/run`,
      {
        method: 'POST',
      },
    );
    expect(run.status).toBe(200);
    await settled(paths.pollVote(pollId, early.uid), 1);
    const closed = await storedPoll(pollId);
    expect(closed).toMatchObject({ isActive: false, totalVotes: 1, voteCounts: { o1: 1, o2: 0 } });
    expect((closed?.closedAt as Timestamp).isEqual(closesAt)).toBe(true);
  });
});

describe('closePoll on a discussion’s poll', () => {
  it('refuses anyone but the author and staff, and changes nothing', async () => {
    const { pollId } = await newDiscussionPoll(author);
    const refusal = await refusalOf(outsider.call('closePoll', { pollId }));
    expect({ code: refusal.code, details: refusal.details }).toEqual({
      code: 'permission-denied',
      details: POLL_TOASTS.closeNotAllowed,
    });
    expect((await storedPoll(pollId))?.isActive).toBe(true);
  });

  it('lets the author close their poll early, an anonymous discussion’s too', async () => {
    const { pollId } = await newDiscussionPoll(author, {}, true);
    expect(await author.call('closePoll', { pollId })).toEqual({ closed: true });
    expect(await author.call('closePoll', { pollId })).toEqual({ closed: false });
    await expect(vote(voters[2]!, pollId, ['o1'])).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('lets a moderator close it, logged as a staff action', async () => {
    const { pollId } = await newDiscussionPoll(author);
    expect(await moderator.call('closePoll', { pollId })).toEqual({ closed: true });
    const logged = await adminDb()
      .collection(paths.moderationLog)
      .where('actorId', '==', moderator.uid)
      .where('action', '==', 'pollClosed')
      .get();
    expect(logged.size).toBe(1);
  });
});

describe('deleting the discussion', () => {
  it('deletes its poll and the poll’s ballots', async () => {
    const { threadId, pollId } = await newDiscussionPoll(author);
    await vote(voters[3]!, pollId, ['o2']);
    await settled(paths.pollVote(pollId, voters[3]!.uid), 1);
    expect(await author.call('deleteThread', { threadId })).toEqual({ deleted: true });
    await settled(paths.thread(threadId), 2);
    expect((await adminDb().doc(paths.poll(pollId)).get()).exists).toBe(false);
    expect((await adminDb().collection(paths.pollVotes(pollId)).get()).empty).toBe(true);
  });
});

describe('editPoll', () => {
  const edited = (pollId: string, extra: Partial<DiscussionPollInput> = {}) => ({
    pollId,
    ...poll({ question: 'Whose Fourth, really?', options: ['Kleiber', 'Karajan'], ...extra }),
  });

  it('lets the author rewrite the poll while nobody has voted', async () => {
    const { pollId } = await newDiscussionPoll(author, {}, true);
    expect(await author.call('editPoll', edited(pollId, { maxChoices: 1 }))).toEqual({
      edited: true,
    });
    expect(await storedPoll(pollId)).toMatchObject({
      title: 'Whose Fourth, really?',
      options: [
        { id: 'o1', optionText: 'Kleiber' },
        { id: 'o2', optionText: 'Karajan' },
      ],
      voteCounts: { o1: 0, o2: 0 },
      maxChoices: 1,
      totalVotes: 0,
    });
  });

  it('refuses anyone else, a bad draft, a poll with a ballot and a closed poll, changing nothing', async () => {
    const { pollId } = await newDiscussionPoll(author);
    const before = await storedPoll(pollId);
    const refused = async (
      caller: Member,
      data: Record<string, unknown>,
      code: string,
      toast: object,
    ) => {
      const refusal = await refusalOf(caller.call('editPoll', data));
      expect({ code: refusal.code, details: refusal.details }).toEqual({ code, details: toast });
    };
    await refused(
      outsider,
      edited(pollId),
      'permission-denied',
      DISCUSSION_POLL_TOASTS.editNotAllowed,
    );
    await refused(
      author,
      edited(pollId, { options: ['Only one'] }),
      'invalid-argument',
      DISCUSSION_POLL_TOASTS.missingInformation,
    );
    expect(await storedPoll(pollId)).toEqual(before);

    // A ballot locks it, counted or not yet.
    await vote(voters[4]!, pollId, ['o1']);
    await refused(
      author,
      edited(pollId),
      'failed-precondition',
      DISCUSSION_POLL_TOASTS.lockedByVotes,
    );
    await settled(paths.pollVote(pollId, voters[4]!.uid), 1);
    await refused(
      author,
      edited(pollId),
      'failed-precondition',
      DISCUSSION_POLL_TOASTS.lockedByVotes,
    );
    expect((await storedPoll(pollId))?.options).toEqual(before?.options);

    const { pollId: closed } = await newDiscussionPoll(author);
    await author.call('closePoll', { pollId: closed });
    await refused(
      author,
      edited(closed),
      'failed-precondition',
      DISCUSSION_POLL_TOASTS.closedNoEdit,
    );
  });
});
