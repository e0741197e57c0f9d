import { describe, expect, it } from 'vitest';
import { midiToAbc, noteToAbc, promptToAbc, servedToAbc } from './abc';

describe('midiToAbc', () => {
  it.each([
    [60, 'C'],
    [72, 'c'],
    [84, "c'"],
    [48, 'C,'],
    [36, 'C,,'],
    [61, '^C'],
    [71, 'B'],
    [70, '^A'],
    [83, 'b'],
    [59, 'B,'],
    [78, '^f'],
  ])('writes %i as %s', (midi, abc) => {
    expect(midiToAbc(midi)).toBe(abc);
  });
});

describe('promptToAbc', () => {
  it('writes a melodic interval as two notes in the order played', () => {
    expect(promptToAbc({ notes: [67, 60], order: 'descending' })).toContain('G2 C2|]');
  });

  it('writes a harmonic interval as a chord', () => {
    expect(promptToAbc({ notes: [60, 64], order: 'harmonic' })).toContain('[CE]2|]');
  });
});

describe('promptToAbc clefs', () => {
  it('takes the bass clef when both notes lie below middle C', () => {
    expect(promptToAbc({ notes: [48, 55], order: 'ascending' })).toContain('K:C clef=bass');
    expect(promptToAbc({ notes: [55, 60], order: 'ascending' })).toContain('K:C\n');
  });
});

describe('noteToAbc', () => {
  it.each([
    ['C4', 'C'],
    ['Eb4', '_E'],
    ['F#5', '^f'],
    ['Bb3', '_B,'],
    ['C3', 'C,'],
    ['G6', "g'"],
  ])('writes %s as %s', (note, abc) => {
    expect(noteToAbc(note)).toBe(abc);
  });
});

describe('servedToAbc', () => {
  it('writes a chord as one, and a cadence on two staves, a bar per chord', () => {
    expect(
      servedToAbc({
        kind: 'chord',
        key: null,
        chords: [{ notes: ['Eb4', 'G4', 'Bb4'] }],
        choices: [],
      }),
    ).toContain('[_EG_B]2|]');
    const cadence = servedToAbc({
      kind: 'chord',
      key: 'G',
      chords: [{ notes: ['G3', 'G4', 'B4', 'D5'] }, { notes: ['D3', 'F#4', 'A4', 'D5'] }],
      choices: [],
    });
    expect(cadence).toContain('[V:U] [GBd]2|[^FAd]2|]');
    expect(cadence).toContain('[V:B] G,2|D,2|]');
  });

  it('writes a theme’s header and only the bars shown', () => {
    expect(
      servedToAbc({
        kind: 'theme',
        part: 'composer',
        choices: [],
        header: 'X:1\nM:3/4\nL:1/8\nK:G',
        bars: ['d2 GABc', 'd2 G2 G2'],
        totalBars: 8,
      }),
    ).toBe('X:1\nM:3/4\nL:1/8\nK:G\nd2 GABc|d2 G2 G2|]\n');
  });
});
