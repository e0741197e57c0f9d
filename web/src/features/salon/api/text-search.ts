// The Salon's text search on the client: the query's tokens (composer spellings, stems,
// catalogue numbers) and the ranking of matches, for discussions and for members. The biggest
// piece of domain code the Salon uses, and a list that searches no text needs none of it: the
// data-access module fetches this one with the first search (docs/search.md).
export {
  isRankedSearchPage,
  rankUsers,
  rankedSearchPage,
  threadListSearchTokens,
  userSearchQueryGrams,
} from '@salon/domain';

export type TextSearch = typeof import('./text-search');
