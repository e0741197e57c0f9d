import { useState } from 'react';
import {
  FORUM_EMPTY_STATES,
  FORUM_LABELS,
  FORUM_NAME,
  SEARCH_DEBOUNCE_MS,
  SITE_TAGLINE,
  THREAD_SORT_LABELS,
  type SearchMode,
  type ThreadSort,
} from '@salon/domain';
import { EmptyState } from '../components/ui/EmptyState';
import { SortSelect } from '../components/ui/SortSelect';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useRequireSignIn } from '../hooks/use-require-sign-in';
import { DiscussionSection, useReplies } from '../features/discussion';
import { DailyPoll, type PollItem, WeeklyPoll } from '../features/polls';
import {
  NewDiscussionButton,
  SearchBox,
  SearchModeSwitch,
  ThreadCardSkeletons,
  ThreadFilters,
  type ThreadFilterValues,
  ThreadList,
  useMemberId,
  UserResults,
} from '../features/salon';
import { TriviaSlot } from '../features/trivia';
import { OnceOpened } from '../components/ui/OnceOpened';
import { lazyNamed } from '../lib/lazy-named';

const NewDiscussionDialog = lazyNamed(
  () => import('../features/salon/components/NewDiscussionDialog'),
  'NewDiscussionDialog',
);

/** The replies under the daily poll: the discussion feature, hung under the poll's card. */
function PollDiscussion({ poll }: { poll: PollItem }) {
  const parent = { kind: 'poll', id: poll.id } as const;
  return <DiscussionSection parent={parent} replies={useReplies(parent)} />;
}

const NO_FILTERS: ThreadFilterValues = { genre: null, topic: null, authorText: '' };

/** The Salon home at / and /salon (forum spec §2): search, the poll, the discussions. */
export function SalonPage() {
  const requireSignIn = useRequireSignIn();
  const [mode, setMode] = useState<SearchMode>('content');
  const [searchText, setSearchText] = useState('');
  const searchQuery = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<ThreadSort>('recent');
  const [filters, setFilters] = useState(NO_FILTERS);
  const { genre, topic } = filters;
  const author = useMemberId(useDebouncedValue(filters.authorText, SEARCH_DEBOUNCE_MS));
  const [dialogOpen, setDialogOpen] = useState(false);
  // The page belongs to one search: a new mode, query, filter or sort starts again at page 1.
  const listKey = JSON.stringify([mode, searchQuery, sort, genre, topic, author]);
  const [paging, setPaging] = useState({ listKey, page: 1 });
  const page = paging.listKey === listKey ? paging.page : 1;
  const goToPage = (next: number) => {
    setPaging({ listKey, page: next });
    window.scrollTo?.({ top: 0 });
  };

  const openNewDiscussion = () => {
    if (requireSignIn()) setDialogOpen(true);
  };

  return (
    <main className="page salon-page">
      <header className="salon-header">
        <div>
          <h1>{FORUM_NAME}</h1>
          <p className="salon-header__subtitle">{SITE_TAGLINE}</p>
        </div>
        <NewDiscussionButton onPress={openNewDiscussion} />
      </header>

      <div className="salon-toolbar">
        <SearchModeSwitch mode={mode} onModeChange={setMode} />
        <SearchBox mode={mode} value={searchText} onChange={setSearchText} />
        {mode === 'content' ? (
          <SortSelect
            label="Sort by"
            sort={sort}
            labels={THREAD_SORT_LABELS}
            onSortChange={setSort}
          />
        ) : null}
      </div>
      {mode === 'content' ? <ThreadFilters values={filters} onChange={setFilters} /> : null}

      <div className="salon-poll-slot" data-slot="daily-poll">
        <DailyPoll renderDiscussion={(poll) => <PollDiscussion poll={poll} />} />
        <WeeklyPoll />
      </div>
      <TriviaSlot />

      {mode === 'content' ? (
        <section aria-labelledby="salon-discussions-heading">
          <div className="section-header">
            <h2 id="salon-discussions-heading">{FORUM_LABELS.discussions}</h2>
            <NewDiscussionButton onPress={openNewDiscussion} />
          </div>
          {author.status === 'unknown' ? (
            <EmptyState {...FORUM_EMPTY_STATES.noThreadResults} />
          ) : author.status === 'loading' ? (
            <ThreadCardSkeletons label="Loading discussions" />
          ) : (
            <ThreadList
              query={{
                page,
                sort,
                searchQuery,
                genre,
                topic,
                authorId: author.status === 'found' ? author.uid : null,
              }}
              onPageChange={goToPage}
            />
          )}
        </section>
      ) : (
        <section aria-labelledby="salon-users-heading">
          <h2 id="salon-users-heading">Users</h2>
          <UserResults searchQuery={searchQuery} page={page} onPageChange={goToPage} />
        </section>
      )}

      <OnceOpened open={dialogOpen}>
        <NewDiscussionDialog open={dialogOpen} onOpenChange={setDialogOpen} />
      </OnceOpened>
    </main>
  );
}
