import { describe, expect, it } from 'vitest';
import {
  COMPOSERS,
  COMPOSER_SPELLINGS,
  ERAS,
  buildSpellingIndex,
  composerMentions,
  composerNamed,
  foldedWords,
} from '../index.js';

const byName = (name: string) => COMPOSERS.find((composer) => composer.name === name);

describe('the composer index', () => {
  it('holds at least 400 composers from every era, each named once', () => {
    expect(COMPOSERS.length).toBeGreaterThanOrEqual(400);
    for (const era of ERAS) expect(COMPOSERS.some((composer) => composer.era === era)).toBe(true);
    expect(new Set(COMPOSERS.map(({ name }) => name)).size).toBe(COMPOSERS.length);
  });

  it('gives every composer plausible life dates and a search term of its own', () => {
    for (const { name, born, died } of COMPOSERS) {
      expect(born, name).toBeGreaterThanOrEqual(800);
      if (died !== null) expect(died - born, name).toBeGreaterThan(15);
      if (died !== null) expect(died - born, name).toBeLessThan(105);
      if (died === null) expect(born, name).toBeGreaterThan(1920);
    }
    expect(new Set(COMPOSERS.map(({ searchTerm }) => searchTerm)).size).toBe(COMPOSERS.length);
  });

  it('keeps a few well-known dates right', () => {
    expect(byName('Johann Sebastian Bach')).toMatchObject({
      born: 1685,
      died: 1750,
      era: 'baroque',
    });
    expect(byName('Antonín Dvořák')).toMatchObject({ born: 1841, died: 1904, era: 'romantic' });
    expect(byName('Arvo Pärt')).toMatchObject({ born: 1935, died: null, era: 'contemporary' });
    expect(byName('Hildegard von Bingen')).toMatchObject({ era: 'medieval' });
  });

  it('lets no two composers claim one spelling', () => {
    expect(COMPOSER_SPELLINGS.conflicts).toEqual([]);
  });

  it('reports a spelling two composers claim, keeping the first', () => {
    const [bach, handel] = [byName('Johann Sebastian Bach')!, byName('George Frideric Handel')!];
    const clash = { ...handel, aliases: ['Bach'] };
    const index = buildSpellingIndex([bach, clash]);
    expect(index.conflicts).toEqual(['bach']);
    expect(index.bySpelling.get('bach')).toBe(bach);
  });
});

describe('composerNamed', () => {
  it.each([
    ['Tchaikovsky', 'Pyotr Ilyich Tchaikovsky'],
    ['Tschaikowsky', 'Pyotr Ilyich Tchaikovsky'],
    ['Čajkovskij', 'Pyotr Ilyich Tchaikovsky'],
    ['Chaikovsky', 'Pyotr Ilyich Tchaikovsky'],
    ['PYOTR ILYICH TCHAIKOVSKY', 'Pyotr Ilyich Tchaikovsky'],
    ['Dvorak', 'Antonín Dvořák'],
    ['Antonin Dvorak', 'Antonín Dvořák'],
    ['Rachmaninov', 'Sergei Rachmaninoff'],
    ['Rakhmaninov', 'Sergei Rachmaninoff'],
    ['Händel', 'George Frideric Handel'],
    ['Haendel', 'George Frideric Handel'],
    ['Georg Friedrich Händel', 'George Frideric Handel'],
    ['Strawinsky', 'Igor Stravinsky'],
    ['Prokofieff', 'Sergei Prokofiev'],
    ['Schostakowitsch', 'Dmitri Shostakovich'],
    ['Moussorgsky', 'Modest Mussorgsky'],
    ['Skryabin', 'Alexander Scriabin'],
    ['Saint-Saens', 'Camille Saint-Saëns'],
    ['Gorecki', 'Henryk Górecki'],
    ['Faure', 'Gabriel Fauré'],
    ['Janacek', 'Leoš Janáček'],
    ['Martinu', 'Bohuslav Martinů'],
    ['J.S. Bach', 'Johann Sebastian Bach'],
    ['JS Bach', 'Johann Sebastian Bach'],
    ['C.P.E. Bach', 'Carl Philipp Emanuel Bach'],
    ['Ludwig van Beethoven', 'Ludwig van Beethoven'],
    ['Wolfgang Amadeus Mozart', 'Wolfgang Amadeus Mozart'],
    ['Hildur Gudnadottir', 'Hildur Guðnadóttir'],
    ['Anna Þorvaldsdóttir', 'Anna Thorvaldsdottir'],
  ])('finds %s as %s', (spelling, name) => {
    expect(composerNamed(spelling)?.name).toBe(name);
  });

  it('finds nobody for names that merely contain a composer, or for a shared surname', () => {
    for (const text of ['Mozart La Para', 'The Beethovens', 'Skrillex', 'Strauss', 'Scott', '']) {
      expect(composerNamed(text), text).toBeNull();
    }
  });
});

describe('composerMentions', () => {
  it('takes the longest spelling at each word and does not overlap', () => {
    const words = foldedWords('C. P. E. Bach and Bach, then Pyotr Ilyich Tchaikovsky');
    expect(
      composerMentions(words).map(({ composer, start, end }) => [composer.name, start, end]),
    ).toEqual([
      ['Carl Philipp Emanuel Bach', 0, 4],
      ['Johann Sebastian Bach', 5, 6],
      ['Pyotr Ilyich Tchaikovsky', 7, 10],
    ]);
  });

  it('finds nothing in words that name no composer', () => {
    expect(composerMentions(foldedWords('a quiet evening of songs'))).toEqual([]);
  });
});
