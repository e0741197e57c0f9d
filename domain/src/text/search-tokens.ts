// The Salon's discussion search index and queries (docs/search.md). Both sides go through the same
// steps, so what a reader types meets what was written: accents folded ("dvorak" = "Dvořák"),
// every spelling of a composer mapped to one term ("Tschaikowsky" = "Tchaikovsky"), words also
// by their stem ("symphonies" = "symphony"), catalogue numbers as one term ("Op. 131" =
// "op 131"). Words are stored with every prefix, so "beethov" finds "Beethoven".
import { composerMentions, type ComposerMention } from '../music/composers.js';
import { catalogueNumberAt } from './catalogue-numbers.js';
import { foldedWords } from './fold.js';
import { wordForm } from './word-forms.js';

/** The shortest prefix stored and searched: one-letter queries would match almost everything. */
export const SEARCH_TOKEN_MIN_LENGTH = 2;
/** Longer words are indexed (and queried) by their first 20 characters. */
export const SEARCH_TOKEN_MAX_LENGTH = 20;
/**
 * At most this many tokens per thread, title first. A 5000-character body of prose gives about
 * 1300-1500 (docs/search.md, "Size"), so every word of a discussion is found; the cap bounds the
 * index entries of one document: each token sits in SEARCH_TOKEN_INDEXES indexes, and
 * 7 x 2000 = 14,000 stays far below Firestore's 40,000 per document.
 */
export const MAX_SEARCH_TOKENS = 2000;
/** The indexes each token is an entry of: the array's own and the 6 composites that use it. */
export const SEARCH_TOKEN_INDEXES = 7;
/** Firestore's limit on the values of one `array-contains-any` filter. */
export const MAX_SEARCH_QUERY_TOKENS = 30;

/** Folded words of letters and digits, in order of appearance. */
export function searchWords(text: string): string[] {
  return foldedWords(text);
}

function cut(token: string): string {
  return token.slice(0, SEARCH_TOKEN_MAX_LENGTH);
}

function prefixes(word: string): string[] {
  const longest = Math.min(word.length, SEARCH_TOKEN_MAX_LENGTH);
  const result: string[] = [];
  for (let length = SEARCH_TOKEN_MIN_LENGTH; length <= longest; length += 1) {
    result.push(word.slice(0, length));
  }
  return result;
}

function mentionsByStart(words: readonly string[]): Map<number, ComposerMention> {
  return new Map(composerMentions(words).map((mention) => [mention.start, mention]));
}

/**
 * The index tokens of one text, in order of appearance: at each word, a catalogue number
 * starting there (whole: "op13" must not find "op131"), the search term of a composer named
 * there and its prefixes, then the word's prefixes and its stem's. A word that is itself a
 * catalogue number ("op131") is stored whole only.
 */
function* textTokens(text: string): Generator<string> {
  const words = searchWords(text);
  const mentions = mentionsByStart(words);
  for (const [index, word] of words.entries()) {
    const catalogue = catalogueNumberAt(words, index);
    if (catalogue) yield cut(catalogue.token);
    const mention = mentions.get(index);
    if (mention) yield* prefixes(mention.composer.searchTerm);
    if (catalogue?.length === 1) continue;
    yield* prefixes(word);
    yield* prefixes(wordForm(word));
  }
}

function distinctTokens(texts: readonly string[]): string[] {
  const tokens = new Set<string>();
  for (const text of texts) {
    for (const token of textTokens(text)) {
      if (tokens.size >= MAX_SEARCH_TOKENS) return [...tokens];
      tokens.add(token);
    }
  }
  return [...tokens];
}

/**
 * The index stored on each thread (`searchTokens`): the tokens of the title, then of the body,
 * deduplicated and capped at {@link MAX_SEARCH_TOKENS}. A query finds a thread with
 * `array-contains-any` instead of scanning every thread.
 */
export function searchTokens(title: string, body: string): string[] {
  return distinctTokens([title, body]);
}

/** The index tokens of one text alone: what the ranking compares a query with. */
export function textSearchTokens(text: string): string[] {
  return distinctTokens([text]);
}

/**
 * What a query asks for, one entry per term, each the tokens any of which matches it: a
 * catalogue number (["op131"]); a composer (["tchaikovsky"], plus the word as typed when it is a
 * single word: "lasso" is Lassus, but also a lasso); a word as typed and its stem, cut to the
 * indexed length (["symphonies", "symphoni"]). One-letter words that start nothing are dropped.
 */
export function searchQueryTerms(query: string): string[][] {
  const words = searchWords(query);
  const mentions = mentionsByStart(words);
  const terms: string[][] = [];
  let next = 0;
  for (const [index, word] of words.entries()) {
    if (index < next) continue;
    const catalogue = catalogueNumberAt(words, index);
    const mention = mentions.get(index);
    if (catalogue) {
      terms.push([cut(catalogue.token)]);
      next = index + catalogue.length;
    } else if (mention) {
      const typed = mention.end - mention.start === 1 ? [cut(word)] : [];
      terms.push([...new Set([cut(mention.composer.searchTerm), ...typed])]);
      next = mention.end;
    } else if (word.length >= SEARCH_TOKEN_MIN_LENGTH) {
      terms.push([...new Set([cut(word), cut(wordForm(word))])]);
    }
  }
  return terms;
}

/**
 * The values for an `array-contains-any` query: every token of every term of the query
 * (OR-combined, as the spec's search is), deduplicated, at most {@link MAX_SEARCH_QUERY_TOKENS}.
 * Empty means "no search".
 */
export function searchQueryTokens(query: string): string[] {
  const tokens = searchQueryTerms(query).flat();
  return [...new Set(tokens)].slice(0, MAX_SEARCH_QUERY_TOKENS);
}
