// The users-search index (docs/data-model.md, "Users search"): the trigger that writes it and the
// web app that queries it share this code.
//
// A profile stores, for the folded form of its username and display name (userSearchForms),
// every 3-character substring plus its 1- and 2-character prefixes marked with "^"; and the same
// of their composer-terms form, each gram marked with "~". A query of 3 or more characters asks for
// any of its trigrams (and, when it names a composer, any of its composer form's, marked): every
// name containing the query has all of them, so every match is found, and rankUsers drops the
// extra candidates. A 1-2 character query asks for names starting with it.
import { userSearchForms } from './user-search-forms.js';

export const USER_SEARCH_PREFIX_MARK = '^';
/** Marks the grams of the composer-terms form. */
export const USER_SEARCH_COMPOSER_MARK = '~';
/** Firestore's limit on the values of one `array-contains-any` filter. */
export const MAX_USER_SEARCH_QUERY_GRAMS = 30;

function trigrams(text: string): string[] {
  const grams: string[] = [];
  for (let start = 0; start + 3 <= text.length; start += 1)
    grams.push(text.slice(start, start + 3));
  return grams;
}

function shortPrefixes(text: string): string[] {
  return [text.slice(0, 1), text.slice(0, 2)]
    .filter((prefix) => prefix !== '')
    .map((prefix) => USER_SEARCH_PREFIX_MARK + prefix);
}

function gramsOf(form: string): string[] {
  return [...shortPrefixes(form), ...trigrams(form)];
}

function composerGramsOf(form: string): string[] {
  return gramsOf(form).map((gram) => USER_SEARCH_COMPOSER_MARK + gram);
}

/** The `searchGrams` of a profile with this username and display name. */
export function userSearchGrams(username: string, displayName: string): string[] {
  const grams = new Set<string>();
  for (const name of [username, displayName]) {
    const forms = userSearchForms(name);
    if (!forms) continue;
    for (const gram of [...gramsOf(forms.folded), ...composerGramsOf(forms.composerTerms)]) {
      grams.add(gram);
    }
  }
  return [...grams];
}

/** The values of the users query for the typed text; empty means "no search". */
export function userSearchQueryGrams(text: string): string[] {
  const forms = userSearchForms(text);
  if (!forms) return [];
  const grams = queryGramsOf(forms.folded);
  if (forms.namesComposer) {
    grams.unshift(...queryGramsOf(forms.composerTerms).map((g) => USER_SEARCH_COMPOSER_MARK + g));
  }
  return [...new Set(grams)].slice(0, MAX_USER_SEARCH_QUERY_GRAMS);
}

function queryGramsOf(form: string): string[] {
  return form.length <= 2 ? [USER_SEARCH_PREFIX_MARK + form] : trigrams(form);
}
