import { describe, expect, it } from 'vitest';
import { GAME_LEVELS } from './levels.js';
import {
  describeThemePrompt,
  drawThemeRound,
  serveThemePrompt,
  themeCredit,
  THEMES_PER_ROUND,
  workLabel,
} from './name-the-work.js';
import { themePromptSchema } from './schemas.js';
import { themeAnswerPoints } from './scoring.js';
import { barEvents, splitTune } from './theme-abc.js';
import { THEMES } from './themes.js';

const meterLength = (header: string) => {
  const meter = /M:(.*)/.exec(header)![1]!;
  if (meter === 'C' || meter === 'C|') return 1;
  const [top, bottom] = meter.split('/').map(Number);
  return top! / bottom!;
};

describe('reading a theme bar by bar', () => {
  it('fills every full bar of every theme with its metre', () => {
    for (const theme of THEMES) {
      const { header, bars } = splitTune(theme.abc);
      expect(bars.length, theme.id).toBeGreaterThanOrEqual(4);
      // The first (a pickup) and the last may be short.
      for (const bar of bars.slice(1, -1)) {
        const length = barEvents(header, bar).reduce((sum, event) => sum + event.length, 0);
        expect(length, `${theme.id}: ${bar}`).toBeCloseTo(meterLength(header), 6);
      }
    }
  });

  it('applies the key, then the bar’s own accidentals, to the end of the bar', () => {
    const header = 'X:1\nM:4/4\nL:1/8\nQ:1/4=100\nK:D';
    expect(barEvents(header, 'F^c =c c z2 [DF]2').map((event) => event.pitches)).toEqual([
      ['F#4'],
      ['C#5'],
      ['C5'],
      ['C5'],
      [],
      ['D4', 'F#4'],
    ]);
    expect(barEvents(header, 'A>B (3cde').map((event) => event.length)).toEqual([
      3 / 16,
      1 / 16,
      1 / 12,
      1 / 12,
      1 / 12,
    ]);
  });
});

describe('drawThemeRound', () => {
  it('asks of distinct themes the composer, then the work, among choices holding the answer', () => {
    for (let level = 1; level <= GAME_LEVELS['name-the-work'].length; level += 1) {
      for (let draw = 0; draw < 50; draw += 1) {
        const round = drawThemeRound(THEMES, level, Math.random);
        expect(round).toHaveLength(2 * THEMES_PER_ROUND);
        expect(new Set(round.map((question) => question.themeId)).size).toBe(THEMES_PER_ROUND);
        round.forEach((question, index) => {
          const theme = THEMES.find((item) => item.id === question.themeId)!;
          expect(question.prompt.part).toBe(index % 2 === 0 ? 'composer' : 'work');
          expect(question.answer).toBe(index % 2 === 0 ? theme.composer : workLabel(theme));
          expect(question.prompt.choices).toContain(question.answer);
          expect(question.prompt.choices).toHaveLength(level === 1 ? 4 : 6);
          expect(new Set(question.prompt.choices).size).toBe(question.prompt.choices.length);
        });
      }
    }
  });
});

describe('serveThemePrompt', () => {
  it('serves the bars shown so far, never the theme’s name, and says them', () => {
    const theme = THEMES[0]!;
    const prompt = serveThemePrompt({ kind: 'theme', part: 'composer', choices: ['A'] }, theme, 2);
    expect(themePromptSchema.safeParse(prompt).success).toBe(true);
    expect(prompt.bars).toHaveLength(2);
    expect(JSON.stringify(prompt)).not.toContain(theme.composerShort);
    expect(describeThemePrompt(prompt)).toBe(
      'The first 2 bars of 8. In G major, 3/4 time. Bar 1: D5, G4, A4, B4, C5. Bar 2: D5, G4, G4.',
    );
    expect(serveThemePrompt(prompt, theme, 99).bars).toHaveLength(8);
  });
});

describe('themeAnswerPoints', () => {
  it('gives more the fewer bars shown, nothing when wrong, more at the higher level', () => {
    expect(themeAnswerPoints({ right: true, shown: 1, totalBars: 5, level: 1 })).toBe(100);
    expect(themeAnswerPoints({ right: true, shown: 3, totalBars: 5, level: 1 })).toBe(60);
    expect(themeAnswerPoints({ right: true, shown: 5, totalBars: 5, level: 1 })).toBe(20);
    expect(themeAnswerPoints({ right: false, shown: 1, totalBars: 5, level: 2 })).toBe(0);
    expect(themeAnswerPoints({ right: true, shown: 1, totalBars: 5, level: 2 })).toBe(125);
  });
});

describe('naming a theme', () => {
  const theme = THEMES[0]!;

  it('labels a work with its catalogue number when it has one', () => {
    expect(workLabel({ work: 'Symphony No. 5 in C minor', catalogue: 'Op. 67' })).toBe(
      'Symphony No. 5 in C minor, Op. 67',
    );
    expect(workLabel({ work: 'Gymnopédie No. 1', catalogue: null })).toBe('Gymnopédie No. 1');
  });

  it('credits the composer, work, movement if any, and year', () => {
    expect(themeCredit({ ...theme, movement: null })).toBe(
      'Christian Petzold: Minuet in G major (Anna Magdalena Bach Notebook), BWV Anh. 114 (1725).',
    );
    expect(
      themeCredit({
        ...theme,
        composer: 'Ludwig van Beethoven',
        work: 'Symphony No. 5 in C minor',
        catalogue: 'Op. 67',
        movement: 'I. Allegro con brio',
        year: 1808,
      }),
    ).toBe('Ludwig van Beethoven: Symphony No. 5 in C minor, Op. 67, I. Allegro con brio (1808).');
  });
});

describe('serving the first bar', () => {
  it('shows at least one bar, and says it as the first bar', () => {
    const theme = THEMES[0]!;
    const prompt = serveThemePrompt({ kind: 'theme', part: 'work', choices: ['A'] }, theme, 0);
    expect(prompt.bars).toHaveLength(1);
    expect(prompt.totalBars).toBe(8);
    expect(describeThemePrompt(prompt)).toBe(
      'The first bar of 8. In G major, 3/4 time. Bar 1: D5, G4, A4, B4, C5.',
    );
  });
});
