// The server entry's page, hydrated by the app's tree as the browser does, in React's development
// build, which reports every difference between the two (text, attributes, elements): the seed
// must make the hooks' first render the server's, markup for markup.
import { act, screen, waitFor } from '@testing-library/react';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { getFirestore, setLogLevel } from 'firebase/firestore';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppTree } from '../app/AppTree';
import { FirebaseServicesProvider } from '../app/FirebaseServicesProvider';
import { AppRoutes } from '../app/routes';
import { loadPostRendererShownIn } from '../components/post/PostBody';
import { fakeSalonApi, type FakeSalonApi } from '../features/salon/testing/fake-salon-api';
import { fakePollsApi, type FakePollsApi } from '../features/polls/testing/fake-polls-api';
import {
  fakeDiscussionApi,
  type FakeDiscussionApi,
} from '../features/discussion/testing/fake-discussion-api';
import { PAGE_SEED_ELEMENT_ID, decodePageSeed } from '../lib/page-seed';
import { testFirebase } from '../test/providers';
import type { PageRequest, RenderPage, StoredDocument } from './page-contract';

// React's server renderer streams with the platform's ReadableStream, which jsdom's window lacks.
globalThis.ReadableStream ??= NodeReadableStream as typeof ReadableStream;

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

const NOW = Date.UTC(2026, 10, 28, 12);
const at = (minutesAgo: number) => ({ toDate: () => new Date(NOW - minutesAgo * 60_000) });

const thread: StoredDocument = {
  id: 'brahms',
  data: {
    title: 'Brahms 4 <b>on record</b>',
    body: 'Which **Fourth** do you keep? Ask @clara.',
    authorId: 'uid-fanny',
    createdAt: at(90),
    replyCount: 3,
    viewCount: 12,
    reactionCounts: { applause: 2, bravo: 1 },
    pollId: 'brahms-poll',
  },
};
const discussionPoll: StoredDocument = {
  id: 'brahms-poll',
  data: {
    kind: 'discussion',
    threadId: 'brahms',
    title: 'Whose Fourth?',
    description: '',
    options: [
      { id: 'o1', optionText: 'Kleiber' },
      { id: 'o2', optionText: 'Furtwängler' },
      { id: 'o3', optionText: 'Karajan' },
    ],
    voteCounts: { o1: 2, o2: 1, o3: 0 },
    totalVotes: 2,
    isActive: true,
    closedAt: null,
    closesAt: at(-3 * 24 * 60),
    maxChoices: 2,
    resultsVisibility: 'always',
    createdAt: at(90),
  },
};
const replies: StoredDocument[] = [
  { id: 'r1', data: { body: 'Kleiber, *of course*.', authorId: 'uid-clara', createdAt: at(60) } },
  {
    id: 'r2',
    data: { body: 'Agreed.', parentId: 'r1', authorId: 'uid-fanny', createdAt: at(30) },
  },
  { id: 'r3', data: { body: 'deleted', authorId: 'uid-clara', createdAt: at(10) } },
];
const cards: StoredDocument[] = [
  { id: 'uid-fanny', data: { username: 'fanny', displayName: 'Fanny Hensel' } },
  { id: 'uid-clara', data: { username: 'clara', displayName: 'Clara Wieck' } },
];
const poll: StoredDocument = {
  id: 'poll-1',
  data: {
    title: 'Best Brahms symphony?',
    description: 'One vote each.',
    options: [
      { id: 'a', optionText: 'The First', votes: 3 },
      { id: 'b', optionText: 'The Fourth', votes: 5 },
    ],
    isActive: true,
    createdAt: at(300),
  },
};

/** The app's tree as main.tsx hydrates it (App.tsx), with Firebase offline. */
function BrowserTree({ path }: { path: string }) {
  const { app, auth } = testFirebase();
  const seedText = document.getElementById(PAGE_SEED_ELEMENT_ID)?.textContent ?? '';
  const instances = {
    app,
    auth,
    firestore: getFirestore(app),
    functions: () => Promise.reject(new Error('No function is called here')),
    storage: () => Promise.reject(new Error('No upload is made here')),
  };
  return (
    <FirebaseServicesProvider instances={instances}>
      <AppTree seed={decodePageSeed(seedText)}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </AppTree>
    </FirebaseServicesProvider>
  );
}

let renderPage: RenderPage;

/**
 * The server entry as `npm run build:server` builds it, into a folder of this test's: the page
 * functions/ serve, rendered by the React bundled into it. (Rendered from this test's own modules,
 * the server's renderer and the browser's would share React's contexts in one process, which the
 * site never does, and each would see the other's.)
 */
async function buildServerEntry(): Promise<RenderPage> {
  const webRoot = path.resolve(import.meta.dirname, '../..');
  // Inside the project, where the test runner loads modules from.
  const outDir = path.join(webRoot, 'node_modules/.cache/server-entry-test');
  execFileSync(
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/server/render-page.tsx',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: webRoot, stdio: 'inherit' },
  );
  const entry = (await import(/* @vite-ignore */ path.join(outDir, 'render-page.js'))) as {
    renderPage: RenderPage;
  };
  return entry.renderPage;
}

/** Renders `request` as the server does, hydrates it, and returns what React reported. */
async function hydrateServerPage(request: PageRequest, beforeHydrating?: () => void) {
  const page = await renderPage(request);
  document.body.innerHTML = `<div id="root">${page.root}</div>${page.seedScript}`;
  beforeHydrating?.();
  const served = document.getElementById('root')!.innerHTML;
  const firstHeading = document.querySelector('h1');
  const firstFormatted = document.querySelector('.post-body strong, .post-body em');
  const reported: string[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    reported.push(args.map(String).join(' '));
  });
  let root: Root | undefined;
  await loadPostRendererShownIn(document.getElementById('root')!);
  await act(async () => {
    root = hydrateRoot(document.getElementById('root')!, <BrowserTree path={request.path} />, {
      onRecoverableError: (error) => reported.push(`recoverable: ${String(error)}`),
    });
  });
  // Auth answers once hydrated (nobody, offline): the top bar offers Sign In, in the same page.
  await screen.findByRole('button', { name: 'Sign In' });
  return {
    served,
    reported,
    pageModule: page.pageModule,
    keptHeading: firstHeading !== null && document.querySelector('h1') === firstHeading,
    /** The first formatted body's marks are the server's nodes, never drawn plain and redrawn. */
    keptFormatting:
      firstFormatted !== null &&
      document.querySelector('.post-body strong, .post-body em') === firstFormatted,
    unmount: () => act(() => root?.unmount()),
  };
}

describe('the server entry, hydrated', () => {
  beforeAll(async () => {
    renderPage = await buildServerEntry();
    // The browser's Firebase here is offline on purpose; on a slow run its SDK says so with a
    // console error, which is not React's and would read as a report.
    setLogLevel('silent');
    // A ceiling, not a wait: the build took over 10 s (the hook default) on a loaded machine.
  }, 120_000);
  beforeEach(() => {
    api = fakeSalonApi();
    // What the listeners read after hydrating is other tests' matter: here it never comes, so
    // what shows is what was hydrated.
    api.fetchThreadPage.mockReturnValue(new Promise(() => {}));
    polls = fakePollsApi();
    discussion = fakeDiscussionApi();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('draws the Salon from the documents read, and the browser hydrates it as drawn', async () => {
    const { served, reported, keptHeading, keptFormatting, pageModule, unmount } =
      await hydrateServerPage({
        path: '/salon',
        now: NOW,
        page: 'salon',
        threads: [thread],
        threadCount: 1,
        poll,
        pollReplies: [replies[0]!],
        weeklyPoll: null,
        cards,
      });
    // Hydrated: the page's listeners have started, and what was drawn is still there.
    await waitFor(() => expect(api.subscribeToThreadList).toHaveBeenCalled());
    expect(served).toContain('Brahms 4 &lt;b&gt;on record&lt;/b&gt;');
    expect(served).toContain('1 hour ago');
    expect(served).toContain('Best Brahms symphony?');
    expect(served).toContain('<em>of course</em>');
    expect(reported).toEqual([]);
    expect(keptHeading).toBe(true);
    expect(keptFormatting).toBe(true);
    expect(screen.getByRole('link', { name: 'Brahms 4 <b>on record</b>' })).toBeTruthy();
    expect(screen.getByText('Showing 1-1 of 1 discussion')).toBeTruthy();
    // A lazy route: the served page names its chunks for the browser to fetch with the shell.
    expect(pageModule).toBe('SalonPage');
    unmount();
  });

  it('searches what was typed into the Salon’s search before the page was hydrated', async () => {
    const { unmount } = await hydrateServerPage(
      {
        path: '/salon',
        now: NOW,
        page: 'salon',
        threads: [thread],
        threadCount: 1,
        poll: null,
        pollReplies: [],
        weeklyPoll: null,
        cards,
      },
      () => {
        // The served page's field, typed into while its code was still on the way.
        (document.querySelector('input[type="search"]') as HTMLInputElement).value = 'Brahms';
      },
    );
    expect(screen.getByRole('searchbox')).toHaveProperty('value', 'Brahms');
    await waitFor(() =>
      expect(JSON.stringify(api.fetchThreadPage.mock.calls)).toContain('"Brahms"'),
    );
    unmount();
  });

  it('draws a discussion with nested, formatted and removed replies and its poll, and hydrates it', async () => {
    const { served, reported, keptHeading, keptFormatting, pageModule, unmount } =
      await hydrateServerPage({
        path: '/salon/thread/brahms',
        now: NOW,
        page: 'thread',
        threadId: 'brahms',
        thread,
        poll: discussionPoll,
        replies,
        cards,
      });
    await waitFor(() => expect(api.subscribeToThread).toHaveBeenCalled());
    // Its poll, told from the server's moment: the same words once hydrated.
    expect(served).toContain('Choose up to 2. Closes in 3 days.');
    expect(served).toContain('type="checkbox"');
    expect(served).toContain('<strong>Fourth</strong>');
    expect(served).toContain('href="/clara"');
    expect(served).toContain('This reply has been deleted.');
    expect(served).not.toMatch(/Loading|skeleton/i);
    expect(reported).toEqual([]);
    expect(keptHeading).toBe(true);
    expect(keptFormatting).toBe(true);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Brahms 4 <b>on record</b>' }),
    ).toBeTruthy();
    expect(screen.getByText('Agreed.')).toBeTruthy();
    // The seeded poll stays drawn after hydrating, while its listener has not answered.
    expect(screen.getByRole('heading', { name: 'Whose Fourth?' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading poll' })).toBeNull();
    expect(pageModule).toBe('ThreadPage');
    unmount();
  });

  it('draws "Discussion Not Found" for a discussion that is not there', async () => {
    const { served, reported, unmount } = await hydrateServerPage({
      path: '/salon/thread/gone',
      now: NOW,
      page: 'thread',
      threadId: 'gone',
      thread: null,
      poll: null,
      replies: [],
      cards: [],
    });
    expect(served).toContain('Discussion Not Found');
    expect(reported).toEqual([]);
    unmount();
  });

  it('draws a member page as the moment before the session is known: nothing of theirs', async () => {
    const { served, reported, pageModule, unmount } = await hydrateServerPage({
      path: '/fanny',
      now: NOW,
      page: 'none',
    });
    expect(served).toContain('aria-label="Loading"');
    expect(served).not.toContain('fanny');
    expect(reported).toEqual([]);
    // Its spinner is the shell's: no page's chunk to fetch before hydrating.
    expect(pageModule).toBeNull();
    unmount();
  });
});
