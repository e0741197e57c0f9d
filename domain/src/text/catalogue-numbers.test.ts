import { describe, expect, it } from 'vitest';
import { foldedWords } from '../index.js';
import { catalogueNumberAt } from './catalogue-numbers.js';

const at = (text: string, start = 0) => catalogueNumberAt(foldedWords(text), start);

describe('catalogueNumberAt', () => {
  it.each([
    ['Op. 131', 'op131', 2],
    ['opus 131', 'op131', 2],
    ['op131', 'op131', 1],
    ['No. 9', 'no9', 2],
    ['Nr. 9', 'no9', 2],
    ['BWV 1006a', 'bwv1006a', 2],
    ['K. 300i', 'k300i', 2],
    ['KV626', 'k626', 1],
    ['D. 960', 'd960', 2],
    ['RV 269', 'rv269', 2],
    ['HWV 56', 'hwv56', 2],
    ['WoO 80', 'woo80', 2],
    ['Sz. 106', 'sz106', 2],
    ['Hob. XVI:52', 'hobxvi52', 3],
    ['Hob XVI/52', 'hobxvi52', 3],
    ['Hob. 16:52', 'hobxvi52', 3],
    ['Hob. I:104', 'hobi104', 3],
    ['Hob. XXX:1', 'hobxxx1', 3],
  ])('reads %s as %s', (text, token, length) => {
    expect(at(text)).toEqual({ token, length });
  });

  it.each([
    ['Op.', 'an abbreviation with no number'],
    ['op posth', 'a number that is not one'],
    ['opera 5', 'a word that only starts like one'],
    ['Hob. XVI', 'a Hoboken group with no number'],
    ['Hob. 40:1', 'a Hoboken group that does not exist'],
    ['Hob. xyz:1', 'a Hoboken group that is no numeral'],
    ['hobxvi52', 'a Hoboken number run together'],
    ['mp3', 'a word ending in digits'],
    ['1893', 'a year'],
    ['', 'nothing'],
  ])('finds none in "%s" (%s)', (text) => {
    expect(at(text)).toBeNull();
  });

  it('reads from the word it is given', () => {
    expect(at('Sonata in A, D. 959', 3)).toEqual({ token: 'd959', length: 2 });
  });
});
