// Daily trivia through the functions as the app and the scheduler call them: admins keep the
// queue, the schedule opens the first queued question once a day, members answer once, and the
// right answer reaches a member only in their own answer, after answering. The stack's demo data
// opens a question today too; these tests clear today's question and the queue's trivia first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { doc, getDoc } from 'firebase/firestore';
import { eventually } from '@salon/emulator/testing';
import { addTriviaDays, paths, TRIVIA_TOASTS, triviaDayKey, triviaMonthKey } from '@salon/domain';
import { stackEndpoints } from '../support/stack-endpoints.js';
import {
  adminDb,
  newMember,
  refusalOf,
  visitorClient,
  type Member,
} from './support/functions-env.js';

let admin: Member;
let moderator: Member;
let members: Member[];

beforeAll(async () => {
  [admin, moderator, ...members] = await Promise.all([
    newMember('trivia-admin', { admin: true }),
    newMember('trivia-mod', { role: 'moderator' }),
    ...Array.from({ length: 12 }, (_, i) => newMember(`player${i}`)),
  ]);
  await Promise.all(
    members.map((member) => adminDb().doc(paths.profile(member.uid)).update({ isPrivate: false })),
  );
});
afterAll(async () => {
  await Promise.all([admin, moderator, ...members].map((member) => member.close()));
});

const today = () => triviaDayKey(Date.now());

const question = (text: string, extra: Record<string, unknown> = {}) => ({
  itemId: null,
  status: 'queued' as const,
  question: text,
  answers: ['Bach', 'Vivaldi', '', 'Telemann', '', ''],
  correctIndex: 1,
  explanation: 'Vivaldi published The Four Seasons in 1725, in his Op. 8.',
  composer: 'Vivaldi',
  period: 'baroque',
  ...extra,
});

const triviaItems = async () =>
  (await adminDb().collection(paths.pollQueue).where('kind', '==', 'trivia').get()).docs
    .map((item) => ({ id: item.id, ...item.data() }) as Record<string, unknown> & { id: string })
    .sort((a, b) => (a.position as number) - (b.position as number));

/** No question today and none queued: the schedule starts from nothing. */
async function clearToday() {
  await adminDb().recursiveDelete(adminDb().doc(paths.triviaDay(today())));
  await Promise.all(
    (await triviaItems()).map((item) => adminDb().doc(paths.pollQueueItem(item.id)).delete()),
  );
}

/** Runs openDailyTrivia as Cloud Scheduler does. */
async function runSchedule() {
  const response = await fetch(
    `${stackEndpoints().functionsUrl}/_emulator/schedules/openDailyTrivia/run`,
    { method: 'POST' },
  );
  expect(response.status).toBe(200);
}

describe('the trivia queue', () => {
  beforeEach(clearToday);

  it('takes an admin’s question, trimmed, at the end of the queue, and edits it', async () => {
    const first = await admin.call('saveTriviaQuestion', question(' Who wrote The Four Seasons? '));
    const second = await admin.call('saveTriviaQuestion', question('Second?', { status: 'draft' }));
    const items = await triviaItems();
    expect(items.map((item) => item.id)).toEqual([first.itemId, second.itemId]);
    expect(items[0]).toMatchObject({
      kind: 'trivia',
      status: 'queued',
      createdBy: admin.uid,
      content: {
        question: 'Who wrote The Four Seasons?',
        answers: ['Bach', 'Vivaldi', 'Telemann'],
        correctIndex: 1,
        composer: 'Vivaldi',
        period: 'baroque',
      },
    });
    expect(items[1]!.position).toBeGreaterThan(items[0]!.position as number);

    await admin.call(
      'saveTriviaQuestion',
      question('Who wrote Winter?', { itemId: first.itemId, correctIndex: 3, period: '' }),
    );
    const edited = (await adminDb().doc(paths.pollQueueItem(first.itemId)).get()).data();
    expect(edited).toMatchObject({
      position: items[0]!.position,
      content: { question: 'Who wrote Winter?', correctIndex: 2, period: null },
    });
  });

  it('refuses members, moderators, visitors and bad drafts, changing nothing', async () => {
    for (const caller of [members[0]!, moderator]) {
      expect(await refusalOf(caller.call('saveTriviaQuestion', question('Q?')))).toMatchObject({
        code: 'permission-denied',
        message: TRIVIA_TOASTS.staffOnly.description,
      });
    }
    const visitor = visitorClient();
    expect((await refusalOf(visitor.call('saveTriviaQuestion', question('Q?')))).code).toBe(
      'unauthenticated',
    );
    await visitor.close();
    const bad: [Record<string, unknown>, { title: string; description: string }][] = [
      [
        { answers: ['Only one', '', '', '', '', ''], correctIndex: 0 },
        TRIVIA_TOASTS.missingQuestion,
      ],
      [{ correctIndex: 2 }, TRIVIA_TOASTS.noRightAnswer],
      [{ correctIndex: null }, TRIVIA_TOASTS.noRightAnswer],
      [{ explanation: '' }, TRIVIA_TOASTS.missingExplanation],
      [{ explanation: 'x'.repeat(801) }, TRIVIA_TOASTS.tooLong],
      [{ period: 'jazz' }, TRIVIA_TOASTS.unknownPeriod],
      [{ question: 'Who the fuck wrote it?' }, TRIVIA_TOASTS.contentPolicy],
    ];
    for (const [change, toast] of bad) {
      expect(await refusalOf(admin.call('saveTriviaQuestion', question('Q?', change)))).toEqual({
        code: 'invalid-argument',
        message: toast.description,
        details: toast,
      });
    }
    expect((await refusalOf(admin.call('saveTriviaQuestion', { question: 1 }))).code).toBe(
      'invalid-argument',
    );
    expect(
      await refusalOf(admin.call('saveTriviaQuestion', question('Q?', { itemId: 'gone' }))),
    ).toMatchObject({ code: 'not-found', message: TRIVIA_TOASTS.itemNotFound.description });
    expect(await triviaItems()).toEqual([]);
  });

  it('moves an item past its neighbour and deletes it, for admins only', async () => {
    const ids = [];
    for (const text of ['One?', 'Two?', 'Three?']) {
      ids.push((await admin.call('saveTriviaQuestion', question(text))).itemId);
    }
    expect(await admin.call('moveQueueItem', { itemId: ids[2]!, direction: 'up' })).toEqual({
      moved: true,
    });
    expect(await admin.call('moveQueueItem', { itemId: ids[0]!, direction: 'up' })).toEqual({
      moved: false,
    });
    expect((await triviaItems()).map((item) => item.id)).toEqual([ids[0], ids[2], ids[1]]);
    expect(
      (await refusalOf(members[0]!.call('moveQueueItem', { itemId: ids[0]!, direction: 'down' })))
        .code,
    ).toBe('permission-denied');
    expect((await refusalOf(moderator.call('deleteQueueItem', { itemId: ids[0]! }))).code).toBe(
      'permission-denied',
    );
    expect(
      (await refusalOf(admin.call('moveQueueItem', { itemId: ids[0]!, direction: 'sideways' })))
        .code,
    ).toBe('invalid-argument');
    expect(await admin.call('deleteQueueItem', { itemId: ids[2]! })).toEqual({ deleted: true });
    expect(await admin.call('deleteQueueItem', { itemId: ids[2]! })).toEqual({ deleted: false });
    expect((await triviaItems()).map((item) => item.id)).toEqual([ids[0], ids[1]]);
  });
});

describe('openDailyTrivia', () => {
  beforeEach(clearToday);

  it('leaves the day without trivia when nothing is queued (drafts wait)', async () => {
    await admin.call('saveTriviaQuestion', question('A draft?', { status: 'draft' }));
    await runSchedule();
    expect((await adminDb().doc(paths.triviaDay(today())).get()).exists).toBe(false);
    expect(await triviaItems()).toHaveLength(1);
  });

  it('opens the first queued question without its key, once, and takes it off the queue', async () => {
    const earlier = addTriviaDays(today(), -3);
    await adminDb().doc(paths.triviaDay(earlier)).set({ dayKey: earlier, question: 'Old?' });
    await admin.call('saveTriviaQuestion', question('A draft?', { status: 'draft' }));
    const { itemId: first } = await admin.call('saveTriviaQuestion', question('First?'));
    const { itemId: second } = await admin.call('saveTriviaQuestion', question('Second?'));

    // The stack's demo data has questions on the days before: the newest of them is the previous.
    const newestEarlier = (
      await adminDb()
        .collection(paths.trivia)
        .where('dayKey', '<', today())
        .orderBy('dayKey', 'desc')
        .limit(1)
        .get()
    ).docs[0]!.id;
    expect(newestEarlier >= earlier).toBe(true);

    await runSchedule();
    const opened = (await adminDb().doc(paths.triviaDay(today())).get()).data();
    expect(opened).toEqual({
      dayKey: today(),
      question: 'First?',
      answers: ['Bach', 'Vivaldi', 'Telemann'],
      composer: 'Vivaldi',
      period: 'baroque',
      openedAt: expect.anything(),
      previousDayKey: newestEarlier,
      answeredCount: 0,
      rightCount: 0,
    });
    expect((await adminDb().doc(paths.triviaKey(today())).get()).data()).toEqual({
      correctIndex: 1,
      explanation: question('').explanation,
    });
    const left = (await triviaItems()).map((item) => item.id);
    expect(left).not.toContain(first);
    expect(left).toContain(second);

    // A second run the same day changes nothing: the day is open, the queue keeps the rest.
    await runSchedule();
    expect((await adminDb().doc(paths.triviaDay(today())).get()).get('question')).toBe('First?');
    expect((await triviaItems()).map((item) => item.id)).toEqual(left);
    await adminDb().doc(paths.triviaDay(earlier)).delete();
  });
});

describe('answerTrivia', () => {
  let yesterday: string;

  beforeAll(async () => {
    await clearToday();
    yesterday = addTriviaDays(today(), -1);
    await adminDb()
      .doc(paths.triviaDay(yesterday))
      .set({
        dayKey: yesterday,
        question: 'Yesterday?',
        answers: ['A', 'B'],
        previousDayKey: null,
      });
    await adminDb().doc(paths.triviaKey(yesterday)).set({ correctIndex: 0, explanation: 'A.' });
    await admin.call('saveTriviaQuestion', question('Who wrote The Four Seasons?'));
    await runSchedule();
  });
  afterAll(async () => {
    await adminDb().recursiveDelete(adminDb().doc(paths.triviaDay(yesterday)));
  });

  const answer = (member: Member, answerIndex: number, dayKey = today()) =>
    member.call('answerTrivia', { dayKey, answerIndex });

  it('keeps the right answer from a member until they have answered, then tells them', async () => {
    const [player] = members;
    const day = await getDoc(doc(player!.firestore, paths.triviaDay(today())));
    expect(day.data()).not.toHaveProperty('correctIndex');
    expect(JSON.stringify(day.data())).not.toContain('1725');
    await expect(getDoc(doc(player!.firestore, paths.triviaKey(today())))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(
      (await getDoc(doc(player!.firestore, paths.triviaAnswer(today(), player!.uid)))).exists(),
    ).toBe(false);

    expect(await answer(player!, 1)).toEqual({
      right: true,
      correctIndex: 1,
      explanation: question('').explanation,
      points: 10,
      streak: 1,
    });
    const own = await getDoc(doc(player!.firestore, paths.triviaAnswer(today(), player!.uid)));
    expect(own.data()).toMatchObject({ answerIndex: 1, correctIndex: 1, right: true, points: 10 });
    // Still no key for the member who answered: their answer carries what they may know.
    await expect(getDoc(doc(player!.firestore, paths.triviaKey(today())))).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });

  it('refuses a second answer, another day’s, a missing answer and visitors, changing nothing', async () => {
    const player = members[1]!;
    expect((await answer(player, 0)).right).toBe(false);
    const before = (await adminDb().doc(paths.triviaDay(today())).get()).data();
    const stats = (await adminDb().doc(paths.triviaMemberStats(player.uid)).get()).data();

    expect(await refusalOf(answer(player, 1))).toMatchObject({
      code: 'already-exists',
      message: TRIVIA_TOASTS.alreadyAnswered.description,
    });
    expect(await refusalOf(answer(members[2]!, 0, yesterday))).toMatchObject({
      code: 'failed-precondition',
      message: TRIVIA_TOASTS.dayClosed.description,
    });
    expect(await refusalOf(answer(members[2]!, 3))).toMatchObject({
      code: 'invalid-argument',
      message: TRIVIA_TOASTS.noSuchAnswer.description,
    });
    for (const data of [
      { dayKey: today(), answerIndex: 6 },
      { dayKey: today(), answerIndex: -1 },
      { dayKey: '2025-02-30', answerIndex: 0 },
      { dayKey: today() },
      null,
    ]) {
      expect((await refusalOf(members[2]!.call('answerTrivia', data))).code).toBe(
        'invalid-argument',
      );
    }
    const visitor = visitorClient();
    expect(
      (await refusalOf(visitor.call('answerTrivia', { dayKey: today(), answerIndex: 1 }))).code,
    ).toBe('unauthenticated');
    await visitor.close();

    expect((await adminDb().doc(paths.triviaDay(today())).get()).data()).toEqual(before);
    expect((await adminDb().doc(paths.triviaMemberStats(player.uid)).get()).data()).toEqual(stats);
    expect((await adminDb().doc(paths.triviaAnswer(today(), members[2]!.uid)).get()).exists).toBe(
      false,
    );
  });

  it('counts exactly when members answer at once, and takes one answer of a member sending several', async () => {
    const before = (await adminDb().doc(paths.triviaDay(today())).get()).data()!;
    const crowd = members.slice(2);
    const results = await Promise.allSettled([
      ...crowd.map((member, i) => answer(member, i % 3 === 0 ? 1 : 0)),
      answer(crowd[0]!, 0),
      answer(crowd[0]!, 1),
    ]);
    const accepted = results.filter((result) => result.status === 'fulfilled');
    expect(accepted).toHaveLength(crowd.length);
    const rightOnes = crowd.filter((_, i) => i % 3 === 0).length;
    const after = (await adminDb().doc(paths.triviaDay(today())).get()).data()!;
    const answers = await adminDb().collection(paths.triviaAnswers(today())).get();
    const stored = answers.docs.filter((answer) =>
      crowd.some((member) => member.uid === answer.id),
    );
    expect(stored).toHaveLength(crowd.length);
    const storedRight = stored.filter((answer) => answer.get('right') === true).length;
    expect(storedRight).toBe(rightOnes);
    expect(after.answeredCount).toBe((before.answeredCount as number) + crowd.length);
    expect(after.rightCount).toBe((before.rightCount as number) + rightOnes);
    expect(after.answeredCount).toBe(answers.size);
  });
});

describe('a member’s trivia record', () => {
  let yesterday: string;

  beforeAll(async () => {
    await clearToday();
    yesterday = addTriviaDays(today(), -1);
    await admin.call('saveTriviaQuestion', question('Streak question?'));
    // Yesterday's question existed: the schedule links today's to it.
    await adminDb().doc(paths.triviaDay(yesterday)).set({ dayKey: yesterday, question: 'Y?' });
    await runSchedule();
  });
  afterAll(async () => {
    await adminDb().doc(paths.triviaDay(yesterday)).delete();
  });

  it('continues a streak from yesterday’s right answer and adds the points to the month', async () => {
    const player = newcomer();
    const month = triviaMonthKey(today());
    await adminDb()
      .doc(paths.triviaMemberStats((await player).uid))
      .set({
        streak: 2,
        bestStreak: 2,
        totalRight: 5,
        totalAnswered: 7,
        lastRightDay: yesterday,
        monthlyPoints: { [month]: 30 },
        scoreKey: 'streak-row',
        updatedAt: new Date(),
      });
    const member = await player;
    expect(await member.call('answerTrivia', { dayKey: today(), answerIndex: 1 })).toMatchObject({
      right: true,
      streak: 3,
      points: 14,
    });
    const stats = (await adminDb().doc(paths.triviaMemberStats(member.uid)).get()).data();
    expect(stats).toMatchObject({
      streak: 3,
      bestStreak: 3,
      totalRight: 6,
      totalAnswered: 8,
      lastRightDay: today(),
      monthlyPoints: { [month]: 44 },
      scoreKey: 'streak-row',
    });
    expect(
      (await adminDb().doc(paths.triviaScore(month, 'streak-row')).get()).data(),
    ).toMatchObject({
      points: 44,
      memberId: member.uid,
    });
    await member.close();
  });

  it('names a private member on no leaderboard row, and again once public', async () => {
    const member = await newcomer();
    const month = triviaMonthKey(today());
    await adminDb().doc(paths.profile(member.uid)).update({ isPrivate: true });
    await member.call('answerTrivia', { dayKey: today(), answerIndex: 1 });
    const scoreKey = (await adminDb().doc(paths.triviaMemberStats(member.uid)).get()).get(
      'scoreKey',
    ) as string;
    expect(scoreKey).not.toContain(member.uid);
    const row = adminDb().doc(paths.triviaScore(month, scoreKey));
    const memberIdOfRow = async () => (await row.get()).get('memberId') as unknown;
    expect((await row.get()).data()).toMatchObject({ points: 10, memberId: null });
    await adminDb().doc(paths.profile(member.uid)).update({ isPrivate: false });
    await eventually(async () => (await memberIdOfRow()) === member.uid, {
      what: 'the row naming the member once public',
    });
    await adminDb().doc(paths.profile(member.uid)).update({ isPrivate: true });
    await eventually(async () => (await memberIdOfRow()) === null, {
      what: 'the row hiding the member again',
    });
    await member.close();
  });
});

describe('a member who deletes the account', () => {
  beforeAll(async () => {
    await clearToday();
    await admin.call('saveTriviaQuestion', question('Deletion question?'));
    await runSchedule();
  });

  it('leaves no record and no leaderboard row naming them', async () => {
    const member = await newcomer();
    await member.call('answerTrivia', { dayKey: today(), answerIndex: 1 });
    const stats = adminDb().doc(paths.triviaMemberStats(member.uid));
    const scoreKey = (await stats.get()).get('scoreKey') as string;
    const row = adminDb().doc(paths.triviaScore(triviaMonthKey(today()), scoreKey));
    expect((await row.get()).get('memberId')).toBe(member.uid);
    expect(await member.call('deleteAccount', {})).toEqual({ deleted: true });
    expect((await stats.get()).exists).toBe(false);
    expect((await row.get()).exists).toBe(false);
    await member.close();
  });
});

let newcomers = 0;
async function newcomer(): Promise<Member> {
  newcomers += 1;
  const member = await newMember(`streaker${newcomers}`);
  await adminDb().doc(paths.profile(member.uid)).update({ isPrivate: false });
  return member;
}
