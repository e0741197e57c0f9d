import { describe, expect, it } from 'vitest';
import { foldText, foldedWords } from '../index.js';

describe('foldText', () => {
  it('removes accents and spells out letters Unicode does not decompose', () => {
    expect(foldText('Dvořák Pathétique Saint-Saëns Ysaÿe Martinů')).toBe(
      'dvorak pathetique saint-saens ysaye martinu',
    );
    expect(foldText('Straße Ærø Œuvre Łódź Þorvaldsdóttir Guðnadóttir Đ ı Ħ')).toBe(
      'strasse aero oeuvre lodz thorvaldsdottir gudnadottir d i h',
    );
  });
});

describe('foldedWords', () => {
  it('splits folded text on anything but letters and digits', () => {
    expect(foldedWords('Dvořák: Symphony No. 9 "From the New World"')).toEqual([
      'dvorak',
      'symphony',
      'no',
      '9',
      'from',
      'the',
      'new',
      'world',
    ]);
    expect(foldedWords('...')).toEqual([]);
  });
});
