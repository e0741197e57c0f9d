// The users-search index (docs/data-model.md, "Users search"): the trigger that writes it and the
// web app that queries it share this code.
//
// A profile stores, for its lowercased username and display name, every 3-character substring
// plus its 1- and 2-character prefixes marked with "^". A query of 3 or more characters asks for
// any of its trigrams: every name containing the query has all of them, so every match is found,
// and rankUsers drops the extra candidates. A 1-2 character query asks for names starting with it.

export const USER_SEARCH_PREFIX_MARK = '^';
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

/** The `searchGrams` of a profile with this username and display name. */
export function userSearchGrams(username: string, displayName: string): string[] {
  const grams = new Set<string>();
  for (const name of [username, displayName]) {
    const lower = name.trim().toLowerCase();
    for (const gram of [...shortPrefixes(lower), ...trigrams(lower)]) grams.add(gram);
  }
  return [...grams];
}

/** The values of the users query for the typed text; empty means "no search". */
export function userSearchQueryGrams(text: string): string[] {
  const query = text.trim().toLowerCase();
  if (query === '') return [];
  if (query.length <= 2) return [USER_SEARCH_PREFIX_MARK + query];
  return [...new Set(trigrams(query))].slice(0, MAX_USER_SEARCH_QUERY_GRAMS);
}
