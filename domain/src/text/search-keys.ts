// Exact substring search on Firestore (the admin lists' case-insensitive "contains"): a document
// stores every lowercased substring of its searchable texts up to SEARCH_KEY_MAX_LENGTH
// characters, and a query asks `array-contains` for the typed text. One equality on an array, so
// it combines with other filters, an order and a cursor, and the count is exact.

/** Substrings longer than this are not stored; a longer query looks for its first 20 characters. */
export const SEARCH_KEY_MAX_LENGTH = 20;

const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/** Every distinct substring of 1-20 characters of the lowercased texts (empty texts add none). */
export function searchKeys(...texts: readonly (string | null | undefined)[]): string[] {
  const keys = new Set<string>();
  for (const text of texts) {
    const value = normalize(text ?? '');
    for (let start = 0; start < value.length; start += 1) {
      const end = Math.min(value.length, start + SEARCH_KEY_MAX_LENGTH);
      for (let stop = start + 1; stop <= end; stop += 1) {
        const key = value.slice(start, stop);
        // A query is trimmed, so keys starting or ending with a space are never asked for.
        if (key === key.trim()) keys.add(key);
      }
    }
  }
  return [...keys];
}

/**
 * The key to query for what was typed; null means "no search". A query longer than the stored
 * keys is cut: results then contain its start, and `isExactSearchKey` says the caller should
 * still check the whole text.
 */
export function searchKeyOf(query: string): string | null {
  const value = normalize(query);
  return value === '' ? null : value.slice(0, SEARCH_KEY_MAX_LENGTH);
}

/** False when the typed text was longer than a stored key, so matches are only candidates. */
export function isExactSearchKey(query: string): boolean {
  return normalize(query).length <= SEARCH_KEY_MAX_LENGTH;
}
