// Scored game rounds through the callables, as the game page plays them: the function draws the
// questions and keeps their answers, serves one at a time, scores each answer once by its own
// clock, and ends the round in the member's record and on the week's leaderboard. A client reads
// no answer before answering, scores nothing twice, and writes no score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { eventually } from '@salon/emulator/testing';
import {
  GAME_ROUND_LENGTH,
  GAME_TOASTS,
  gameWeekKey,
  intervalSemitones,
  paths,
  type IntervalId,
} from '@salon/domain';
import {
  adminDb,
  newMember,
  refusalOf,
  visitorClient,
  type Member,
  TRIGGERS,
} from './support/functions-env.js';

let player: Member;
let other: Member;

beforeAll(async () => {
  [player, other] = await Promise.all([newMember('ear'), newMember('other-ear')]);
}, 120_000);
afterAll(async () => {
  await Promise.all([player, other].map((member) => member.close()));
});

type Prompt = { notes: [number, number]; choices: IntervalId[] };

/** The right answer, as a player with a perfect ear hears it. */
const rightAnswer = (prompt: Prompt) =>
  prompt.choices.find(
    (id) => intervalSemitones(id) === Math.abs(prompt.notes[1] - prompt.notes[0]),
  )!;

const wrongAnswer = (prompt: Prompt) => prompt.choices.find((id) => id !== rightAnswer(prompt))!;

describe('a scored round', () => {
  it('is served a question at a time, without answers, scored once each, and ends in the record', async () => {
    const { roundId, total } = await player.call('startGameRound', { game: 'intervals', level: 2 });
    expect(total).toBe(GAME_ROUND_LENGTH);
    let score = 0;
    let last;
    for (let index = 0; index < total; index += 1) {
      const served = await player.call('nextGameQuestion', { roundId });
      expect(Object.keys(served).sort()).toEqual(['index', 'prompt']);
      expect(Object.keys(served.prompt).sort()).toEqual(['choices', 'kind', 'notes', 'order']);
      expect(served.index).toBe(index);
      const prompt = served.prompt as Prompt;
      // Asking again serves the same question.
      expect((await player.call('nextGameQuestion', { roundId })).prompt).toEqual(served.prompt);
      const answer = index === 0 ? wrongAnswer(prompt) : rightAnswer(prompt);
      last = await player.call('answerGameQuestion', { roundId, index, answer });
      expect(last.right).toBe(index !== 0);
      expect(last.answer).toBe(rightAnswer(prompt));
      if (index === 0) expect(last.points).toBe(0);
      else expect(last.points).toBeGreaterThanOrEqual(62);
      score += last.points;
      expect(last.score).toBe(score);
      expect(last.finished).toBe(index === total - 1);
    }
    expect(last).toMatchObject({ finished: true, best: score, newBest: true });

    const stats = (await adminDb().doc(paths.gameStats(player.uid)).get()).data()!;
    expect(stats['games']).toEqual({ intervals: { best: score, level: 2, rounds: 1 } });
    const week = gameWeekKey(new Date());
    const row = await adminDb()
      .doc(paths.gameScore(week, 'intervals', stats['scoreKey'] as string))
      .get();
    // newMember's profile has no privacy flag: private, so the row names nobody.
    expect(row.data()).toMatchObject({ points: score, memberId: null });
  });

  it('names the player on the leaderboard once their profile turns public, and not after', async () => {
    const stats = (await adminDb().doc(paths.gameStats(player.uid)).get()).data()!;
    const row = adminDb().doc(
      paths.gameScore(gameWeekKey(new Date()), 'intervals', stats['scoreKey'] as string),
    );
    const profile = adminDb().doc(paths.profile(player.uid));
    await profile.update({ isPrivate: false });
    await eventually(async () => (await row.get()).get('memberId') === player.uid, TRIGGERS);
    await profile.update({ isPrivate: true });
    await eventually(async () => (await row.get()).get('memberId') === null, TRIGGERS);
  });

  it('refuses a second answer to a question, an answer to one not yet served, and a finished round', async () => {
    const { roundId } = await player.call('startGameRound', { game: 'intervals', level: 1 });
    expect(
      await refusalOf(player.call('answerGameQuestion', { roundId, index: 0, answer: '3M' })),
    ).toMatchObject({ code: 'failed-precondition', message: GAME_TOASTS.notServed.description });
    const { prompt } = await player.call('nextGameQuestion', { roundId });
    const answer = rightAnswer(prompt as Prompt);
    await player.call('answerGameQuestion', { roundId, index: 0, answer });
    expect(
      await refusalOf(player.call('answerGameQuestion', { roundId, index: 0, answer })),
    ).toMatchObject({ code: 'failed-precondition' });
    expect(
      await refusalOf(player.call('answerGameQuestion', { roundId, index: 1, answer })),
    ).toMatchObject({ code: 'failed-precondition', message: GAME_TOASTS.notServed.description });

    for (let index = 1; index < GAME_ROUND_LENGTH; index += 1) {
      const served = await player.call('nextGameQuestion', { roundId });
      await player.call('answerGameQuestion', {
        roundId,
        index,
        answer: rightAnswer(served.prompt as Prompt),
      });
    }
    expect(await refusalOf(player.call('nextGameQuestion', { roundId }))).toMatchObject({
      code: 'failed-precondition',
      message: GAME_TOASTS.roundOver.description,
    });
    const round = (await adminDb().doc(paths.gameRound(roundId)).get()).data()!;
    expect(round['points']).toHaveLength(GAME_ROUND_LENGTH);
  });

  it('is its player’s alone: another member is told there is no such round', async () => {
    const { roundId } = await player.call('startGameRound', { game: 'intervals', level: 1 });
    expect(await refusalOf(other.call('nextGameQuestion', { roundId }))).toMatchObject({
      code: 'not-found',
      message: GAME_TOASTS.noSuchRound.description,
    });
  });
});

describe('a deleted account', () => {
  it('leaves no record, leaderboard row or round behind', async () => {
    const leaver = await newMember('ear-leaver');
    const { roundId, total } = await leaver.call('startGameRound', { game: 'intervals', level: 1 });
    for (let index = 0; index < total; index += 1) {
      const served = await leaver.call('nextGameQuestion', { roundId });
      await leaver.call('answerGameQuestion', {
        roundId,
        index,
        answer: rightAnswer(served.prompt as Prompt),
      });
    }
    const scoreKey = (await adminDb().doc(paths.gameStats(leaver.uid)).get()).get('scoreKey');
    const row = adminDb().doc(paths.gameScore(gameWeekKey(new Date()), 'intervals', scoreKey));
    expect((await row.get()).exists).toBe(true);

    expect(await leaver.call('deleteAccount', {})).toEqual({ deleted: true });
    expect((await adminDb().doc(paths.gameStats(leaver.uid)).get()).exists).toBe(false);
    expect((await row.get()).exists).toBe(false);
    expect((await adminDb().doc(paths.gameRound(roundId)).get()).exists).toBe(false);
    await leaver.close();
  });
});

describe('what a client cannot do', () => {
  it('read a round’s answers, or write a score, a record or a leaderboard row', async () => {
    const { roundId } = await player.call('startGameRound', { game: 'intervals', level: 1 });
    await expect(getDoc(doc(player.firestore, paths.gameRound(roundId)))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    const week = gameWeekKey(new Date());
    for (const attempt of [
      setDoc(doc(player.firestore, paths.gameStats(player.uid)), {
        games: { intervals: { best: 99_999, level: 4, rounds: 1 } },
        scoreKey: 'mine',
        weeks: [],
        updatedAt: new Date(),
      }),
      setDoc(doc(player.firestore, paths.gameScore(week, 'intervals', 'mine')), {
        points: 99_999,
        memberId: player.uid,
        reachedAt: new Date(),
      }),
    ]) {
      await expect(attempt).rejects.toMatchObject({ code: 'permission-denied' });
    }
    // A callable takes no score: a forged one is refused with the input.
    expect(
      await refusalOf(
        player.call('answerGameQuestion', { roundId, index: 0, answer: '3M', points: 99_999 }),
      ),
    ).toMatchObject({ code: 'invalid-argument' });
  });

  it('start a round as a visitor', async () => {
    const visitor = visitorClient();
    expect(
      await refusalOf(visitor.call('startGameRound', { game: 'intervals', level: 1 })),
    ).toMatchObject({ code: 'unauthenticated' });
    await visitor.close();
  });
});
