import { describe, expect, it } from 'vitest';
import { THEME_PERIODS, THEMES } from './themes.js';

/** Every composer of THEMES with the year of death: public domain means died before 1956. */
const COMPOSER_DEATH_YEARS: Record<string, number> = {
  'Antonín Dvořák': 1904,
  'Antonio Vivaldi': 1741,
  'Christian Petzold': 1733,
  'Claude Debussy': 1918,
  'Edvard Grieg': 1907,
  'Erik Satie': 1925,
  'Franz Schubert': 1828,
  'Frédéric Chopin': 1849,
  'Gustav Mahler': 1911,
  'Jacques Offenbach': 1880,
  'Johann Pachelbel': 1706,
  'Johann Sebastian Bach': 1750,
  'Johannes Brahms': 1897,
  'Joseph Haydn': 1809,
  'Ludwig van Beethoven': 1827,
  'Nikolai Rimsky-Korsakov': 1908,
  'Pyotr Ilyich Tchaikovsky': 1893,
  'Richard Strauss': 1949,
  'Richard Wagner': 1883,
  'Robert Schumann': 1856,
  'Scott Joplin': 1917,
  'Sergei Rachmaninoff': 1943,
  'Wolfgang Amadeus Mozart': 1791,
};

const CATALOGUE =
  /^(Op\. \d+[a-z]?( No\. \d+)?|K\. \d+[a-z]?|BWV( Anh\.)? \d+[a-z]?|D\. \d+|Hob\. [IVXL]+[a-z]*:\d+|RV \d+|HWV \d+|WoO \d+|S\. \d+|P\. \d+|G\. \d+|L\. \d+|WWV \d+[A-Z]?|Z\. \d+)$/;

/** The lines after the K: header: the tune itself. */
function body(abc: string): string {
  const lines = abc.split('\n');
  return lines.slice(lines.findIndex((line) => line.startsWith('K:')) + 1).join('\n');
}

/** The measures of a tune: `|`-separated segments holding a note or a rest. */
function measures(abc: string): string[] {
  return body(abc)
    .replace(/![^!]*!/g, '')
    .split('|')
    .filter((segment) => /[A-Ga-gz]/.test(segment));
}

describe('THEMES', () => {
  it('has at least 60 themes', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(60);
  });

  it('has unique kebab-case ids', () => {
    const ids = THEMES.map((theme) => theme.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(THEMES.map((theme) => [theme.id, theme.abc]))(
    '%s has M:, L:, Q: and K: last, and no field that gives the answer away',
    (_id, abc) => {
      const headers = abc.split('\n').filter((line) => /^[A-Za-z]:/.test(line));
      const fields = headers.map((line) => line[0]);
      expect(fields).toEqual(expect.arrayContaining(['M', 'L', 'Q', 'K']));
      expect(fields.at(-1)).toBe('K');
      expect(fields.filter((field) => field === 'T' || field === 'C')).toEqual([]);
      expect(body(abc)).not.toMatch(/\[[TC]:/);
    },
  );

  it.each(THEMES.map((theme) => [theme.id, theme.abc]))('%s has at least 4 bars', (_id, abc) => {
    expect(measures(abc).length).toBeGreaterThanOrEqual(4);
  });

  it('only has composers who died before 1956', () => {
    for (const { id, composer, composerShort } of THEMES) {
      expect(COMPOSER_DEATH_YEARS[composer], `${id}: ${composer}`).toBeLessThan(1956);
      expect(composer, id).toContain(composerShort);
    }
  });

  it('writes catalogue numbers as the catalogues do', () => {
    for (const { id, catalogue } of THEMES) {
      if (catalogue !== null) expect(catalogue, id).toMatch(CATALOGUE);
    }
  });

  it('dates every theme within its composer’s life', () => {
    for (const { id, composer, year } of THEMES) {
      expect(Number.isInteger(year), id).toBe(true);
      expect(year, id).toBeGreaterThan(1600);
      expect(year, id).toBeLessThanOrEqual(COMPOSER_DEATH_YEARS[composer]!);
    }
  });

  it('has at least 8 themes in each period', () => {
    for (const period of THEME_PERIODS) {
      expect(
        THEMES.filter((theme) => theme.period === period).length,
        period,
      ).toBeGreaterThanOrEqual(8);
    }
  });

  it('never has the same composer, work and movement twice', () => {
    const keys = THEMES.map(({ composer, work, movement }) => `${composer}|${work}|${movement}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
