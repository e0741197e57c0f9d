import { describe, expect, it } from 'vitest';
import {
  describeIntervalPrompt,
  drawIntervalQuestion,
  intervalSemitones,
  noteName,
} from './intervals.js';
import { GAME_IDS, GAME_TEXTS, gamePath } from './games.js';
import {
  CHORD_LEVELS,
  GAME_LEVELS,
  INTERVAL_LEVELS,
  INTERVAL_NAMES,
  MOST_LEVELS,
  type IntervalId,
} from './levels.js';
import { answerPoints, gameWeekKey, themeAnswerPoints } from './scoring.js';
import { answerGameQuestionInput, intervalPromptSchema, startGameRoundInput } from './schemas.js';

/** A fixed sequence standing in for Math.random. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length]!;
};

describe('the intervals', () => {
  it('are named and sized as tonal measures them', () => {
    const semitones: Record<IntervalId, number> = {
      '2m': 1,
      '2M': 2,
      '3m': 3,
      '3M': 4,
      '4P': 5,
      '4A': 6,
      '5P': 7,
      '6m': 8,
      '6M': 9,
      '7m': 10,
      '7M': 11,
      '8P': 12,
      '9m': 13,
      '9M': 14,
      '10m': 15,
      '10M': 16,
      '11P': 17,
      '12P': 19,
    };
    for (const id of Object.keys(INTERVAL_NAMES) as IntervalId[]) {
      expect(intervalSemitones(id), id).toBe(semitones[id]);
    }
  });

  it('grow by level, from seconds and thirds to compound intervals', () => {
    expect(INTERVAL_LEVELS[0]!.intervals).toEqual(['2m', '2M', '3m', '3M']);
    expect(INTERVAL_LEVELS[2]!.intervals).toHaveLength(12);
    expect(INTERVAL_LEVELS[3]!.intervals.some((id) => intervalSemitones(id) > 12)).toBe(true);
  });
});

describe('drawIntervalQuestion', () => {
  it('plays the answer’s interval, in range, in the order drawn, offering the level’s choices', () => {
    for (let level = 1; level <= INTERVAL_LEVELS.length; level += 1) {
      for (let draw = 0; draw < 200; draw += 1) {
        const { prompt, answer } = drawIntervalQuestion(level, Math.random);
        expect(intervalPromptSchema.safeParse(prompt).success).toBe(true);
        const [first, second] = prompt.notes;
        expect(Math.abs(second - first)).toBe(intervalSemitones(answer));
        expect(Math.min(first, second)).toBeGreaterThanOrEqual(48);
        expect(Math.max(first, second)).toBeLessThanOrEqual(84);
        if (prompt.order === 'descending') expect(first).toBeGreaterThan(second);
        else expect(second).toBeGreaterThan(first);
        expect(prompt.choices).toEqual(INTERVAL_LEVELS[level - 1]!.intervals);
        expect(prompt.choices).toContain(answer);
      }
    }
  });

  it('draws with the random source it is given', () => {
    const question = drawIntervalQuestion(1, sequence(0.99, 0, 0.5));
    expect(question.answer).toBe('3M');
    expect(question.prompt).toMatchObject({ notes: [52, 48], order: 'descending' });
  });
});

describe('describeIntervalPrompt', () => {
  it('says the notes played, in order or together', () => {
    expect(noteName(60)).toBe('C4');
    expect(noteName(66)).toBe('F#4');
    expect(
      describeIntervalPrompt({
        kind: 'interval',
        notes: [60, 64],
        order: 'ascending',
        choices: [],
      }),
    ).toBe('Two notes, one after the other: C4 then E4.');
    expect(
      describeIntervalPrompt({
        kind: 'interval',
        notes: [67, 60],
        order: 'descending',
        choices: [],
      }),
    ).toBe('Two notes, one after the other: G4 then C4.');
    expect(
      describeIntervalPrompt({ kind: 'interval', notes: [60, 72], order: 'harmonic', choices: [] }),
    ).toBe('Two notes together: C4 and C5.');
  });
});

describe('answerPoints', () => {
  it('gives nothing for a wrong answer, more for a quicker one, more at a higher level', () => {
    expect(answerPoints({ right: false, elapsedMs: 500, level: 4 })).toBe(0);
    expect(answerPoints({ right: true, elapsedMs: 1_000, level: 1 })).toBe(100);
    expect(answerPoints({ right: true, elapsedMs: 7_000, level: 1 })).toBe(75);
    expect(answerPoints({ right: true, elapsedMs: 60_000, level: 1 })).toBe(50);
    expect(answerPoints({ right: true, elapsedMs: 1_000, level: 3 })).toBe(150);
  });
});

describe('answerGameQuestionInput', () => {
  it('takes a choice and nothing else: no score', () => {
    expect(
      answerGameQuestionInput.safeParse({ roundId: 'r', index: 0, answer: '3M' }).success,
    ).toBe(true);
    expect(answerGameQuestionInput.safeParse({ roundId: 'r', index: 0, answer: '' }).success).toBe(
      false,
    );
    expect(
      answerGameQuestionInput.safeParse({ roundId: 'r', index: 0, answer: '3M', points: 100 })
        .success,
    ).toBe(false);
  });
});

describe('startGameRoundInput', () => {
  it('takes a level the game has', () => {
    expect(startGameRoundInput.safeParse({ game: 'chords', level: 5 }).success).toBe(true);
    expect(startGameRoundInput.safeParse({ game: 'intervals', level: 5 }).success).toBe(false);
    expect(startGameRoundInput.safeParse({ game: 'name-the-work', level: 2 }).success).toBe(true);
    expect(startGameRoundInput.safeParse({ game: 'name-the-work', level: 3 }).success).toBe(false);
  });
});

describe('gameWeekKey', () => {
  it('names a week by its Monday, in UTC', () => {
    expect(gameWeekKey(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23');
    expect(gameWeekKey(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23');
    expect(gameWeekKey(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(gameWeekKey(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28');
  });
});

describe('the games’ words', () => {
  it('lead to each game and say how a round goes', () => {
    expect(gamePath('intervals')).toBe('/games/intervals');
    expect(gamePath('name-the-work')).toBe('/games/name-the-work');
    expect(GAME_TEXTS.wrong('Major third')).toBe('Not quite: it was Major third.');
    expect(GAME_TEXTS.questionOf(3, 10)).toBe('Question 3 of 10');
    expect(GAME_TEXTS.score(120)).toBe('120 points');
    expect(GAME_TEXTS.practiceQuestion(2)).toBe('Practice question 2');
    expect(GAME_TEXTS.staffLabel('C4', 'E4', false)).toBe('The notes on a staff: C4 then E4');
    expect(GAME_TEXTS.staffLabel('C4', 'E4', true)).toBe(
      'The notes on a staff: C4 and E4 together',
    );
  });
});

describe('the themes’ words', () => {
  it('count the themes of a round, and say what a staff shows', () => {
    expect(GAME_TEXTS.themeOf(2, 5)).toBe('Theme 2 of 5');
    expect(GAME_TEXTS.practiceTheme(3)).toBe('Practice theme 3');
    expect(GAME_TEXTS.chordStaffLabel('C4, E4, G4')).toBe('The chord on a staff: C4, E4, G4');
    expect(GAME_TEXTS.cadenceStaffLabel('F')).toBe('The cadence on a staff, in F major');
    expect(GAME_TEXTS.themeStaffLabel(1)).toBe('The first bar on a staff');
    expect(GAME_TEXTS.themeStaffLabel(3)).toBe('The first 3 bars on a staff');
  });
});

describe('the levels', () => {
  it('name every game’s levels, the highest of them bounding a record’s level', () => {
    for (const game of GAME_IDS) expect(GAME_LEVELS[game].length, game).toBeGreaterThan(0);
    expect(GAME_LEVELS.intervals).toHaveLength(INTERVAL_LEVELS.length);
    expect(GAME_LEVELS.chords).toHaveLength(CHORD_LEVELS.length);
    expect(MOST_LEVELS).toBe(Math.max(...GAME_IDS.map((game) => GAME_LEVELS[game].length)));
    expect(startGameRoundInput.safeParse({ game: 'chords', level: MOST_LEVELS }).success).toBe(
      true,
    );
    expect(startGameRoundInput.safeParse({ game: 'chords', level: MOST_LEVELS + 1 }).success).toBe(
      false,
    );
    expect(startGameRoundInput.safeParse({ game: 'intervals', level: 0 }).success).toBe(false);
  });
});

describe('themeAnswerPoints at the edges', () => {
  it('gives a one-bar theme named right the full points, whatever is said shown', () => {
    expect(themeAnswerPoints({ right: true, shown: 1, totalBars: 1, level: 1 })).toBe(100);
    expect(themeAnswerPoints({ right: true, shown: 1, totalBars: 0, level: 2 })).toBe(125);
    expect(themeAnswerPoints({ right: false, shown: 1, totalBars: 1, level: 1 })).toBe(0);
  });

  it('keeps the points between 20 and 100 when shown is out of range', () => {
    expect(themeAnswerPoints({ right: true, shown: 0, totalBars: 5, level: 1 })).toBe(100);
    expect(themeAnswerPoints({ right: true, shown: 9, totalBars: 5, level: 1 })).toBe(20);
  });
});
