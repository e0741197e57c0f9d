// The composer index (docs/search.md, "The composer index"): every composer of composer-data.ts
// with the spellings a catalogue or a reader uses, looked up by their folded words.
import { foldedWords } from '../text/fold.js';
import { COMPOSER_ROWS, type ComposerRow } from './composer-data.js';
import type { Era } from './era.js';

export interface Composer {
  /** As streaming catalogues write it: "Pyotr Ilyich Tchaikovsky". */
  readonly name: string;
  readonly born: number;
  /** Null while the composer is living. */
  readonly died: number | null;
  readonly era: Era;
  /** The name used alone ("Tchaikovsky"); null when another composer or an everyday word owns it. */
  readonly shortName: string | null;
  /** Other spellings: "Tschaikowsky", "Čajkovskij", "Peter Tchaikovsky". */
  readonly aliases: readonly string[];
  /** The one search term every spelling maps to: the folded short name, else the full name. */
  readonly searchTerm: string;
}

function composerOf(row: ComposerRow): Composer {
  const [name, born, died, era, shortName, ...aliases] = row;
  return {
    name,
    born,
    died,
    era,
    shortName,
    aliases,
    searchTerm: foldedWords(shortName ?? name).join(''),
  };
}

export const COMPOSERS: readonly Composer[] = Object.freeze(COMPOSER_ROWS.map(composerOf));

/** A spelling's key: its folded words joined by one space ("j s bach", "tschaikowsky"). */
export function spellingKey(text: string): string {
  return foldedWords(text).join(' ');
}

/** "j s bach" also as "js bach", "c p e bach" as "cpe bach": initials are written both ways. */
function keysOf(spelling: string): string[] {
  const key = spellingKey(spelling);
  const joinedInitials = key.replace(/\b(\p{L}) (?=\p{L}\b)/gu, '$1');
  return joinedInitials === key ? [key] : [key, joinedInitials];
}

export interface SpellingIndex {
  readonly bySpelling: ReadonlyMap<string, Composer>;
  /** The most words any spelling has: how far a scan looks ahead. */
  readonly longestSpelling: number;
  /** Spellings two composers claim (kept for the first); the data's tests require none. */
  readonly conflicts: readonly string[];
}

/** Every spelling (name, short name, aliases, initials joined) of each composer, by key. */
export function buildSpellingIndex(composers: readonly Composer[]): SpellingIndex {
  const bySpelling = new Map<string, Composer>();
  const conflicts: string[] = [];
  let longestSpelling = 1;
  for (const composer of composers) {
    const spellings = [composer.name, composer.shortName ?? '', ...composer.aliases];
    for (const key of spellings.flatMap(keysOf)) {
      if (key === '') continue;
      const owner = bySpelling.get(key);
      if (owner && owner !== composer) conflicts.push(key);
      if (owner) continue;
      bySpelling.set(key, composer);
      longestSpelling = Math.max(longestSpelling, key.split(' ').length);
    }
  }
  return { bySpelling, longestSpelling, conflicts };
}

export const COMPOSER_SPELLINGS: SpellingIndex = buildSpellingIndex(COMPOSERS);

/** The composer this exact text names ("Dvorak", "J.S. Bach", "Tschaikowsky"), if any. */
export function composerNamed(text: string): Composer | null {
  return COMPOSER_SPELLINGS.bySpelling.get(spellingKey(text)) ?? null;
}

export interface ComposerMention {
  readonly composer: Composer;
  /** Index of the mention's first word, and of the word after its last. */
  readonly start: number;
  readonly end: number;
}

/**
 * The composers named in a run of folded words, longest spelling first at each word and never
 * overlapping: "carl philipp emanuel bach" is C. P. E. Bach, not J. S. Bach's "bach".
 */
export function composerMentions(words: readonly string[]): ComposerMention[] {
  const mentions: ComposerMention[] = [];
  let start = 0;
  while (start < words.length) {
    const mention = longestMentionAt(words, start);
    if (mention) mentions.push(mention);
    start = mention ? mention.end : start + 1;
  }
  return mentions;
}

function longestMentionAt(words: readonly string[], start: number): ComposerMention | null {
  const longest = Math.min(COMPOSER_SPELLINGS.longestSpelling, words.length - start);
  for (let length = longest; length >= 1; length -= 1) {
    const key = words.slice(start, start + length).join(' ');
    const composer = COMPOSER_SPELLINGS.bySpelling.get(key);
    if (composer) return { composer, start, end: start + length };
  }
  return null;
}
