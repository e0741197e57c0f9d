// Scored game rounds through the callables, as the game page plays them: the function draws the
// questions and keeps their answers, serves one at a time, scores each answer once by its own
// clock, and ends the round in the member's record and on the week's leaderboard. A client reads
// no answer before answering, scores nothing twice, and writes no score.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, getDoc, setDoc } from 'firebase/firestore';
import { eventually } from '@salon/emulator/testing';
import { Note } from 'tonal';
import {
  GAME_ROUND_LENGTH,
  GAME_TOASTS,
  gameWeekKey,
  intervalSemitones,
  paths,
  splitTune,
  themeAnswerPoints,
  THEMES,
  workLabel,
  type CallableOutput,
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

type Served = CallableOutput<'nextGameQuestion'>['prompt'];

/** Semitones above the bass of each chord, and the bass's last two degrees of each cadence. */
const CHORD_SHAPES: Record<string, string> = {
  '0,4,7': 'major',
  '0,3,7': 'minor',
  '0,3,6': 'diminished',
  '0,4,8': 'augmented',
  '0,4,7,10': 'dominant-seventh',
  '0,4,7,11': 'major-seventh',
  '0,3,7,10': 'minor-seventh',
  '0,3,6,10': 'half-diminished',
  '0,3,6,9': 'diminished-seventh',
};

/** The chord or cadence, as a player with a perfect ear (or the question's words) tells it. */
function chordHeard(prompt: Served): string {
  if (prompt.kind !== 'chord') throw new Error('Not a chord question.');
  const midi = (note: string) => Note.midi(note)!;
  if (prompt.key === null) {
    const notes = prompt.chords[0]!.notes.map(midi);
    return CHORD_SHAPES[notes.map((note) => note - notes[0]!).join(',')]!;
  }
  const tonic = midi(`${prompt.key}4`);
  const [before, last] = prompt.chords
    .slice(-2)
    .map((chord) => (((midi(chord.notes[0]!) - tonic) % 12) + 12) % 12);
  if (last === 9) return 'deceptive';
  if (last === 7) return 'half';
  return before === 5 ? 'plagal' : 'authentic';
}

/** The theme whose header and first bars the question shows. */
function themeShown(prompt: Served) {
  if (prompt.kind !== 'theme') throw new Error('Not a theme question.');
  const matches = THEMES.filter((theme) => {
    const { header, bars } = splitTune(theme.abc);
    return header === prompt.header && prompt.bars.every((bar, index) => bars[index] === bar);
  });
  return matches.length === 1 ? matches[0]! : null;
}

describe('Chords and cadences', () => {
  it('serves chords and cadences without their names and scores a round into its own record', async () => {
    const { roundId, total } = await player.call('startGameRound', { game: 'chords', level: 5 });
    let last;
    for (let index = 0; index < total; index += 1) {
      const served = await player.call('nextGameQuestion', { roundId });
      expect(Object.keys(served.prompt).sort()).toEqual(['choices', 'chords', 'key', 'kind']);
      const answer = chordHeard(served.prompt);
      expect(served.prompt.choices).toContain(answer);
      last = await player.call('answerGameQuestion', { roundId, index, answer });
      expect(last).toMatchObject({ right: true, answer, credit: null });
      expect(last.points).toBeGreaterThanOrEqual(100);
    }
    expect(last).toMatchObject({ finished: true, newBest: true });
    const stats = (await adminDb().doc(paths.gameStats(player.uid)).get()).data()!;
    expect(stats['games']['chords']).toEqual({ best: last!.score, level: 5, rounds: 1 });
    expect(stats['weeks']).toContain(`${gameWeekKey(new Date())}_chords`);
    const row = await adminDb()
      .doc(paths.gameScore(gameWeekKey(new Date()), 'chords', stats['scoreKey'] as string))
      .get();
    expect(row.get('points')).toBe(last!.score);
  });

  it('refuses a level the game does not have, and a forged score', async () => {
    expect(
      await refusalOf(player.call('startGameRound', { game: 'intervals', level: 5 })),
    ).toMatchObject({ code: 'invalid-argument' });
    const { roundId } = await player.call('startGameRound', { game: 'chords', level: 1 });
    await player.call('nextGameQuestion', { roundId });
    expect(
      await refusalOf(
        player.call('answerGameQuestion', { roundId, index: 0, answer: 'major', score: 5_000 }),
      ),
    ).toMatchObject({ code: 'invalid-argument' });
  });
});

describe('Name the work', () => {
  it('shows a theme a bar at a time, only as asked, and scores each name by the bars shown', async () => {
    const { roundId, total } = await player.call('startGameRound', {
      game: 'name-the-work',
      level: 2,
    });
    expect(total).toBe(GAME_ROUND_LENGTH);
    // No bar before the question is served.
    expect(await refusalOf(player.call('revealGameBar', { roundId, index: 0 }))).toMatchObject({
      code: 'failed-precondition',
      message: GAME_TOASTS.notServed.description,
    });
    let score = 0;
    for (let index = 0; index < total; index += 2) {
      let { prompt } = await player.call('nextGameQuestion', { roundId });
      expect(Object.keys(prompt).sort()).toEqual([
        'bars',
        'choices',
        'header',
        'kind',
        'part',
        'totalBars',
      ]);
      if (prompt.kind !== 'theme') throw new Error('Not a theme question.');
      expect(prompt).toMatchObject({ part: 'composer' });
      expect(prompt.bars).toHaveLength(1);
      expect(prompt.choices).toHaveLength(6);
      // Asking again shows no more.
      expect((await player.call('nextGameQuestion', { roundId })).prompt).toEqual(prompt);
      // The first theme is heard to its second bar, whatever the player knows.
      if (index === 0) prompt = (await player.call('revealGameBar', { roundId, index })).prompt;
      while (!themeShown(prompt)) {
        prompt = (await player.call('revealGameBar', { roundId, index })).prompt;
      }
      if (prompt.kind !== 'theme') throw new Error('Not a theme question.');
      const shown = prompt.bars.length;
      const theme = themeShown(prompt)!;
      const composer = await player.call('answerGameQuestion', {
        roundId,
        index,
        answer: theme.composer,
      });
      const points = (right: boolean) =>
        themeAnswerPoints({ right, shown, totalBars: prompt.totalBars, level: 2 });
      expect(composer).toMatchObject({
        right: true,
        answer: theme.composer,
        points: points(true),
        credit: null,
        finished: false,
      });
      expect(await refusalOf(player.call('revealGameBar', { roundId, index }))).toMatchObject({
        code: 'failed-precondition',
      });

      // The work: the same bars, still shown; the first theme's work answered wrong.
      const work = await player.call('nextGameQuestion', { roundId });
      expect(work.index).toBe(index + 1);
      expect(work.prompt).toMatchObject({ part: 'work', bars: prompt.bars });
      expect(work.prompt.choices).toContain(workLabel(theme));
      const wrong = work.prompt.choices.find((choice) => choice !== workLabel(theme))!;
      const named = await player.call('answerGameQuestion', {
        roundId,
        index: index + 1,
        answer: index === 0 ? wrong : workLabel(theme),
      });
      expect(named).toMatchObject({
        right: index !== 0,
        answer: workLabel(theme),
        points: points(index !== 0),
      });
      expect(named.credit).toContain(theme.composer);
      score += composer.points + named.points;
      expect(named.score).toBe(score);
    }
    const round = (await adminDb().doc(paths.gameRound(roundId)).get()).data()!;
    expect(round['finishedAt']).not.toBeNull();
    const stats = (await adminDb().doc(paths.gameStats(player.uid)).get()).data()!;
    expect(stats['games']['name-the-work']).toEqual({ best: score, level: 2, rounds: 1 });
  });

  it('shows no bar past the last, and records when each bar was shown', async () => {
    const { roundId } = await player.call('startGameRound', { game: 'name-the-work', level: 1 });
    let { prompt } = await player.call('nextGameQuestion', { roundId });
    if (prompt.kind !== 'theme') throw new Error('Not a theme question.');
    while (prompt.kind === 'theme' && prompt.bars.length < prompt.totalBars) {
      prompt = (await player.call('revealGameBar', { roundId, index: 0 })).prompt;
    }
    if (prompt.kind !== 'theme') throw new Error('Not a theme question.');
    expect(await refusalOf(player.call('revealGameBar', { roundId, index: 0 }))).toMatchObject({
      code: 'failed-precondition',
      message: GAME_TOASTS.noBars.description,
    });
    const round = (await adminDb().doc(paths.gameRound(roundId)).get()).data()!;
    expect(round['barsShownAt']).toHaveLength(prompt.totalBars);
    // Every bar shown: the fewest points a right name earns.
    const theme = themeShown(prompt)!;
    expect(
      (await player.call('answerGameQuestion', { roundId, index: 0, answer: theme.composer }))
        .points,
    ).toBe(20);
    // The round keeps its answers from every client; a forged score is refused with the input.
    await expect(getDoc(doc(player.firestore, paths.gameRound(roundId)))).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(
      await refusalOf(
        player.call('answerGameQuestion', {
          roundId,
          index: 1,
          answer: workLabel(theme),
          points: 200,
        }),
      ),
    ).toMatchObject({ code: 'invalid-argument' });
    expect(await refusalOf(other.call('revealGameBar', { roundId, index: 0 }))).toMatchObject({
      code: 'not-found',
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
