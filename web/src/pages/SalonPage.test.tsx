import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_THREAD_FILTERS } from '@salon/domain';
import { loadingSession, member, visitor } from '../test/providers';
import { currentPath, renderWithProviders } from '../test/render';
import {
  aThread,
  aUser,
  fakeSalonApi,
  threads,
  type FakeSalonApi,
} from '../features/salon/testing/fake-salon-api';
import { fakePollsApi, type FakePollsApi } from '../features/polls/testing/fake-polls-api';
import {
  fakeDiscussionApi,
  type FakeDiscussionApi,
} from '../features/discussion/testing/fake-discussion-api';
import { AppError } from '../lib/app-error';
import {
  aTriviaDay,
  fakeTriviaDay,
  type FakeTriviaDay,
} from '../features/trivia/testing/fake-trivia-day';
import { SalonPage } from './SalonPage';

let api: FakeSalonApi;
vi.mock('../features/salon/api/salon-api', async () =>
  (await import('../features/salon/testing/fake-salon-api')).fakeSalonApiModule(() => api),
);
let polls: FakePollsApi;
vi.mock('../features/polls/api/polls-api', async () =>
  (await import('../features/polls/testing/fake-polls-api')).fakePollsApiModule(() => polls),
);
let discussion: FakeDiscussionApi;
vi.mock('../features/discussion/api/discussion-api', async () =>
  (await import('../features/discussion/testing/fake-discussion-api')).fakeDiscussionApiModule(
    () => discussion,
  ),
);
let trivia: FakeTriviaDay;
vi.mock('../features/trivia/api/trivia-day', async () =>
  (await import('../features/trivia/testing/fake-trivia-day')).fakeTriviaDayModule(() => trivia),
);

function renderSalon(session = visitor) {
  return renderWithProviders(<SalonPage />, { session, path: '/salon' });
}

function lastThreadQuery() {
  return api.fetchThreadPage.mock.lastCall?.[0];
}

/**
 * A search's empty state, its title and hint read together: on a loaded machine a pause between
 * two keys outlasts the debounce, a prefix is searched first, and the skeleton of the whole
 * word's search can replace its empty state between two reads.
 */
async function expectNoResults(title: string) {
  await waitFor(() => {
    expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText('Try adjusting your search terms')).toBeTruthy();
  });
}

function toastRegion() {
  return screen.getByRole('region', { name: /^Messages/ });
}

describe('SalonPage', () => {
  beforeEach(() => {
    api = fakeSalonApi();
    polls = fakePollsApi();
    discussion = fakeDiscussionApi();
    trivia = fakeTriviaDay();
    // Changing page scrolls to the top; jsdom has no layout to scroll.
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows today’s trivia once its card has loaded', async () => {
    renderSalon();
    await waitFor(() => expect(trivia.subscribeToTriviaDay).toHaveBeenCalled());
    act(() => trivia.live.day?.(aTriviaDay()));
    const card = screen.getByRole('region', { name: 'Daily Trivia' });
    expect(within(card).getByText('Who wrote The Four Seasons?')).toBeTruthy();
  });

  it('has the title, the subtitle and two New Discussion buttons', async () => {
    renderSalon();
    expect(screen.getByRole('heading', { level: 1, name: 'The Salon' })).toBeTruthy();
    expect(screen.getByText('The Social Home of Classical Music')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Discussions' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'New Discussion' })).toHaveLength(2);
    await screen.findByText('No discussions yet');
  });

  it('shows the daily poll section above the discussions', async () => {
    const { container } = renderSalon();
    act(() => polls.live.activePoll?.(null));
    const slot = container.querySelector('[data-slot="daily-poll"]');
    expect(slot?.textContent).toContain('No polls available');
    await screen.findByText('No discussions yet');
  });

  it('shows skeleton cards while the first page loads', () => {
    api.fetchThreadPage.mockReturnValue(new Promise(() => {}));
    renderSalon();
    expect(screen.getByRole('status', { name: 'Loading discussions' })).toBeTruthy();
  });

  it('shows "No discussions yet" when the Salon is empty', async () => {
    renderSalon();
    expect(await screen.findByText('No discussions yet')).toBeTruthy();
    expect(screen.getByText('Be the first to start a conversation in The Salon!')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Discussions pages' })).toBeNull();
  });

  it('lists thread cards linking to their thread', async () => {
    api.fetchThreadPage.mockResolvedValue({ threads: [aThread()], totalCount: 1 });
    renderSalon();
    const link = await screen.findByRole('link', { name: 'Gould 1955 or 1981?' });
    expect(link.getAttribute('href')).toBe('/salon/thread/thread-1');
    expect(screen.getByRole('link', { name: 'Fanny Hensel' }).getAttribute('href')).toBe('/fanny');
    expect(screen.getByText('2 hours ago')).toBeTruthy();
    expect(screen.getByText('4 replies')).toBeTruthy();
    expect(screen.getByText('17 views')).toBeTruthy();
    expect(screen.getByText('Showing 1-1 of 1 discussion')).toBeTruthy();
  });

  it('shows "Anonymous" without a link, and "Unknown User" for a missing profile', async () => {
    api.fetchThreadPage.mockResolvedValue({
      threads: [
        aThread({ id: 'a', isAnonymous: true, authorId: null, author: null }),
        aThread({ id: 'b', author: null }),
      ],
      totalCount: 2,
    });
    renderSalon();
    expect(await screen.findByText('Anonymous')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Anonymous' })).toBeNull();
    expect(screen.getByText('Unknown User')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Unknown User' })).toBeNull();
  });

  it('masks listed words in titles and bodies', async () => {
    api.fetchThreadPage.mockResolvedValue({
      threads: [aThread({ title: 'What the shit', body: 'Fuck this cadenza' })],
      totalCount: 1,
    });
    renderSalon();
    expect(await screen.findByRole('link', { name: 'What the ****' })).toBeTruthy();
    expect(screen.getByText('**** this cadenza')).toBeTruthy();
  });

  it('pages through 10 at a time with the range line and numbered pages', async () => {
    api.fetchThreadPage.mockImplementation(async ({ page }) => ({
      threads: threads(page === 3 ? 3 : 10, (page - 1) * 10 + 1),
      totalCount: 23,
    }));
    renderSalon();
    expect(await screen.findByText('Showing 1-10 of 23 discussions')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Discussions pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21-23 of 23 discussions')).toBeTruthy();
    expect(lastThreadQuery()).toEqual({ ...NO_THREAD_FILTERS, page: 3, sort: 'recent' });
  });

  it('sorts by reactions or views, back on page 1', async () => {
    api.fetchThreadPage.mockResolvedValue({ threads: threads(10), totalCount: 30 });
    renderSalon();
    await screen.findByText('Showing 1-10 of 30 discussions');
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastThreadQuery()?.page).toBe(2));
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most Views');
    await waitFor(() =>
      expect(lastThreadQuery()).toEqual({ ...NO_THREAD_FILTERS, page: 1, sort: 'views' }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Most Reactions');
    await waitFor(() => expect(lastThreadQuery()?.sort).toBe('reactions'));
  });

  describe('search', () => {
    it('searches discussions 300 ms after typing stops, not before', async () => {
      vi.useFakeTimers();
      renderSalon();
      const box = screen.getByRole('searchbox', { name: 'Search discussions, topics...' });
      expect(box.getAttribute('placeholder')).toBe('Search discussions, topics...');
      fireEvent.change(box, { target: { value: 'goldberg' } });
      act(() => vi.advanceTimersByTime(299));
      expect(api.fetchThreadPage).not.toHaveBeenCalledWith(
        expect.objectContaining({ searchQuery: 'goldberg' }),
      );
      act(() => vi.advanceTimersByTime(1));
      expect(lastThreadQuery()).toEqual({
        ...NO_THREAD_FILTERS,
        page: 1,
        sort: 'recent',
        searchQuery: 'goldberg',
      });
    });

    it('does not submit on Enter', () => {
      renderSalon();
      const box = screen.getByRole('searchbox', { name: 'Search discussions, topics...' });
      const enter = fireEvent.keyDown(box, { key: 'Enter' });
      expect(enter).toBe(false); // default prevented
      expect(box.closest('form')).toBeNull();
    });

    it('says "No discussions found" when a search matches nothing', async () => {
      renderSalon();
      await userEvent.type(screen.getByRole('searchbox'), 'zzz');
      await expectNoResults('No discussions found');
    });

    it('switches to users with its own placeholder and user cards', async () => {
      api.searchUsers.mockResolvedValue({
        users: [
          aUser(),
          aUser({
            userId: 'uid-x',
            username: null,
            displayName: 'Hidden Person',
            isPrivate: true,
            // The api reads no location for a private member the reader may not see.
            location: '',
          }),
        ],
        totalCount: 2,
      });
      renderSalon();
      await userEvent.click(screen.getByRole('button', { name: 'Users' }));
      expect(screen.getByRole('button', { name: 'Users' }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      const box = screen.getByRole('searchbox', { name: 'Search for users...' });
      await userEvent.type(box, 'fan');
      // The whole word's search, not a prefix's that a pause between keys let through first.
      await waitFor(() => expect(api.searchUsers).toHaveBeenLastCalledWith('fan', 1));
      expect(await screen.findByRole('link', { name: 'Fanny Hensel' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Fanny Hensel' }).getAttribute('href')).toBe(
        '/fanny',
      );
      expect(screen.getByRole('link', { name: 'Hidden Person' }).getAttribute('href')).toBe(
        '/user/uid-x',
      );
      expect(screen.getByText('Berlin')).toBeTruthy();
      expect(screen.getAllByText('Private')).toHaveLength(1);
      expect(screen.getAllByText('Lieder, string quartets and Sunday salons.')).toHaveLength(2);
      expect(screen.getAllByText('Joined 3 days ago')).toHaveLength(2);
      expect(screen.getByText('Showing 1-2 of 2 users')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Page 1' })).toBeNull();
    });

    it('says "No users found" when nobody matches', async () => {
      renderSalon();
      await userEvent.click(screen.getByRole('button', { name: 'Users' }));
      await userEvent.type(screen.getByRole('searchbox'), 'nobody');
      await expectNoResults('No users found');
    });

    it('toasts "Error" / "Failed to load results. Please try again." when a search fails', async () => {
      api.fetchThreadPage.mockRejectedValue(new Error('offline'));
      vi.spyOn(console, 'error').mockImplementation(() => {});
      renderSalon();
      expect(
        await within(toastRegion()).findByText('Failed to load results. Please try again.'),
      ).toBeTruthy();
      expect(within(toastRegion()).getByText('Error')).toBeTruthy();
    });
  });

  describe('live updates', () => {
    it('prepends a new thread on page 1 of recent with no search, capped at 10, total + 1', async () => {
      api.fetchThreadPage.mockResolvedValue({ threads: threads(10), totalCount: 23 });
      renderSalon();
      await screen.findByText('Showing 1-10 of 23 discussions');
      act(() => api.live.threadList?.onInsert(aThread({ id: 'fresh', title: 'Fresh thread' })));
      const items = within(screen.getByRole('list', { name: 'Discussions' })).getAllByRole(
        'article',
      );
      expect(items).toHaveLength(10);
      expect(within(items[0]!).getByRole('link', { name: 'Fresh thread' })).toBeTruthy();
      expect(screen.queryByRole('link', { name: 'Thread 10' })).toBeNull();
      expect(screen.getByText('Showing 1-10 of 24 discussions')).toBeTruthy();
      expect(api.fetchThreadPage).toHaveBeenCalledTimes(1);
    });

    it('fetches the page again instead on other pages, sorts or searches', async () => {
      api.fetchThreadPage.mockResolvedValue({ threads: threads(10), totalCount: 23 });
      renderSalon();
      await screen.findByText('Showing 1-10 of 23 discussions');
      await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
      await waitFor(() => expect(api.fetchThreadPage).toHaveBeenCalledTimes(2));
      // Off page 1 a new thread is a change (domain's countThreadListChanges): fetch again.
      act(() => api.live.threadList?.onChange());
      await waitFor(() => expect(api.fetchThreadPage).toHaveBeenCalledTimes(3));
      // Nor is a thread prepended here, whatever the listener hands over.
      act(() => api.live.threadList?.onInsert(aThread({ id: 'fresh', title: 'Fresh thread' })));
      expect(screen.queryByRole('link', { name: 'Fresh thread' })).toBeNull();
    });

    it('shows new counts of a shown thread in place, without fetching again', async () => {
      api.fetchThreadPage.mockResolvedValue({ threads: threads(2), totalCount: 2 });
      renderSalon();
      await screen.findByText('Showing 1-2 of 2 discussions');
      act(() =>
        api.live.threadList?.onUpdate(aThread({ id: 't2', title: 'Thread 2', viewCount: 99 })),
      );
      const second = screen.getByRole('link', { name: 'Thread 2' }).closest('article')!;
      expect(within(second).getByText('99 views')).toBeTruthy();
      expect(screen.getAllByText('17 views')).toHaveLength(1);
      expect(api.fetchThreadPage).toHaveBeenCalledTimes(1);
    });

    it('shows an edit of a shown thread in place: new title, new text, "edited"', async () => {
      api.fetchThreadPage.mockResolvedValue({ threads: threads(2), totalCount: 2 });
      renderSalon();
      await screen.findByText('Showing 1-2 of 2 discussions');
      expect(screen.queryByText('edited')).toBeNull();
      act(() =>
        api.live.threadList?.onUpdate(
          aThread({
            id: 't2',
            title: 'Thread 2, retitled',
            body: 'New words.',
            editedAt: new Date(),
          }),
        ),
      );
      const second = screen.getByRole('link', { name: 'Thread 2, retitled' }).closest('article')!;
      expect(within(second).getByText('edited')).toBeTruthy();
      expect(within(second).getByText('New words.')).toBeTruthy();
      expect(api.fetchThreadPage).toHaveBeenCalledTimes(1);
    });

    it('fetches again when a shown thread changes or is deleted', async () => {
      api.fetchThreadPage.mockResolvedValueOnce({ threads: threads(2), totalCount: 2 });
      api.fetchThreadPage.mockResolvedValueOnce({ threads: threads(1), totalCount: 1 });
      renderSalon();
      await screen.findByText('Showing 1-2 of 2 discussions');
      act(() => api.live.threadList?.onChange());
      expect(await screen.findByText('Showing 1-1 of 1 discussion')).toBeTruthy();
      expect(screen.queryByRole('status', { name: 'Loading discussions' })).toBeNull();
    });
  });

  describe('filters', () => {
    it('narrows the list by genre and topic, back on page 1', async () => {
      api.fetchThreadPage.mockResolvedValue({ threads: threads(10), totalCount: 23 });
      renderSalon();
      await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Opera');
      await waitFor(() =>
        expect(lastThreadQuery()).toEqual({
          ...NO_THREAD_FILTERS,
          page: 1,
          sort: 'recent',
          genre: 'opera',
        }),
      );
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Recordings');
      await waitFor(() =>
        expect(lastThreadQuery()).toMatchObject({ genre: 'opera', topic: 'recordings' }),
      );
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Any genre');
      await waitFor(() =>
        expect(lastThreadQuery()).toMatchObject({ genre: null, topic: 'recordings' }),
      );
    });

    it('shows the discussions a member started, found by username', async () => {
      api.findMemberId.mockImplementation(async (name) => (name === '@Fanny' ? 'uid-fanny' : null));
      renderSalon();
      await userEvent.type(screen.getByRole('textbox', { name: 'Started by' }), '@Fanny');
      await waitFor(() => expect(lastThreadQuery()).toMatchObject({ authorId: 'uid-fanny' }));
      expect(api.findMemberId).toHaveBeenCalledWith('@Fanny');
    });

    it('says "No discussions found" for a username nobody has, without querying', async () => {
      renderSalon();
      await screen.findByText('No discussions yet');
      const queries = api.fetchThreadPage.mock.calls.length;
      await userEvent.type(screen.getByRole('textbox', { name: 'Started by' }), 'nobody');
      // On a loaded machine a pause between two keys outlasts the debounce, and a prefix is looked
      // up (and found missing) first: the answer awaited is the whole name's.
      await waitFor(() => expect(api.findMemberId).toHaveBeenLastCalledWith('nobody'));
      await expectNoResults('No discussions found');
      expect(api.fetchThreadPage).toHaveBeenCalledTimes(queries);
    });

    it('says "No discussions found", not "No discussions yet", when a filter matches nothing', async () => {
      renderSalon();
      await screen.findByText('No discussions yet');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), 'Composers');
      expect(await screen.findByText('No discussions found')).toBeTruthy();
    });

    it('takes no live insert while a filter is on: the page is fetched again', async () => {
      api.fetchThreadPage.mockResolvedValue({ threads: threads(3), totalCount: 3 });
      renderSalon();
      await screen.findByText('Showing 1-3 of 3 discussions');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Piano');
      await waitFor(() => expect(lastThreadQuery()).toMatchObject({ genre: 'piano' }));
      const fetches = api.fetchThreadPage.mock.calls.length;
      // With a filter on, a new thread is a change (domain's countThreadListChanges).
      act(() => api.live.threadList?.onChange());
      await waitFor(() => expect(api.fetchThreadPage).toHaveBeenCalledTimes(fetches + 1));
      act(() => api.live.threadList?.onInsert(aThread({ id: 'fresh', title: 'Fresh thread' })));
      expect(screen.queryByRole('link', { name: 'Fresh thread' })).toBeNull();
    });

    it('offers no discussion filters in users mode', async () => {
      renderSalon();
      await userEvent.click(screen.getByRole('button', { name: 'Users' }));
      expect(screen.queryByRole('group', { name: 'Filter discussions' })).toBeNull();
    });
  });

  describe('New Discussion', () => {
    it('asks visitors to sign in and sends them to /auth', async () => {
      renderSalon(visitor);
      await userEvent.click(screen.getAllByRole('button', { name: 'New Discussion' })[1]!);
      expect(within(toastRegion()).getByText('Sign In Required')).toBeTruthy();
      expect(currentPath()).toBe('/auth');
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('is disabled until the session is known, so no press is dropped', () => {
      renderSalon(loadingSession);
      for (const button of screen.getAllByRole('button', { name: 'New Discussion' })) {
        expect(button).toHaveProperty('disabled', true);
      }
    });

    it('opens the form for members from either button', async () => {
      renderSalon(member());
      await userEvent.click(screen.getAllByRole('button', { name: 'New Discussion' })[0]!);
      expect(await screen.findByRole('dialog', { name: 'Start a New Discussion' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await userEvent.click(screen.getAllByRole('button', { name: 'New Discussion' })[1]!);
      expect(await screen.findByRole('dialog', { name: 'Start a New Discussion' })).toBeTruthy();
      expect(currentPath()).toBe('/salon');
    });

    async function openForm() {
      renderSalon(member());
      await userEvent.click(screen.getAllByRole('button', { name: 'New Discussion' })[0]!);
      return screen.findByRole('dialog', { name: 'Start a New Discussion' });
    }

    it('counts characters and keeps Create Discussion disabled while a field is empty or too long', async () => {
      const dialog = await openForm();
      const create = within(dialog).getByRole('button', { name: 'Create Discussion' });
      expect(within(dialog).getByText('0/200 characters')).toBeTruthy();
      expect(within(dialog).getByText('0/5000 characters')).toBeTruthy();
      expect(create).toHaveProperty('disabled', true);
      await userEvent.type(within(dialog).getByLabelText('Title'), 'Bach');
      expect(within(dialog).getByText('4/200 characters')).toBeTruthy();
      expect(create).toHaveProperty('disabled', true);
      await userEvent.type(within(dialog).getByLabelText('Content'), '   ');
      expect(create).toHaveProperty('disabled', true);
      await userEvent.type(within(dialog).getByLabelText('Content'), 'Cello suites?');
      expect(create).toHaveProperty('disabled', false);
      await userEvent.click(within(dialog).getByLabelText('Title'));
      await userEvent.paste('x'.repeat(197));
      const over = within(dialog).getByText('201/200 characters');
      expect(over.getAttribute('data-over-limit')).toBe('true');
      expect(within(dialog).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
      expect(create).toHaveProperty('disabled', true);
    });

    it('creates the discussion trimmed, anonymously if asked, then thanks and closes', async () => {
      const dialog = await openForm();
      await userEvent.type(within(dialog).getByLabelText('Title'), '  Cello suites  ');
      await userEvent.type(within(dialog).getByLabelText('Content'), ' Casals or Fournier? ');
      await userEvent.click(within(dialog).getByLabelText('Post anonymously'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Discussion' }));
      expect(api.createThread).toHaveBeenCalledWith({
        title: 'Cello suites',
        body: 'Casals or Fournier?',
        isAnonymous: true,
      });
      expect(await within(toastRegion()).findByText('Success')).toBeTruthy();
      expect(
        within(toastRegion()).getByText('Your discussion has been created successfully.'),
      ).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it.each([
      ['title', 'Shit happens', 'Fine content', 'Discussion title'],
      ['content', 'Fine title', 'What a fucking cadenza', 'Discussion content'],
    ])(
      'refuses inappropriate language in the %s and creates nothing',
      async (_, title, body, subject) => {
        const dialog = await openForm();
        await userEvent.type(within(dialog).getByLabelText('Title'), title);
        await userEvent.type(within(dialog).getByLabelText('Content'), body);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Create Discussion' }));
        const messages = screen.getByRole('region', { name: /^Messages/, hidden: true });
        expect(within(messages).getByText('Content Policy Violation')).toBeTruthy();
        expect(
          within(messages).getByText(
            `${subject} contains inappropriate language. Please use respectful language.`,
          ),
        ).toBeTruthy();
        expect(api.createThread).not.toHaveBeenCalled();
        expect(screen.getByRole('dialog', { name: 'Start a New Discussion' })).toBeTruthy();
      },
    );

    it.each([
      [new AppError('noSession'), 'No active session found.'],
      [
        Object.assign(new Error('new row violates row-level security policy'), { code: 'unknown' }),
        'Authentication error. Please try signing out and signing back in.',
      ],
      [
        Object.assign(new Error('Please sign in to continue.'), {
          code: 'functions/permission-denied',
        }),
        'Authentication error. Please try signing out and signing back in.',
      ],
      [
        Object.assign(new Error('Please sign in to continue.'), {
          code: 'functions/unauthenticated',
        }),
        'Session expired. Please refresh the page and try again.',
      ],
      [new Error('Network down'), 'Failed to create discussion. Please try again.'],
    ])('says why creating failed (%s) and keeps the draft', async (error, message) => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      api.createThread.mockRejectedValue(error);
      const dialog = await openForm();
      await userEvent.type(within(dialog).getByLabelText('Title'), 'Cello suites');
      await userEvent.type(within(dialog).getByLabelText('Content'), 'Casals or Fournier?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Discussion' }));
      const messages = screen.getByRole('region', { name: /^Messages/, hidden: true });
      expect(await within(messages).findByText(message)).toBeTruthy();
      expect((within(dialog).getByLabelText('Title') as HTMLInputElement).value).toBe(
        'Cello suites',
      );
    });

    it('shows the toast the server refused the content with', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      api.createThread.mockRejectedValue(
        Object.assign(new Error('Please reduce the length of your title or content.'), {
          code: 'functions/invalid-argument',
          details: {
            title: 'Character Limit Exceeded',
            description: 'Please reduce the length of your title or content.',
          },
        }),
      );
      const dialog = await openForm();
      await userEvent.type(within(dialog).getByLabelText('Title'), 'Cello suites');
      await userEvent.type(within(dialog).getByLabelText('Content'), 'Casals or Fournier?');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Create Discussion' }));
      const messages = screen.getByRole('region', { name: /^Messages/, hidden: true });
      expect(await within(messages).findByText('Character Limit Exceeded')).toBeTruthy();
    });

    it('keeps the draft when the form is cancelled, until Discard draft', async () => {
      const dialog = await openForm();
      expect(within(dialog).queryByRole('button', { name: 'Discard draft' })).toBeNull();
      await userEvent.type(within(dialog).getByLabelText('Title'), 'Half a thought');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await userEvent.click(screen.getAllByRole('button', { name: 'New Discussion' })[0]!);
      const again = await screen.findByRole('dialog', { name: 'Start a New Discussion' });
      const title = within(again).getByLabelText('Title') as HTMLInputElement;
      expect(title.value).toBe('Half a thought');
      await userEvent.click(within(again).getByRole('button', { name: 'Discard draft' }));
      expect(title.value).toBe('');
      expect(document.activeElement).toBe(title);
      expect(within(again).queryByRole('button', { name: 'Discard draft' })).toBeNull();
    });
  });
});
