import { describe, expect, it } from 'vitest';
import { midiToAbc, promptToAbc } from './abc';

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
