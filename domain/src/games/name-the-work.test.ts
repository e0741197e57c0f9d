import { describe, expect, it } from 'vitest';
import { GAME_LEVELS } from './levels.js';
import {
  describeThemePrompt,
  drawThemeRound,
  serveThemePrompt,
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
