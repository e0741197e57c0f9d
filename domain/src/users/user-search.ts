import { userSearchForms } from './user-search-forms.js';

export const USER_SEARCH_SCORES = Object.freeze({ exact: 100, prefix: 50, substring: 10 });

export interface SearchableUser {
  readonly username: string | null;
  readonly displayName: string | null;
}

function formScore(value: string, query: string): number {
  if (value === query) return USER_SEARCH_SCORES.exact;
  if (value.startsWith(query)) return USER_SEARCH_SCORES.prefix;
  if (value.includes(query)) return USER_SEARCH_SCORES.substring;
  return 0;
}

/**
 * A user's score for a query: the best over username and display name, comparing their folded
 * forms and, when the query names a composer, their composer-terms forms (userSearchForms).
 */
export function userSearchScore(user: SearchableUser, query: string): number {
  const wanted = userSearchForms(query);
  if (!wanted) return 0;
  let best = 0;
  for (const field of [user.username, user.displayName]) {
    const forms = userSearchForms(field ?? '');
    if (!forms) continue;
    best = Math.max(best, formScore(forms.folded, wanted.folded));
    if (wanted.namesComposer) {
      best = Math.max(best, formScore(forms.composerTerms, wanted.composerTerms));
    }
  }
  return best;
}

/**
 * The users matching `query` (case, accents and surrounding spaces ignored, composers' spellings
 * as one), best first: exact 100, prefix 50, substring 10 on username or display name. Equal
 * scores keep their input order. An empty query matches nobody (user search needs a query).
 */
export function rankUsers<T extends SearchableUser>(users: readonly T[], query: string): T[] {
  if (query.trim() === '') return [];
  return users
    .map((user) => ({ user, score: userSearchScore(user, query) }))
    .filter(({ score }) => score > 0)
    .sort((a, b) => b.score - a.score)
    .map(({ user }) => user);
}

/** The admin users list search: case-insensitive substring of display name or username. */
export function matchesAdminUserSearch(user: SearchableUser, query: string): boolean {
  return query.trim() === '' || userSearchScore(user, query) > 0;
}
