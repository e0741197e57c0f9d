// The app's server entry as publicPages loads it: the built @salon/web/server
// (web/dist-server/render-page.js, which functions/build.mjs builds before the functions, so
// before the stack this suite runs beside). It renders the page's React tree from the documents
// the function read, and the seed the browser hydrates from; both go into the served HTML
// unchanged, so whatever a post holds must reach them escaped.
import { describe, expect, it } from 'vitest';
import { renderPage, type PageRequest, type StoredDocument } from '@salon/web/server';

/** A Firestore Timestamp as the Admin SDK reads it: only its `toDate` is used. */
const at = (ms: number) => ({ toDate: () => new Date(ms) });

/** Two days before this suite's clock: "x ago" must be told from the request's time. */
const NOW = Date.parse('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;

const SCRIPT_TITLE = '<script>alert(1)</script> & "friends"';
const ESCAPED_TITLE = '&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;';

const clara: StoredDocument = {
  id: 'uid-clara',
  data: { username: 'clara', displayName: 'Clara Wieck', isPrivate: false },
};
const robert: StoredDocument = {
  id: 'uid-robert',
  data: { username: 'robert', displayName: 'Robert' },
};

const post = (fields: Record<string, unknown>, authorId = clara.id) => ({
  isAnonymous: false,
  authorId,
  reactionCount: 0,
  reactionCounts: { applause: 0, bravo: 0 },
  ...fields,
});

const threadDocument: StoredDocument = {
  id: 'thread-1',
  data: post({
    title: SCRIPT_TITLE,
    body: 'About **Brahms** </script><script>alert(3)</script> and @robert.',
    createdAt: at(NOW - 2 * HOUR),
    replyCount: 3,
    viewCount: 7,
    reactionCounts: { applause: 2, bravo: 1 },
  }),
};

const threadReplies: StoredDocument[] = [
  {
    id: 'r1',
    data: post(
      {
        parentId: null,
        body: 'A reply </script><script>alert(2)</script>',
        createdAt: at(NOW - HOUR),
      },
      robert.id,
    ),
  },
  // Removed by its author: the app's placeholder, its words and author left out.
  { id: 'r2', data: post({ parentId: null, body: 'deleted', createdAt: at(NOW - 90 * 60_000) }) },
  // Its author asked to stay unnamed; the stored id must not reach the page.
  {
    id: 'r3',
    data: post(
      {
        parentId: 'r1',
        body: 'An anonymous answer',
        createdAt: at(NOW - 30 * 60_000),
        isAnonymous: true,
      },
      'uid-secret',
    ),
  },
];

const threadRequest: PageRequest = {
  path: '/salon/thread/thread-1',
  now: NOW,
  page: 'thread',
  threadId: 'thread-1',
  thread: threadDocument,
  poll: null,
  replies: threadReplies,
  cards: [clara, robert],
};

const salonRequest: PageRequest = {
  path: '/salon',
  now: NOW,
  page: 'salon',
  threads: [
    {
      id: 'thread 1',
      data: post({
        title: SCRIPT_TITLE,
        body: 'About **Brahms**, shit.',
        createdAt: at(NOW - 2 * HOUR),
        replyCount: 1,
        viewCount: 12,
        reactionCounts: { applause: 2, bravo: 1 },
      }),
    },
    {
      id: 'thread-2',
      data: post(
        {
          title: 'Asked without a name',
          body: 'Who am I?',
          createdAt: at(NOW - 3 * HOUR),
          isAnonymous: true,
        },
        'uid-secret',
      ),
    },
  ],
  threadCount: 23,
  poll: {
    id: 'poll-1',
    data: {
      title: 'Which <i>symphony</i>?',
      description: 'Only one.',
      isActive: true,
      createdAt: at(NOW - 5 * HOUR),
      options: [
        { id: 'o1', optionText: 'No. 1' },
        { id: 'o2', optionText: 'No. 4 & more' },
      ],
    },
  },
  pollReplies: [
    {
      id: 'p1',
      data: post(
        { parentId: null, body: 'No. 4 <em>&</em> more', createdAt: at(NOW - HOUR) },
        robert.id,
      ),
    },
  ],
  weeklyPoll: {
    id: 'weekly-2026-11-23',
    data: {
      kind: 'weekly',
      title: 'The week’s <b>concerto</b>?',
      description: '',
      isActive: true,
      createdAt: at(NOW - 72 * HOUR),
      options: [
        { id: 'o1', optionText: 'Brahms 2' },
        { id: 'o2', optionText: 'Dvořák' },
      ],
    },
  },
  cards: [clara, robert],
};

/** The seed's JSON: the text between its script's tags. */
function seedJson(seedScript: string): string {
  const match = /^<script id="page-seed" type="application\/json">([\s\S]*)<\/script>$/.exec(
    seedScript,
  );
  expect(match, 'the seed in its own data script').not.toBeNull();
  return match![1]!;
}

/** Every `<script` of the served page's body: the seed's, and no other. */
const scriptTags = (html: string) => html.match(/<script\b[^>]*>/gi) ?? [];

/** What a page must never hold: an inline script or handler, which the CSP refuses. */
function expectNothingThatRuns(root: string, seedScript: string) {
  expect(scriptTags(root + seedScript)).toEqual([
    '<script id="page-seed" type="application/json">',
  ]);
  expect(root).not.toMatch(/<[^>]+\son[a-z]+=/i);
  expect(root).not.toMatch(/javascript:/i);
  // Every Suspense boundary complete in order: none pending (`$?`, finished later by an inline
  // script) or given up to the browser (`$!`).
  expect(root).not.toMatch(/<!--\$[?!]-->/);
  expect(root).not.toMatch(/<template\b/);
}

describe('a discussion rendered by the server entry', () => {
  const rendered = renderPage(threadRequest);

  it('draws the app’s frame around the discussion, its title escaped', async () => {
    const { root } = await rendered;
    expect(root).toContain('<header class="top-bar">');
    expect(root).toContain('<footer class="footer">');
    expect(root).toContain(`<h1 id="thread-title" tabindex="-1">${ESCAPED_TITLE}</h1>`);
    expect(root).not.toContain('<script>alert');
    expect(root).toContain('<h2 id="discussion-heading">Discussion (3 replies)</h2>');
    expect(root).toContain('Sign In to Reply');
  });

  it('formats a body with marks, its raw HTML escaped, its mention linked', async () => {
    const { root } = await rendered;
    expect(root).toContain(
      '<div class="post-body"><p>About <strong>Brahms</strong> &lt;/script&gt;&lt;script&gt;alert(3)&lt;/script&gt; and <a href="/robert" class="post-mention">@robert</a>.</p>',
    );
  });

  it('shows the replies nested, the removed one as its placeholder, the anonymous one unnamed', async () => {
    const { root, seedScript } = await rendered;
    expect(root).toContain('A reply &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(
      [...root.matchAll(/<article class="reply__card" aria-label="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(['Reply by Robert', 'Reply by Anonymous', 'Deleted reply']);
    expect(root).toContain('<p class="reply__deleted">This reply has been deleted.</p>');
    expect(root).toContain('<ul id="replies-to-r1" class="reply-list"');
    expect(root + seedScript).not.toContain('uid-secret');
  });

  it('tells its times from the request’s moment, not the clock', async () => {
    const { root } = await rendered;
    expect(root).toContain('<time dateTime="2026-11-26T10:00:00.000Z">2 hours ago</time>');
  });

  it('runs nothing inline: the seed is the only script, and data', async () => {
    const { root, seedScript } = await rendered;
    expectNothingThatRuns(root, seedScript);
  });

  it('seeds the hooks with the documents, every `<` escaped, and the seed parses back', async () => {
    const { seedScript } = await rendered;
    const json = seedJson(seedScript);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026');
    const seed = JSON.parse(json) as { page: string; now: number; data: Record<string, unknown> };
    // The page it names is the one the browser loads the code of before hydrating.
    expect(seed.page).toBe('thread');
    expect(seed.now).toBe(NOW);
    expect(seed.data['thread:thread-1']).toMatchObject({
      id: 'thread-1',
      title: SCRIPT_TITLE,
      // Dates tagged, so the browser reads them back as Dates.
      createdAt: { $date: NOW - 2 * HOUR },
      author: { userId: clara.id, username: 'clara', displayName: 'Clara Wieck' },
    });
    const replies = seed.data['replies:thread/thread-1'] as { id: string; body: string }[];
    expect(replies.map((reply) => reply.id)).toEqual(['r1', 'r2', 'r3']);
    expect(replies[0]!.body).toBe('A reply </script><script>alert(2)</script>');
  });
});

describe('a missing discussion rendered by the server entry', () => {
  it('is the app’s “Discussion Not Found”, seeded as missing', async () => {
    const { root, seedScript } = await renderPage({
      path: '/salon/thread/gone',
      now: NOW,
      page: 'thread',
      threadId: 'gone',
      thread: null,
      poll: null,
      replies: [],
      cards: [],
    });
    expect(root).toContain('<h1>Discussion Not Found</h1>');
    expect(root).not.toContain('thread-title');
    expect(JSON.parse(seedJson(seedScript))).toEqual({
      page: 'thread',
      now: NOW,
      data: { 'thread:gone': null },
    });
    expectNothingThatRuns(root, seedScript);
  });
});

describe('the Salon rendered by the server entry', () => {
  const rendered = renderPage(salonRequest);

  it('lists the discussions, titles escaped and masked, an anonymous author unnamed', async () => {
    const { root, seedScript } = await rendered;
    expect(root).toContain('<main class="page salon-page">');
    expect(root.match(/<article class="flat-card thread-card">/g)).toHaveLength(2);
    expect(root).toContain(
      `<a href="/salon/thread/thread%201" data-discover="true">${ESCAPED_TITLE}</a>`,
    );
    expect(root).not.toContain('<script>alert');
    // The preview: its marks removed, its words masked.
    expect(root).toContain('<div class="post-body post-body--plain">About Brahms, ****.</div>');
    expect(root).not.toMatch(/shit/i);
    expect(root).toContain('<span class="post-author">Anonymous</span>');
    expect(root + seedScript).not.toContain('uid-secret');
    expect(root).toContain('<time dateTime="2026-11-26T10:00:00.000Z">2 hours ago</time>');
    expect(root).toContain('<p class="salon-range">Showing 1-10 of 23 discussions</p>');
    expect(root).toContain('aria-label="Page 3"');
  });

  it('shows the daily poll and its replies, escaped', async () => {
    const { root } = await rendered;
    expect(root).toContain('<h2 id="daily-poll-heading">Daily Poll</h2>');
    expect(root).toMatch(
      /<h3 id="[^"]+" class="poll__title">Which &lt;i&gt;symphony&lt;\/i&gt;\?<\/h3>/,
    );
    expect(root).toContain('No. 4 &amp; more</label>');
    expect(root).toContain('<h3 id="poll-discussion-poll-1">Poll Discussion (1 reply)</h3>');
    expect(root).toContain('No. 4 &lt;em&gt;&amp;&lt;/em&gt; more');
  });

  it('shows the week’s poll beside the day’s, escaped', async () => {
    const { root } = await rendered;
    expect(root).toContain('<h2 id="weekly-poll-heading">Poll of the Week</h2>');
    expect(root).toMatch(
      /<h3 id="[^"]+" class="poll__title">The week’s &lt;b&gt;concerto&lt;\/b&gt;\?<\/h3>/,
    );
  });

  it('runs nothing inline, and seeds the list, the poll and its replies', async () => {
    const { root, seedScript } = await rendered;
    expectNothingThatRuns(root, seedScript);
    const json = seedJson(seedScript);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const seed = JSON.parse(json) as { data: Record<string, unknown> };
    const [list] = Object.entries(seed.data).filter(([key]) => key.startsWith('threads:'));
    expect(list![1]).toMatchObject({
      totalCount: 23,
      threads: [
        { id: 'thread 1', title: SCRIPT_TITLE },
        { id: 'thread-2', isAnonymous: true, authorId: null, author: null },
      ],
    });
    expect(seed.data['poll:daily']).toMatchObject({
      id: 'poll-1',
      title: 'Which <i>symphony</i>?',
    });
    expect(seed.data['poll:weekly']).toMatchObject({ id: 'weekly-2026-11-23', kind: 'weekly' });
    expect(seed.data['replies:poll/poll-1']).toMatchObject([
      { id: 'p1', body: 'No. 4 <em>&</em> more' },
    ]);
  });

  it('without a poll or discussions shows the app’s empty states', async () => {
    const { root, seedScript } = await renderPage({
      ...salonRequest,
      threads: [],
      threadCount: 0,
      poll: null,
      pollReplies: [],
      weeklyPoll: null,
      cards: [],
    });
    expect(root).toContain('No polls available');
    expect(root).not.toContain('Poll of the Week');
    expect(root).toContain('No discussions yet');
    expect(root).not.toContain('salon-range');
    expectNothingThatRuns(root, seedScript);
  });
});

describe('a member’s page rendered by the server entry', () => {
  it('is the app’s first frame, waiting for the session: nothing of the member', async () => {
    const { root, seedScript } = await renderPage({ path: '/clara', now: NOW, page: 'none' });
    expect(root).toContain('<header class="top-bar">');
    expect(root).toContain('<div class="spinner" role="status" aria-label="Loading">');
    expect(root).not.toContain('clara');
    expect(JSON.parse(seedJson(seedScript))).toEqual({ page: 'none', now: NOW, data: {} });
    expectNothingThatRuns(root, seedScript);
  });
});
