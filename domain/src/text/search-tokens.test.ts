import { describe, expect, it } from 'vitest';
import {
  COMPOSERS,
  MAX_SEARCH_QUERY_TOKENS,
  MAX_SEARCH_TOKENS,
  SEARCH_TOKEN_INDEXES,
  searchQueryTerms,
  searchQueryTokens,
  searchTokens,
  searchWords,
} from '../index.js';

/** Whether a search for `query` finds a thread with this title and body (any term matches). */
function finds(query: string, title: string, body = ''): boolean {
  const stored = new Set(searchTokens(title, body));
  return searchQueryTokens(query).some((token) => stored.has(token));
}

describe('searchWords', () => {
  it('folds and splits on anything but letters and digits', () => {
    expect(searchWords('Dvořák: Symphony No.9!')).toEqual(['dvorak', 'symphony', 'no', '9']);
    expect(searchWords('...')).toEqual([]);
  });
});

describe('searchTokens', () => {
  it('holds every prefix of 2+ characters of title and body words and their stems, once each', () => {
    expect(searchTokens('Bach Bach', 'bass')).toEqual(['ba', 'bac', 'bach', 'bas', 'bass']);
    expect(searchTokens('Symphony', '')).toEqual([
      'sy',
      'sym',
      'symp',
      'symph',
      'sympho',
      'symphon',
      'symphony',
      'symphoni',
    ]);
  });

  it('skips one-letter words and cuts long words at 20 characters', () => {
    const tokens = searchTokens('a', 'x'.repeat(25));
    expect(tokens).toHaveLength(19);
    expect(tokens.at(-1)).toBe('x'.repeat(20));
  });

  it('is bounded, keeping the title first', () => {
    const body = Array.from({ length: 3000 }, (_, i) => `word${i}`).join(' ');
    const tokens = searchTokens('Title', body);
    expect(tokens).toHaveLength(MAX_SEARCH_TOKENS);
    expect(tokens.slice(0, 4)).toEqual(['ti', 'tit', 'titl', 'title']);
  });

  it('stores a catalogue number whole, beside its words', () => {
    const tokens = searchTokens('String Quartet in C-sharp minor, Op. 131', '');
    expect(tokens).toContain('op131');
    expect(tokens).not.toContain('op13');
    expect(searchTokens('op131', '')).toEqual(['op131']);
  });
});

describe('searching real titles', () => {
  const dvorak = "Dvořák: Symphony No. 9 'From the New World'";
  const pathetique = "Beethoven Piano Sonata No. 8 'Pathétique', Op. 13";
  const tchaikovsky = 'Tchaikovsky: the symphonies, and which Pathétique to buy';
  const quartets = 'Late Beethoven string quartets';
  const goldberg = 'Goldberg Variations, BWV 988: Gould 1955 or 1981?';

  it.each([
    ['dvorak', dvorak],
    ['DVORÁK', dvorak],
    ['pathetique', pathetique],
    ['Tschaikowsky', tchaikovsky],
    ['Čajkovskij', tchaikovsky],
    ['Pyotr Ilyich Tchaikovsky', tchaikovsky],
    ['tchaik', 'Čajkovskij and the ballet'],
    ['symphony', tchaikovsky],
    ['symphonies', dvorak],
    ['quartet', quartets],
    ['concerti', 'Three Brandenburg concertos'],
    ['concerto', 'Vivaldi concerti for mandolin'],
    ['beethov', pathetique],
    ['Handel', 'Händel in London'],
    ['Haendel', 'Georg Friedrich Händel: Messiah'],
    ['Rachmaninov', 'Rachmaninoff plays Rachmaninoff'],
    ['Strawinsky', 'Stravinsky conducts Stravinsky'],
    ['saint-saens', 'Saint-Saëns: Organ Symphony'],
    ['gorecki', 'Górecki Symphony of Sorrowful Songs'],
    ['janacek', 'Janáček: Sinfonietta'],
    ['martinu', 'Martinů Field Mass'],
    ['faure', 'Fauré Requiem'],
    ['op 13', pathetique],
    ['Op. 13', pathetique],
    ['opus 13', pathetique],
    ['op13', pathetique],
    ['BWV988', goldberg],
    ['bwv 988', goldberg],
    ['K. 626', 'Mozart: Requiem in D minor, K626'],
    ['KV 626', 'Mozart: Requiem in D minor, K. 626'],
    ['D 960', 'Schubert Sonata in B-flat, D. 960'],
    ['Hob. XVI:52', 'Haydn: Piano Sonata Hob XVI/52'],
    ['hob 16 52', 'Haydn: Piano Sonata Hob. XVI:52'],
    ['RV 269', 'Vivaldi Spring, RV269'],
    ['HWV 56', 'Messiah, HWV 56'],
    ['no 9', dvorak],
  ])('"%s" finds "%s"', (query, title) => {
    expect(finds(query, title)).toBe(true);
  });

  it.each([
    ['op 131', pathetique],
    ['op 1', pathetique],
    ['bwv 98', goldberg],
    ['no 8', dvorak],
    ['strauss', 'Johann Sebastian Bach'],
  ])('"%s" does not find "%s"', (query, title) => {
    expect(finds(query, title)).toBe(false);
  });

  it('finds words in the body too', () => {
    expect(finds('dvorak', 'New World', 'Which recording of the Dvořák?')).toBe(true);
  });
});

describe('searchQueryTerms', () => {
  it('gives each word as typed and by its stem, composers by their term, catalogue numbers whole', () => {
    expect(searchQueryTerms('Tschaikowsky symphonies Op. 74 a')).toEqual([
      ['tchaikovsky', 'tschaikowsky'],
      ['symphonies', 'symphoni'],
      ['op74'],
    ]);
    expect(searchQueryTerms('Pyotr Ilyich Tchaikovsky')).toEqual([['tchaikovsky']]);
    expect(searchQueryTerms('Bach')).toEqual([['bach']]);
  });
});

describe('searchQueryTokens', () => {
  it('matches what searchTokens stores for the same word starts', () => {
    const stored = searchTokens('Beethoven Symphony', '');
    for (const token of searchQueryTokens('BEETH sym')) expect(stored).toContain(token);
  });

  it('drops short words, deduplicates, cuts to 20 and caps the count', () => {
    expect(searchQueryTokens('a Bach bach')).toEqual(['bach']);
    expect(searchQueryTokens('y'.repeat(30))).toEqual(['y'.repeat(20)]);
    const many = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ');
    expect(searchQueryTokens(many)).toHaveLength(MAX_SEARCH_QUERY_TOKENS);
  });
});

describe('the index of the longest allowed thread', () => {
  // Firestore: at most 40,000 index entries and 1 MiB per document.
  const MAX_INDEX_ENTRIES = 40_000;
  const MAX_DOCUMENT_BYTES = 1_048_576;

  function indexFigures(title: string, body: string) {
    const tokens = searchTokens(title, body);
    const bytes = tokens.reduce((sum, token) => sum + Buffer.byteLength(token) + 1, 0);
    return { tokens: tokens.length, entries: tokens.length * SEARCH_TOKEN_INDEXES, bytes };
  }

  it('stays within the cap and Firestore limits even for words built to defeat prefix sharing', () => {
    // 200 + 5000 characters of distinct 20-letter words: the most tokens a thread can ask for.
    let seed = 1;
    const letter = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return String.fromCharCode(97 + (seed % 26));
    };
    const word = () => Array.from({ length: 20 }, letter).join('');
    const text = (length: number) => Array.from({ length: 300 }, word).join(' ').slice(0, length);
    const figures = indexFigures(text(200), text(5000));
    expect(figures.tokens).toBe(MAX_SEARCH_TOKENS);
    expect(figures.entries).toBeLessThan(MAX_INDEX_ENTRIES / 2);
    expect(figures.bytes).toBeLessThan(MAX_DOCUMENT_BYTES / 10);
  });

  it('keeps every word of a full-length body as rich in names as a discussion can be', () => {
    // 5000 characters of composers' names, dates and spellings: far more distinct words than
    // prose (a 5000-character slice of this project's docs gives 900-1300 tokens).
    const body = COMPOSERS.map(
      ({ name, born, aliases }) => `${name} (${born}) ${aliases.join(', ')}.`,
    )
      .join(' ')
      .slice(0, 5000);
    const figures = indexFigures('x'.repeat(200), body);
    expect(figures.tokens).toBeLessThan(MAX_SEARCH_TOKENS);
    expect(finds('Zelenka', 'x'.repeat(200), body)).toBe(true);
  });
});
