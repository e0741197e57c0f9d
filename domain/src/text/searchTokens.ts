/** The shortest prefix stored and searched: one-letter queries would match almost everything. */
export const SEARCH_TOKEN_MIN_LENGTH = 2;
/** Longer words are indexed (and queried) by their first 20 characters. */
export const SEARCH_TOKEN_MAX_LENGTH = 20;
/**
 * At most this many tokens per thread, title words first. A full 5000-character body of prose
 * gives about 1100-1200, so every word of a discussion is found; the cap bounds index entries per
 * document (each token sits in 7 indexes: 7 x 1500 stays far below Firestore's 40,000).
 */
export const MAX_SEARCH_TOKENS = 1500;
/** Firestore's limit on the values of one `array-contains-any` filter. */
export const MAX_SEARCH_QUERY_TOKENS = 30;

/** Lowercased words of letters and digits, in order of appearance. */
export function searchWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

function prefixes(word: string): string[] {
  const longest = Math.min(word.length, SEARCH_TOKEN_MAX_LENGTH);
  const result: string[] = [];
  for (let length = SEARCH_TOKEN_MIN_LENGTH; length <= longest; length += 1) {
    result.push(word.slice(0, length));
  }
  return result;
}

/**
 * The index stored on each thread (`searchTokens`): every prefix of every word of the title, then
 * of the body, deduplicated and capped at {@link MAX_SEARCH_TOKENS}. A query for "beeth" then
 * finds "Beethoven" with `array-contains-any` instead of scanning every thread (the old site's
 * `ilike '%term%'` matched inside words too; we match word starts only).
 */
export function searchTokens(title: string, body: string): string[] {
  const tokens = new Set<string>();
  for (const word of [...searchWords(title), ...searchWords(body)]) {
    for (const prefix of prefixes(word)) {
      if (tokens.size >= MAX_SEARCH_TOKENS) return [...tokens];
      tokens.add(prefix);
    }
  }
  return [...tokens];
}

/**
 * The values for an `array-contains-any` query: the query's words (OR-combined, as the spec's
 * search is), cut to the indexed length, deduplicated, too-short words dropped, at most
 * {@link MAX_SEARCH_QUERY_TOKENS}. Empty means "no search".
 */
export function searchQueryTokens(query: string): string[] {
  const tokens = searchWords(query)
    .filter((word) => word.length >= SEARCH_TOKEN_MIN_LENGTH)
    .map((word) => word.slice(0, SEARCH_TOKEN_MAX_LENGTH));
  return [...new Set(tokens)].slice(0, MAX_SEARCH_QUERY_TOKENS);
}
