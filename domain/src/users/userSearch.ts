export const USER_SEARCH_SCORES = Object.freeze({ exact: 100, prefix: 50, substring: 10 });

export interface SearchableUser {
  readonly username: string | null;
  readonly displayName: string | null;
}

function fieldScore(field: string | null, query: string): number {
  if (!field) return 0;
  const value = field.toLowerCase();
  if (value === query) return USER_SEARCH_SCORES.exact;
  if (value.startsWith(query)) return USER_SEARCH_SCORES.prefix;
  if (value.includes(query)) return USER_SEARCH_SCORES.substring;
  return 0;
}

/** A user's score for a lowercased, trimmed query: the better of username and display name. */
export function userSearchScore(user: SearchableUser, normalizedQuery: string): number {
  return Math.max(
    fieldScore(user.username, normalizedQuery),
    fieldScore(user.displayName, normalizedQuery),
  );
}

/**
 * The users matching `query` (case-insensitive, surrounding spaces ignored), best first: exact 100,
 * prefix 50, substring 10 on username or display name. Equal scores keep their input order. An
 * empty query matches nobody (user search needs a non-empty query).
 */
export function rankUsers<T extends SearchableUser>(users: readonly T[], query: string): T[] {
  const normalizedQuery = query.trim().toLowerCase();
  if (normalizedQuery === '') return [];
  return users
    .map((user) => ({ user, score: userSearchScore(user, normalizedQuery) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ user }) => user);
}

/** The admin users list search: case-insensitive substring of display name or username. */
export function matchesAdminUserSearch(user: SearchableUser, query: string): boolean {
  const normalizedQuery = query.trim().toLowerCase();
  return normalizedQuery === '' || userSearchScore(user, normalizedQuery) > 0;
}
