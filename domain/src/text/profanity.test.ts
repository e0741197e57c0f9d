import { describe, expect, it } from 'vitest';
import {
  checkContentPolicy,
  containsBlockedWord,
  CONTENT_BLOCKED_WORDS,
  maskProfanity,
  normalizeForBlocklist,
  USERNAME_BLOCKED_WORDS,
} from '../index.js';

/** Everyday and classical-music words that a careless blocklist would refuse. */
const INNOCENT_WORDS = [
  'classical',
  'bass',
  'passacaglia',
  'assai',
  'hello',
  'shell',
  'Schellenberg',
  'La damnation de Faust',
  'title',
  'petition',
  'Hitchcock',
  'peacock',
  'grape',
  'therapist',
  'viola bastarda',
  'ritardando',
  'retardando',
  'Scherzo',
  'Dickens',
  'Benedick',
  'document',
  'cucumber',
  'homophony',
  'Fagott',
  'fagotto',
  'Ignazio',
  'Orchestra Sinfonica Nazionale',
  'Montenegro',
  'scrap',
  'conspicuous',
  'cocoon',
  'prickly',
  'Shostakovich',
  'Mussorgsky',
  'Rachmaninoff',
  'Tchaikovsky',
  'Dvořák',
  'Bach',
  'Cosi fan tutte',
  'Assisi',
  'Massenet',
  'Sussmayr',
  'Hummel',
  'Wieniawski',
  'Penderecki',
  'Kodály',
  'Offenbach',
  'Saint-Saëns',
  'Haydn',
  'Handel',
  'Pachelbel',
  'Buxtehude',
  'Scarlatti',
  'Titus',
  'Cunning Little Vixen',
];

describe('blocklists', () => {
  it('has exactly 23 content words and 30 username words, lowercase alphanumerics, no repeats', () => {
    expect(CONTENT_BLOCKED_WORDS).toHaveLength(23);
    expect(USERNAME_BLOCKED_WORDS).toHaveLength(30);
    for (const list of [CONTENT_BLOCKED_WORDS, USERNAME_BLOCKED_WORDS]) {
      expect(new Set(list).size).toBe(list.length);
      for (const word of list) expect(word).toBe(normalizeForBlocklist(word));
    }
  });

  it('blocks every content word in usernames too', () => {
    for (const word of CONTENT_BLOCKED_WORDS) expect(USERNAME_BLOCKED_WORDS).toContain(word);
  });

  it.each(INNOCENT_WORDS)('lets "%s" through both lists', (word) => {
    expect(containsBlockedWord(word, CONTENT_BLOCKED_WORDS)).toBe(false);
    expect(containsBlockedWord(word, USERNAME_BLOCKED_WORDS)).toBe(false);
  });
});

describe('containsBlockedWord', () => {
  it('lowercases, strips non-alphanumerics and matches substrings', () => {
    expect(normalizeForBlocklist('F.u-C k_1!')).toBe('fuck1');
    expect(containsBlockedWord('What the F.U.C.K', CONTENT_BLOCKED_WORDS)).toBe(true);
    expect(containsBlockedWord('unfuckingbelievable', CONTENT_BLOCKED_WORDS)).toBe(true);
    expect(containsBlockedWord('A lovely Brahms sextet', CONTENT_BLOCKED_WORDS)).toBe(false);
  });
});

describe('checkContentPolicy', () => {
  it.each(['Discussion title', 'Discussion content', 'Your reply'] as const)(
    'names the subject "%s"',
    (subject) => {
      expect(checkContentPolicy('such bullshit', subject)).toEqual({
        title: 'Content Policy Violation',
        description: `${subject} contains inappropriate language. Please use respectful language.`,
      });
    },
  );

  it('passes clean text', () => {
    expect(checkContentPolicy('Glorious Bach', 'Your reply')).toBeNull();
  });
});

describe('maskProfanity', () => {
  it('replaces listed words with as many asterisks, in any case and inside words', () => {
    expect(maskProfanity('Oh SHIT, what a bullshit take')).toBe('Oh ****, what a bull**** take');
  });

  it('leaves clean text alone', () => {
    expect(maskProfanity('Passacaglia in C minor')).toBe('Passacaglia in C minor');
  });
});
