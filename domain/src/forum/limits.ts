/** Forum limits (forum spec, section 9). At the limit passes; one more fails. */
export const THREAD_TITLE_MAX_LENGTH = 200;
export const THREAD_BODY_MAX_LENGTH = 5000;
export const REPLY_MAX_LENGTH = 2000;
export const SEARCH_DEBOUNCE_MS = 300;
/** The body a removed reply keeps: the row stays, shown as a placeholder (forum spec, section 4). */
export const DELETED_REPLY_BODY = 'deleted';
/** The quoted parent excerpt in a reply. */
export const QUOTE_EXCERPT_LENGTH = 80;
/** Replies deeper than this show the "Deep thread" badge. */
export const DEEP_THREAD_DEPTH = 2;
export const REPLY_INDENT_PX = 20;
/** Indentation stops growing at this depth. */
export const REPLY_INDENT_MAX_DEPTH = 4;
export const THREAD_SORTS = ['recent', 'reactions', 'views'] as const;
export type ThreadSort = (typeof THREAD_SORTS)[number];
export const SEARCH_MODES = ['content', 'users'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
/** Collapsed heights of long text (forum spec, section 9): about 6 lines. */
export const THREAD_BODY_CLAMP_PX = 120;
export const REPLY_BODY_CLAMP_PX = 100;
export const CLAMPED_LINES = 6;
/** How many matches, in the chosen sort, a text search ranks: the first 5 pages (forum/thread-search-ranking.ts). */
export const SEARCH_RANKING_WINDOW = 50;
