// The forms of a name (or of a users query) that the Users search compares (docs/search.md,
// "Users search"): folded, so "Dvorak" finds "Dvořák"; and with each composer's spelling
// replaced by the composer's one search term, so "Tschaikowsky" finds the display name
// "Tchaikovsky Lover". The second form is compared only when the query names a composer:
// otherwise "ann" would find "Clara Wieck" through her other name, Clara Schumann.
import { composerMentions } from '../music/composers.js';
import { foldText, foldedWords } from '../text/fold.js';

export interface UserSearchForms {
  /** Folded and trimmed: "antonín dvořák fan" is "antonin dvorak fan". */
  readonly folded: string;
  /** The words, each composer's spelling replaced by its search term: "dvorak fan". */
  readonly composerTerms: string;
  readonly namesComposer: boolean;
}

/** The forms of a name or query; null when it is blank. */
export function userSearchForms(text: string): UserSearchForms | null {
  const folded = foldText(text).trim();
  if (folded === '') return null;
  const words = foldedWords(text);
  const mentions = composerMentions(words);
  const parts: string[] = [];
  let next = 0;
  for (const { composer, start, end } of mentions) {
    parts.push(...words.slice(next, start), composer.searchTerm);
    next = end;
  }
  parts.push(...words.slice(next));
  return { folded, composerTerms: parts.join(' '), namesComposer: mentions.length > 0 };
}
