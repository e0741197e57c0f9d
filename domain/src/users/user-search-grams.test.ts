import { describe, expect, it } from 'vitest';
import { userSearchGrams, userSearchQueryGrams } from '../index.js';

/** What the users query finds: profiles sharing at least one gram with the query. */
function found(names: [string, string][], text: string): string[] {
  const wanted = new Set(userSearchQueryGrams(text));
  return names
    .filter(([username, displayName]) =>
      userSearchGrams(username, displayName).some((gram) => wanted.has(gram)),
    )
    .map(([username]) => username);
}

const people: [string, string][] = [
  ['clara', 'Clara Wieck'],
  ['fanny', 'Fanny Hensel'],
  ['amadeus', 'Wolfgang'],
  ['felix', 'Felix M.'],
];

describe('users search grams', () => {
  it('finds every name containing a query of three or more letters, case-insensitively', () => {
    expect(found(people, 'WIE')).toEqual(['clara']);
    expect(found(people, 'gang')).toEqual(['amadeus']);
    expect(found(people, 'ann')).toEqual(['fanny']);
  });

  it('finds names starting with a query of one or two letters, not names merely containing it', () => {
    expect(found(people, 'fe')).toEqual(['felix']);
    expect(found(people, 'f')).toEqual(['fanny', 'felix']);
    expect(found(people, 'la')).toEqual([]);
  });

  it('asks nothing for a blank query and at most 30 grams for a long one', () => {
    expect(userSearchQueryGrams('   ')).toEqual([]);
    expect(
      userSearchQueryGrams('x'.repeat(10) + 'abcdefghijklmnopqrstuvwxyz0123456789'),
    ).toHaveLength(30);
  });

  it('indexes a blank display name as nothing', () => {
    expect(userSearchGrams('ab', '  ')).toEqual(['^a', '^ab', '~^a', '~^ab']);
  });

  it('finds names by their folded spelling', () => {
    expect(
      found(
        [
          ['newworld', 'Dvořák Fan'],
          ['other', 'Someone'],
        ],
        'dvorak',
      ),
    ).toEqual(['newworld']);
  });

  it('indexes and asks for the composer-terms form apart, only when the query names a composer', () => {
    expect(userSearchGrams('swanlake', 'Tchaikovsky Lover')).toContain('~tch');
    expect(userSearchQueryGrams('Čajkovskij')).toContain('~tch');
    expect(userSearchQueryGrams('cajk').some((gram) => gram.startsWith('~'))).toBe(false);
    // Clara Wieck is Clara Schumann, but "ann" is no composer: her other name is not searched.
    expect(found([['clara', 'Clara Wieck']], 'ann')).toEqual([]);
  });
});
