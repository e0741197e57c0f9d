// The shared pages' HTML, sitemap and robots.txt as pure functions: what a preview and
// a crawler read, escaped, masked, and without an anonymous author.
import { describe, expect, it } from 'vitest';
import {
  describe as describeBody,
  escapeHtml,
  intoShell,
  pageWithoutDetails,
  profilePage,
  salonPage,
  threadPage,
  type ShownSalon,
  type ShownThread,
  type Site,
} from '../../functions/src/sharing/page-html.js';
import {
  monthRange,
  monthsBetween,
  parseSitemapPath,
  robotsTxt,
  sitemapIndexXml,
  sitemapPath,
  urlSetXml,
} from '../../functions/src/sharing/sitemap-xml.js';
import { RenderedPages } from '../../functions/src/sharing/thread-page-cache.js';
import { shellDescription, siteOrigin } from '../../functions/src/sharing/site.js';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The Social Home of Classical Music: a community for listeners, performers and newcomers."
    />
    <title>The Social Home of Classical Music</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const site: Site = {
  origin: 'https://salon.example',
  name: 'The Social Home of Classical Music',
  cardImagePath: '/social-card.png',
  description: 'The Social Home of Classical Music: a community.',
};

const claraAvatar = {
  s48: 'https://img.example/c48.webp',
  s96: 'https://img.example/c96.webp',
  s256: 'https://img.example/c256.webp',
};
const clara = {
  name: 'Clara Wieck',
  path: '/clara',
  username: 'clara',
  image: claraAvatar.s256,
  avatar: claraAvatar,
};
const robert = { name: 'Robert', path: '/robert', username: 'robert', image: null, avatar: null };
const reply = { parentId: null, deleted: false, editedAt: null, reactionCounts: null };
const now = new Date('2026-11-26T12:00:00Z');

const thread: ShownThread = {
  id: 'thread-1',
  title: 'Brahms <script>alert(1)</script> & "friends"',
  body: 'First paragraph about **Brahms**.\n\nSecond paragraph, line one\nline two.',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  editedAt: null,
  author: clara,
  replyCount: 5,
  viewCount: 7,
  reactionCounts: { applause: 3, bravo: 1 },
  replies: [
    {
      ...reply,
      id: 'r1',
      body: 'A reply </script><script>alert(2)</script>',
      createdAt: new Date('2026-11-21T10:00:00Z'),
      author: robert,
      reactionCounts: { applause: 1, bravo: 0 },
    },
    {
      ...reply,
      id: 'r2',
      parentId: 'r1',
      body: 'An anonymous reply',
      createdAt: new Date('2026-11-22T10:00:00Z'),
      author: null,
      reactionCounts: { applause: 0, bravo: 0 },
    },
    {
      ...reply,
      id: 'r3',
      body: '',
      deleted: true,
      createdAt: new Date('2026-11-23T10:00:00Z'),
      author: null,
      reactionCounts: { applause: 0, bravo: 0 },
    },
    {
      ...reply,
      id: 'r5',
      parentId: 'r3',
      body: 'Answering a removed reply',
      createdAt: new Date('2026-11-23T11:00:00Z'),
      author: robert,
      reactionCounts: { applause: 0, bravo: 0 },
    },
    {
      ...reply,
      id: 'r4',
      body: 'Newest, for @robert',
      createdAt: new Date('2026-11-24T10:00:00Z'),
      author: robert,
      reactionCounts: { applause: 0, bravo: 2 },
    },
  ],
};

/** The head's tags as a list of [attribute, key, content]. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const match of head.matchAll(/<meta (name|property)="([^"]+)" content="([^"]*)">/g)) {
    tags.set(match[2]!, match[3]!);
  }
  return tags;
}

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(match![1]!) as Record<string, unknown>;
}

/** What runs as script: every <script> element that is not a JSON-LD data block. */
function scripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1]!)
    .filter((attributes) => !attributes.includes('application/ld+json'));
}

describe('a discussion’s page', () => {
  const html = threadPage(SHELL, site, thread, now);

  it('keeps the app’s scripts and replaces the shell’s title and description', () => {
    expect(scripts(html)).toEqual([' type="module" crossorigin src="/assets/index-abc123.js"']);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('escapes a title with a script everywhere it appears', () => {
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      '<title>Brahms &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; | The Social Home of Classical Music</title>',
    );
    expect(metaTags(html).get('og:title')).toBe(
      'Brahms &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; | The Social Home of Classical Music',
    );
    // The reply's closing tag cannot end the JSON-LD block.
    expect(html).not.toContain('</script><script>alert(2)');
    expect(html).toContain('A reply &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
  });

  it('carries the preview’s tags: description, site, author, image, canonical, cards', () => {
    const tags = metaTags(html);
    expect(tags.get('description')).toBe(
      'First paragraph about Brahms. Second paragraph, line one line two.',
    );
    expect(tags.get('og:site_name')).toBe('The Social Home of Classical Music');
    expect(tags.get('author')).toBe('Clara Wieck');
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:image')).toBe('https://img.example/c256.webp');
    expect(tags.get('og:url')).toBe('https://salon.example/salon/thread/thread-1');
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.get('twitter:image')).toBe('https://img.example/c256.webp');
    expect(tags.get('article:published_time')).toBe('2026-11-20T10:00:00.000Z');
    expect(tags.has('robots')).toBe(false);
    expect(html).toContain(
      '<link rel="canonical" href="https://salon.example/salon/thread/thread-1">',
    );
  });

  it('holds the title, body and replies inside the app’s frame, in the app’s markup', () => {
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toMatch(/^<div id="root"><div class="app-shell" data-server-page>/);
    expect(root).toContain('<header class="top-bar">');
    expect(root).toContain('<footer class="footer">');
    expect(root).toContain('<h1 id="thread-title" tabindex="-1">Brahms &lt;script&gt;');
    // A body with marks is formatted as the app's renderer formats it.
    expect(root).toContain(
      '<div class="post-body"><p>First paragraph about <strong>Brahms</strong>.</p>\n<p>Second paragraph, line one<br>\nline two.</p>\n</div>',
    );
    expect(root).toContain('<li>5 replies</li><li>7 views</li></ul>');
    expect(root).toContain('aria-label="Reactions to this discussion"');
    expect(root).toContain('Sign In to Reply');
    expect(root).toContain('<h2 id="discussion-heading">Discussion (5 replies)</h2>');
    expect(root).toContain('<a class="salon-author" href="/robert">');
    expect(root).toContain('<span class="salon-author">Anonymous</span>');
    // A mention links to the member's page, as the app's body does.
    expect(root).toContain('Newest, for <a class="post-mention" href="/robert">@robert</a>');
  });

  it('nests the replies newest first, quoting the parent, with the removed one’s placeholder', () => {
    const root = html.slice(html.indexOf('<div id="root">'));
    const order = [
      'Reply by Robert',
      'Deleted reply',
      'Reply by Robert',
      'Reply by Robert',
      'Reply by Anonymous',
    ];
    expect(
      [...root.matchAll(/<article class="reply__card" aria-label="([^"]+)"/g)].map((m) => m[1]),
    ).toEqual(order);
    expect(root).toContain(
      '<ul id="replies-to-r1" class="reply-list" style="padding-left: 20px;">',
    );
    expect(root).toContain('<span class="visually-hidden">Replying to Robert: </span>A reply');
    expect(root).toContain('<p class="reply__deleted">This reply has been deleted.</p>');
    // The answer to the removed reply quotes nothing.
    expect(root.match(/<blockquote/g)).toHaveLength(1);
    expect(root).toContain('aria-label="Reactions to the reply by Robert"');
  });

  it('describes itself as a schema.org DiscussionForumPosting', () => {
    const data = jsonLd(html);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      url: 'https://salon.example/salon/thread/thread-1',
      headline: 'Brahms <script>alert(1)</script> & "friends"',
      text: 'First paragraph about Brahms. Second paragraph, line one line two.',
      datePublished: '2026-11-20T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Clara Wieck', url: 'https://salon.example/clara' },
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: 5,
      },
    });
    // Google's required properties: every comment has an author, a date and its text.
    const comments = data['comment'] as Record<string, unknown>[];
    // The removed reply is no comment.
    expect(comments).toHaveLength(4);
    for (const comment of comments) {
      expect(comment['@type']).toBe('Comment');
      expect(typeof comment['text']).toBe('string');
      expect(Number.isNaN(Date.parse(String(comment['datePublished'])))).toBe(false);
      expect(comment['author']).toMatchObject({ '@type': 'Person', name: expect.any(String) });
    }
  });

  it('names no author for an anonymous discussion and shows the site’s card', () => {
    const anonymous = threadPage(SHELL, site, { ...thread, author: null }, now);
    const tags = metaTags(anonymous);
    expect(tags.has('author')).toBe(false);
    expect(anonymous).not.toContain('Clara');
    expect(tags.get('og:image')).toBe('https://salon.example/social-card.png');
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(jsonLd(anonymous)['author']).toEqual({ '@type': 'Person', name: 'Anonymous' });
  });

  it('masks profanity in the title, description and body', () => {
    const rude = threadPage(
      SHELL,
      site,
      { ...thread, title: 'What the shit', body: 'Shit happens.' },
      now,
    );
    expect(rude).not.toMatch(/shit/i);
    expect(metaTags(rude).get('description')).toBe('**** happens.');
  });
});

describe('the Salon’s first page', () => {
  const card = {
    replyCount: 1,
    viewCount: 12,
    reactionCounts: { applause: 2, bravo: 1 },
    editedAt: null,
  };
  const salon: ShownSalon = {
    totalCount: 23,
    threads: [
      {
        ...card,
        id: 'thread-1',
        title: 'Brahms <b>&</b> shit',
        body: 'About **Brahms**, shit.',
        createdAt: new Date('2026-11-26T10:00:00Z'),
        editedAt: new Date('2026-11-26T11:00:00Z'),
        author: clara,
      },
      {
        ...card,
        id: 'thread 2',
        title: 'Asked without a name',
        body: 'Who am I?',
        createdAt: new Date('2026-11-25T12:00:00Z'),
        author: null,
      },
    ],
    poll: {
      id: 'poll-1',
      title: 'Which Brahms symphony?',
      description: 'Only one.',
      options: [
        { id: 'o1', optionText: 'No. 1' },
        { id: 'o2', optionText: 'No. 4' },
      ],
      replyCount: 1,
      replies: [
        {
          ...reply,
          id: 'p1',
          body: 'No. 4 & more',
          createdAt: new Date('2026-11-26T11:00:00Z'),
          author: robert,
        },
      ],
    },
  };
  const html = salonPage(SHELL, site, salon, now);
  const root = html.slice(html.indexOf('<div id="root">'));

  it('lists the discussions in the app’s markup, inside the app’s frame, marked as the server’s', () => {
    expect(root).toMatch(/^<div id="root"><div class="app-shell" data-server-page>/);
    expect(root).toContain('<main class="page salon-page">');
    expect(root).toContain('<ul class="salon-list" aria-label="Discussions">');
    expect(root.match(/<article class="salon-card thread-card">/g)).toHaveLength(2);
    expect(root).toContain('<a href="/salon/thread/thread%202">Asked without a name</a>');
    expect(root).toContain('<p class="salon-range">Showing 1-10 of 23 discussions</p>');
    expect(root).toContain('<nav class="pagination" aria-label="Discussions pages">');
    expect(root).toContain('aria-label="Page 3"');
    expect(root).toContain('<time datetime="2026-11-26T10:00:00.000Z">2 hours ago</time>');
    expect(root).toContain(
      '<time class="edited-mark" datetime="2026-11-26T11:00:00.000Z" title="Edited ',
    );
    expect(root).toContain('<li>1 reply</li><li>12 views</li><li>2 applause</li><li>1 bravo</li>');
    expect(scripts(html)).toEqual([' type="module" crossorigin src="/assets/index-abc123.js"']);
  });

  it('names the authors but never an anonymous one, masks and escapes the text', () => {
    expect(root).toContain('<a class="salon-author" href="/clara"><img class="member-avatar"');
    expect(root).toContain('<span class="salon-author">Anonymous</span>');
    expect(root.match(/Clara Wieck/g)).toHaveLength(1);
    expect(root).not.toMatch(/shit/i);
    expect(root).not.toContain('<b>');
    expect(root).toContain('Brahms &lt;b&gt;&amp;&lt;/b&gt; ****');
    // The preview's marks removed, as the app's list shows it.
    expect(root).toContain('<div class="post-body post-body--plain">About Brahms, ****.</div>');
  });

  it('has the app’s search bar, filters and daily poll, as a visitor first sees them', () => {
    expect(root).toContain('<div class="segmented" role="group" aria-label="Search mode">');
    expect(root).toContain('placeholder="Search discussions, topics..."');
    expect(root).toContain('<label for="server-sort">Sort by</label>');
    expect(root).toContain(
      '<div class="salon-filters" role="group" aria-label="Filter discussions">',
    );
    expect(root).toContain('<option value="" selected>Any genre</option>');
    expect(root).toContain('<label for="server-author">Started by</label>');
    expect(root).toContain('<h2 id="daily-poll-heading">Daily Poll</h2>');
    expect(root).toContain(
      '<h3 id="server-poll-title" class="poll__title">Which Brahms symphony?</h3>',
    );
    // Nothing to choose or type before the app's page replaces this one, which would lose it.
    expect(root).toContain('value="o2" tabindex="-1" aria-disabled="true">No. 4</label>');
    expect(root).toContain('<select id="server-sort" disabled>');
    expect(root).toContain('placeholder="Search discussions, topics..." value="" readonly');
    expect(root).toContain('placeholder="username" value="" readonly');
    expect(root).toContain('disabled aria-busy="false">Vote</button>');
    expect(root).toContain('<h3 id="poll-discussion-poll-1">Poll Discussion (1 reply)</h3>');
    expect(root).toContain('No. 4 &amp; more');
    expect(root.match(/>New Discussion</g)).toHaveLength(2);
  });

  it('shows “No polls available” without a poll', () => {
    const noPoll = salonPage(SHELL, site, { ...salon, poll: null }, now);
    expect(noPoll).toContain('<p class="salon-empty__title">No polls available</p>');
    expect(noPoll).not.toContain('poll__title');
  });

  it('is the site’s page: its own title, a canonical link, indexable', () => {
    const tags = metaTags(html);
    expect(html).toContain('<title>The Social Home of Classical Music</title>');
    expect(html).toContain('<link rel="canonical" href="https://salon.example/salon">');
    expect(tags.has('robots')).toBe(false);
  });

  it('without discussions shows none, and no range', () => {
    const empty = salonPage(SHELL, site, { totalCount: 0, threads: [], poll: null }, now);
    expect(empty).toContain('<h2 id="salon-discussions-heading">Discussions</h2>');
    expect(empty).toContain('<p class="salon-empty__title">No discussions yet</p>');
    expect(empty).not.toContain('salon-list');
    expect(empty).not.toContain('Showing');
    expect(empty).not.toContain('class="pagination"');
  });
});

describe('the description', () => {
  it('is the body’s first 160 characters, marks removed and whitespace collapsed', () => {
    const long = `${'word '.repeat(50)}end`;
    const description = describeBody(long);
    expect(description).toHaveLength(160);
    expect(description.endsWith('…')).toBe(true);
    expect(describeBody('short  *and*\n\nplain')).toBe('short and plain');
  });
});

describe('a member’s page', () => {
  it('shows a public member’s card, escaped', () => {
    const html = profilePage(SHELL, site, {
      username: 'clara',
      displayName: 'Clara & Robert',
      bio: 'Pianist.',
      image: clara.image,
      avatar: claraAvatar,
      bannerUrl: 'https://storage.example/o/members%2Fclara%2Fbanner.webp?alt=media&t="x"',
    });
    const tags = metaTags(html);
    expect(tags.get('og:type')).toBe('profile');
    // The banner as ProfileHeader draws it: a background, its URL normalised, never re-encoded.
    expect(html).toContain(
      '<div class="profile-header__banner" style="background-image: url(&quot;https://storage.example/o/members%2Fclara%2Fbanner.webp?alt=media&amp;t=%22x%22&quot;);"></div>',
    );
    expect(tags.get('og:title')).toBe(
      'Clara &amp; Robert (@clara) | The Social Home of Classical Music',
    );
    expect(tags.get('description')).toBe('Pianist.');
    expect(tags.get('og:image')).toBe(clara.image);
    expect(html).toContain('<link rel="canonical" href="https://salon.example/clara">');
    expect(html).toContain('<h1>Clara &amp; Robert</h1>');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: { '@type': 'Person', name: 'Clara & Robert', alternateName: '@clara' },
    });
  });
});

describe('a page without details (a private member, a missing discussion)', () => {
  const html = pageWithoutDetails(SHELL, site);

  it('says noindex and nothing but the site’s own words', () => {
    const tags = metaTags(html);
    expect(tags.get('robots')).toBe('noindex');
    expect(tags.get('og:title')).toBe('The Social Home of Classical Music');
    expect(tags.get('description')).toBe(site.description);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('application/ld+json');
    expect(html).toContain('<div id="root"></div>');
  });
});

describe('the shell', () => {
  it('refuses a shell without an empty root', () => {
    expect(() => intoShell('<html><head></head><body></body></html>', '', '')).toThrow(/root/);
  });

  it('gives its own description, entities read', () => {
    expect(shellDescription(SHELL)).toBe(
      'The Social Home of Classical Music: a community for listeners, performers and newcomers.',
    );
    expect(shellDescription('<meta name="description" content="Bach &amp; sons">')).toBe(
      'Bach & sons',
    );
  });

  it('escapes the five characters of HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('the site’s origin', () => {
  const withEnvironment = (environment: Record<string, string | undefined>, run: () => void) => {
    const saved = { ...process.env };
    Object.assign(process.env, environment);
    for (const [key, value] of Object.entries(environment))
      if (value === undefined) delete process.env[key];
    try {
      run();
    } finally {
      process.env = saved;
    }
  };

  it('is the project’s Hosting host, never one a caller forges', () => {
    withEnvironment(
      { GCLOUD_PROJECT: 'demo-x', SITE_ORIGIN: undefined, FUNCTIONS_EMULATOR: undefined },
      () => {
        expect(siteOrigin({ headers: { 'x-forwarded-host': 'demo-x.web.app' } })).toBe(
          'https://demo-x.web.app',
        );
        expect(siteOrigin({ headers: { 'x-forwarded-host': 'evil.example' } })).toBe(
          'https://demo-x.web.app',
        );
        expect(siteOrigin({ headers: { 'x-forwarded-host': '127.0.0.1:5173' } })).toBe(
          'https://demo-x.web.app',
        );
      },
    );
  });

  it('is SITE_ORIGIN when set, and loopback in the local functions host', () => {
    withEnvironment({ GCLOUD_PROJECT: 'demo-x', SITE_ORIGIN: 'https://salon.example/' }, () => {
      expect(siteOrigin({ headers: { host: 'anything' } })).toBe('https://salon.example');
    });
    withEnvironment(
      { GCLOUD_PROJECT: 'demo-x', SITE_ORIGIN: undefined, FUNCTIONS_EMULATOR: 'true' },
      () => {
        expect(siteOrigin({ headers: { 'x-forwarded-host': '127.0.0.1:5173' } })).toBe(
          'http://127.0.0.1:5173',
        );
      },
    );
  });
});

describe('the sitemap', () => {
  it('names one file per month and kind, and reads its own names back', () => {
    const months = monthsBetween(
      new Date('2025-11-30T23:00:00Z'),
      new Date('2026-02-01T00:00:00Z'),
    );
    expect(months).toEqual([
      { year: 2025, month: 11 },
      { year: 2025, month: 12 },
      { year: 2026, month: 1 },
      { year: 2026, month: 2 },
    ]);
    expect(sitemapPath('threads', { year: 2026, month: 1 })).toBe('/sitemap-threads-2026-01.xml');
    expect(parseSitemapPath('/sitemap-members-2026-01.xml')).toEqual({
      kind: 'members',
      month: { year: 2026, month: 1 },
    });
    expect(parseSitemapPath('/sitemap-members-2026-13.xml')).toBeNull();
    expect(parseSitemapPath('/sitemap-secrets-2026-01.xml')).toBeNull();
    expect(monthRange({ year: 2025, month: 12 })).toEqual({
      start: new Date('2025-12-01T00:00:00Z'),
      end: new Date('2026-01-01T00:00:00Z'),
    });
  });

  it('writes the index and a month’s addresses with their last modification', () => {
    const index = sitemapIndexXml('https://salon.example', [
      { kind: 'threads', month: { year: 2026, month: 11 } },
    ]);
    expect(index).toContain(
      '<sitemap><loc>https://salon.example/sitemap-threads-2026-11.xml</loc></sitemap>',
    );
    const month = urlSetXml('https://salon.example', [
      { path: '/salon/thread/a&b', lastModified: new Date('2026-11-02T00:00:00Z') },
    ]);
    expect(month).toContain(
      '<url><loc>https://salon.example/salon/thread/a&amp;b</loc><lastmod>2026-11-02T00:00:00.000Z</lastmod></url>',
    );
  });

  it('robots.txt points at the sitemap and keeps members’ own pages out', () => {
    const robots = robotsTxt('https://salon.example');
    expect(robots).toContain('Sitemap: https://salon.example/sitemap.xml');
    expect(robots).toContain('Disallow: /admin$');
    expect(robots).toContain('Disallow: /profile$');
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('rendered discussions kept by update time', () => {
  it('gives a page back while its thread and shell are unchanged and young enough', () => {
    let now = 0;
    const pages = new RenderedPages(() => now);
    pages.set('t1', 'v1', 'shell', '<html>1</html>');
    expect(pages.get('t1', 'v1', 'shell')).toBe('<html>1</html>');
    expect(pages.get('t1', 'v2', 'shell')).toBeNull();
    pages.set('t1', 'v2', 'shell', '<html>2</html>');
    expect(pages.get('t1', 'v2', 'other shell')).toBeNull();
    pages.set('t1', 'v2', 'shell', '<html>2</html>');
    now = 5 * 60_000 + 1;
    expect(pages.get('t1', 'v2', 'shell')).toBeNull();
  });

  it('keeps the Salon’s page a minute', () => {
    let now = 0;
    const pages = new RenderedPages(() => now, 60_000);
    pages.set('salon', 'v1', 'shell', '<html>1</html>');
    now = 60_000;
    expect(pages.get('salon', 'v1', 'shell')).toBe('<html>1</html>');
    now = 60_001;
    expect(pages.get('salon', 'v1', 'shell')).toBeNull();
  });
});
