/**
 * The Salon list's genre and topic filters (forum spec §7: "a title/body match OR-combined across
 * the query, genre and topic terms"; §9: filters user, genre, topic). The spec does not say where
 * their values come from: these are the choices a classical-music forum's readers look for, each
 * with the word starts that mark a discussion as being about it (docs/salon-ui.md).
 */
export interface ThreadFilterOption<Id extends string> {
  readonly id: Id;
  readonly label: string;
  /** Word starts matched against titles and bodies, as the search box's words are. */
  readonly terms: readonly string[];
}

export const THREAD_GENRES = Object.freeze([
  { id: 'opera', label: 'Opera', terms: ['opera', 'aria', 'libretto'] },
  { id: 'symphonic', label: 'Symphonic', terms: ['symphon', 'orchestra'] },
  { id: 'concerto', label: 'Concerto', terms: ['concerto'] },
  { id: 'chamber', label: 'Chamber music', terms: ['chamber', 'quartet', 'trio', 'sonata'] },
  { id: 'piano', label: 'Piano', terms: ['piano', 'pianist', 'keyboard'] },
  { id: 'choral', label: 'Choral and vocal', terms: ['choir', 'choral', 'requiem', 'oratorio'] },
  { id: 'baroque', label: 'Baroque', terms: ['baroque', 'bach', 'handel', 'vivaldi'] },
  { id: 'romantic', label: 'Romantic', terms: ['romantic', 'brahms', 'chopin', 'schumann'] },
  { id: 'contemporary', label: 'Contemporary', terms: ['contemporary', 'modern', 'minimalis'] },
] as const satisfies readonly ThreadFilterOption<string>[]);

export const THREAD_TOPICS = Object.freeze([
  { id: 'recordings', label: 'Recordings', terms: ['recording', 'album', 'remaster'] },
  { id: 'concerts', label: 'Concerts and live', terms: ['concert', 'recital', 'festival'] },
  { id: 'composers', label: 'Composers', terms: ['composer'] },
  { id: 'performers', label: 'Performers', terms: ['performer', 'conductor', 'soloist'] },
  { id: 'learning', label: 'Learning and newcomers', terms: ['beginner', 'learn', 'newcomer'] },
  { id: 'instruments', label: 'Instruments and practice', terms: ['instrument', 'practi'] },
] as const satisfies readonly ThreadFilterOption<string>[]);

export type ThreadGenre = (typeof THREAD_GENRES)[number]['id'];
export type ThreadTopic = (typeof THREAD_TOPICS)[number]['id'];

/** The labels of the filter controls and of their "no filter" choices. */
export const THREAD_FILTER_LABELS = Object.freeze({
  genre: 'Genre',
  anyGenre: 'Any genre',
  topic: 'Topic',
  anyTopic: 'Any topic',
  author: 'Started by',
  authorPlaceholder: 'username',
} as const);

/** What narrows the Salon list besides the page and the sort. */
export interface ThreadListFilters {
  /** What the member typed in the search box (debounced); blank means no search. */
  readonly searchQuery: string;
  readonly genre: ThreadGenre | null;
  readonly topic: ThreadTopic | null;
  /** The uid of the member whose discussions to show (the spec's in-filter on user_id). */
  readonly authorId: string | null;
}

export const NO_THREAD_FILTERS: ThreadListFilters = Object.freeze({
  searchQuery: '',
  genre: null,
  topic: null,
  authorId: null,
});

/**
 * True when the list looks for text: a search, a genre or a topic. Cheap (no tokens), so a site
 * can tell without the tokenizer whether it needs it.
 */
export function searchesText(filters: ThreadListFilters): boolean {
  return filters.searchQuery.trim() !== '' || filters.genre !== null || filters.topic !== null;
}

/**
 * True when nothing but the page and the sort decides what the list shows. A search whose words
 * all fall short of a token ("a", "?!") counts as a filter too, though it narrows nothing.
 */
export function isUnfilteredThreadList(filters: ThreadListFilters): boolean {
  return !searchesText(filters) && filters.authorId === null;
}
