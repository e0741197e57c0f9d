// What previews and crawlers read of the shared pages, as pure functions: the head of each page
// (escaped, masked, without an anonymous author), the shell it goes into, the sitemap and
// robots.txt. The body is the app's own tree (render-page.test.ts).
import { describe, expect, it } from 'vitest';
import {
  describe as describeBody,
  escapeHtml,
  headWithoutDetails,
  intoShell,
  profileHead,
  salonHead,
  threadHead,
  type HeadAuthor,
  type ProfileHead,
  type Site,
  type ThreadHead,
} from '../../functions/src/sharing/page-head.js';
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
    <link rel="icon" href="/favicon.ico" sizes="48x48" />
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
const SITE_CARD = 'https://salon.example/social-card.png';

const clara: HeadAuthor = {
  name: 'Clara Wieck',
  username: 'clara',
  image: 'https://img.example/c256.webp',
};
const robert: HeadAuthor = { name: 'Robert', username: 'robert', image: null };
/** A member whose card could not be read: named, with no page to link. */
const unknown: HeadAuthor = { name: 'Unknown User', username: null, image: null };

const thread: ThreadHead = {
  id: 'thread-1',
  title: 'Brahms <script>alert(1)</script> & "friends"',
  body: 'First paragraph about **Brahms**.\n\nSecond paragraph, line one\nline two.',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  editedAt: null,
  author: clara,
  replyCount: 5,
  replies: [
    {
      body: 'A reply </script><script>alert(2)</script>',
      createdAt: new Date('2026-11-21T10:00:00Z'),
      author: robert,
    },
    {
      body: 'An anonymous reply',
      createdAt: new Date('2026-11-22T10:00:00Z'),
      author: null,
    },
    {
      body: 'From someone *unknown*',
      createdAt: new Date('2026-11-23T10:00:00Z'),
      author: unknown,
    },
  ],
};

const ESCAPED_TITLE =
  'Brahms &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot; | The Social Home of Classical Music';

/** The head's meta tags, by name or property; a key given twice fails the test. */
function metaTags(head: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const match of head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)) {
    expect(tags.has(match[1]!), `one <meta> for ${match[1]}`).toBe(false);
    tags.set(match[1]!, match[2]!);
  }
  return tags;
}

/** The JSON-LD block's text: up to the first `</script>`, which is where a browser ends it. */
function jsonLdText(head: string): string {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(head);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return match![1]!;
}

const jsonLd = (head: string) => JSON.parse(jsonLdText(head)) as Record<string, unknown>;

const canonicalOf = (head: string) =>
  /<link rel="canonical" href="([^"]*)">/.exec(head)?.[1] ?? null;

describe('a discussion’s head', () => {
  const head = threadHead(site, thread);

  it('carries the preview’s tags: title, description, site, author, image, canonical, cards', () => {
    const tags = metaTags(head);
    expect(head).toContain(`<title>${ESCAPED_TITLE}</title>`);
    expect(tags.get('og:title')).toBe(ESCAPED_TITLE);
    expect(tags.get('twitter:title')).toBe(ESCAPED_TITLE);
    const description = 'First paragraph about Brahms. Second paragraph, line one line two.';
    expect(tags.get('description')).toBe(description);
    expect(tags.get('og:description')).toBe(description);
    expect(tags.get('twitter:description')).toBe(description);
    expect(tags.get('og:site_name')).toBe('The Social Home of Classical Music');
    expect(tags.get('author')).toBe('Clara Wieck');
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:image')).toBe(clara.image);
    expect(tags.get('twitter:image')).toBe(clara.image);
    // A face is square: the small card.
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.get('og:url')).toBe('https://salon.example/salon/thread/thread-1');
    expect(canonicalOf(head)).toBe('https://salon.example/salon/thread/thread-1');
    expect(tags.get('article:published_time')).toBe('2026-11-20T10:00:00.000Z');
    expect(tags.has('article:modified_time')).toBe(false);
    expect(tags.has('robots')).toBe(false);
    expect(head.match(/<title>/g)).toHaveLength(1);
  });

  it('escapes the title everywhere in HTML, so it opens no element', () => {
    const outsideJsonLd = head.replace(jsonLdText(head), '');
    expect(outsideJsonLd).not.toContain('<script>');
    expect(outsideJsonLd).not.toContain('"friends"');
    // The only elements are the head's own: one title, canonical link and JSON-LD, the metas.
    const elements = [...head.matchAll(/<([a-z]+)/g)].map((match) => match[1]);
    expect(elements.filter((name) => name !== 'meta').sort()).toEqual(['link', 'script', 'title']);
    expect(elements.filter((name) => name === 'meta')).toHaveLength(metaTags(head).size);
  });

  it('keeps every text inside its JSON-LD block, which parses back to the text as written', () => {
    const text = jsonLdText(head);
    // No text can close the block, nor open an entity or a comment in it.
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(2)');
    const data = jsonLd(head);
    expect(data['headline']).toBe('Brahms <script>alert(1)</script> & "friends"');
    expect((data['comment'] as { text: string }[])[0]!.text).toBe(
      'A reply </script><script>alert(2)</script>',
    );
  });

  it('escapes the two line separators JavaScript once refused', () => {
    const text = jsonLdText(threadHead(site, { ...thread, title: 'One\u2028two\u2029three' }));
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(text).toContain('One\\u2028two\\u2029three');
    expect(JSON.parse(text)).toMatchObject({ headline: 'One\u2028two\u2029three' });
  });

  it('describes itself as a schema.org DiscussionForumPosting with its shown replies', () => {
    expect(jsonLd(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'DiscussionForumPosting',
      '@id': 'https://salon.example/salon/thread/thread-1',
      url: 'https://salon.example/salon/thread/thread-1',
      headline: 'Brahms <script>alert(1)</script> & "friends"',
      text: 'First paragraph about Brahms. Second paragraph, line one line two.',
      datePublished: '2026-11-20T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Clara Wieck', url: 'https://salon.example/clara' },
      image: clara.image,
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: 'https://schema.org/CommentAction',
        userInteractionCount: 5,
      },
      // Google's required properties: every comment has an author, a date and its text.
      comment: [
        {
          '@type': 'Comment',
          text: 'A reply </script><script>alert(2)</script>',
          datePublished: '2026-11-21T10:00:00.000Z',
          author: { '@type': 'Person', name: 'Robert', url: 'https://salon.example/robert' },
        },
        {
          '@type': 'Comment',
          text: 'An anonymous reply',
          datePublished: '2026-11-22T10:00:00.000Z',
          author: { '@type': 'Person', name: 'Anonymous' },
        },
        {
          '@type': 'Comment',
          // Marks removed, as the description's.
          text: 'From someone unknown',
          datePublished: '2026-11-23T10:00:00.000Z',
          // No page, no address.
          author: { '@type': 'Person', name: 'Unknown User' },
        },
      ],
    });
  });

  it('names no author for an anonymous discussion and shows the site’s card', () => {
    const anonymous = threadHead(site, { ...thread, author: null });
    const tags = metaTags(anonymous);
    expect(tags.has('author')).toBe(false);
    expect(anonymous).not.toContain('Clara');
    expect(anonymous).not.toContain('c256');
    expect(tags.get('og:image')).toBe(SITE_CARD);
    expect(tags.get('twitter:image')).toBe(SITE_CARD);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    const data = jsonLd(anonymous);
    // The label the page itself shows: Google requires an author.
    expect(data['author']).toEqual({ '@type': 'Person', name: 'Anonymous' });
    expect(data).not.toHaveProperty('image');
  });

  it('uses the site’s card for an author without a picture', () => {
    const tags = metaTags(threadHead(site, { ...thread, author: robert }));
    expect(tags.get('author')).toBe('Robert');
    expect(tags.get('og:image')).toBe(SITE_CARD);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
  });

  it('tells the time of an edit', () => {
    const edited = threadHead(site, { ...thread, editedAt: new Date('2026-11-24T09:30:00Z') });
    expect(metaTags(edited).get('article:modified_time')).toBe('2026-11-24T09:30:00.000Z');
    expect(jsonLd(edited)['dateModified']).toBe('2026-11-24T09:30:00.000Z');
    expect(jsonLd(head)).not.toHaveProperty('dateModified');
  });

  it('escapes what an author’s name and picture address hold', () => {
    const odd: HeadAuthor = {
      name: 'Ro"bert" <i>& co</i>',
      username: 'robert',
      image: 'https://img.example/c.webp?a=1&b="2"',
    };
    const oddHead = threadHead(site, { ...thread, author: odd });
    const tags = metaTags(oddHead);
    expect(tags.get('author')).toBe('Ro&quot;bert&quot; &lt;i&gt;&amp; co&lt;/i&gt;');
    expect(tags.get('og:image')).toBe('https://img.example/c.webp?a=1&amp;b=&quot;2&quot;');
    expect(jsonLd(oddHead)['author']).toMatchObject({ name: 'Ro"bert" <i>& co</i>' });
  });

  it('encodes an id in its address', () => {
    const odd = threadHead(site, { ...thread, id: 'a b&c"<' });
    expect(canonicalOf(odd)).toBe('https://salon.example/salon/thread/a%20b%26c%22%3C');
    expect(metaTags(odd).get('og:url')).toBe('https://salon.example/salon/thread/a%20b%26c%22%3C');
  });

  it('with no replies shown lists no comment, and counts the discussion’s own', () => {
    const data = jsonLd(threadHead(site, { ...thread, replies: [], replyCount: 0 }));
    expect(data['comment']).toEqual([]);
    expect(data['interactionStatistic']).toMatchObject({ userInteractionCount: 0 });
  });

  it('masks profanity in the title, description and JSON-LD', () => {
    const rude = threadHead(site, {
      ...thread,
      title: 'What the shit',
      body: 'Shit happens.',
      replies: [{ body: 'Holy shit', createdAt: thread.createdAt, author: robert }],
    });
    expect(rude).not.toMatch(/shit/i);
    expect(metaTags(rude).get('description')).toBe('**** happens.');
    expect(jsonLd(rude)['headline']).toBe('What the ****');
  });
});

describe('the Salon’s head', () => {
  const head = salonHead(site);

  it('is the site’s page: its own title and description, a canonical link, indexable', () => {
    const tags = metaTags(head);
    expect(head).toContain('<title>The Social Home of Classical Music</title>');
    expect(tags.get('description')).toBe(site.description);
    expect(tags.get('og:title')).toBe(site.name);
    expect(tags.get('og:description')).toBe(site.description);
    expect(tags.get('og:type')).toBe('website');
    expect(tags.get('og:url')).toBe('https://salon.example/salon');
    expect(canonicalOf(head)).toBe('https://salon.example/salon');
    expect(tags.get('og:image')).toBe(SITE_CARD);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(tags.has('robots')).toBe(false);
    expect(tags.has('author')).toBe(false);
    expect(head).not.toContain('application/ld+json');
  });

  it('escapes the site’s description, read from the shell', () => {
    const tags = metaTags(salonHead({ ...site, description: 'Bach & "sons" <b>' }));
    expect(tags.get('description')).toBe('Bach &amp; &quot;sons&quot; &lt;b&gt;');
  });
});

describe('a public member’s head', () => {
  const fanny: ProfileHead = {
    username: 'fanny',
    displayName: 'Fanny & Felix',
    bio: 'Pianist <b>and</b> composer.',
    image: 'https://img.example/f256.webp',
  };
  const head = profileHead(site, fanny);

  it('names them, describes them by their bio, shows their picture', () => {
    const tags = metaTags(head);
    const title = 'Fanny &amp; Felix (@fanny) | The Social Home of Classical Music';
    expect(head).toContain(`<title>${title}</title>`);
    expect(tags.get('og:title')).toBe(title);
    expect(tags.get('twitter:title')).toBe(title);
    expect(tags.get('description')).toBe('Pianist &lt;b&gt;and&lt;/b&gt; composer.');
    expect(tags.get('og:type')).toBe('profile');
    expect(tags.get('profile:username')).toBe('fanny');
    expect(tags.get('og:image')).toBe(fanny.image);
    expect(tags.get('twitter:card')).toBe('summary');
    expect(tags.get('og:url')).toBe('https://salon.example/fanny');
    expect(canonicalOf(head)).toBe('https://salon.example/fanny');
    expect(tags.has('robots')).toBe(false);
    expect(tags.has('author')).toBe(false);
  });

  it('describes itself as a schema.org ProfilePage, its text kept inside the block', () => {
    expect(jsonLdText(head)).not.toMatch(/[<>&]/);
    expect(jsonLd(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      url: 'https://salon.example/fanny',
      mainEntity: {
        '@type': 'Person',
        name: 'Fanny & Felix',
        alternateName: '@fanny',
        description: 'Pianist <b>and</b> composer.',
        image: fanny.image,
      },
    });
  });

  it('without a name, bio or picture: the username, a sentence of the site’s, the site’s card', () => {
    const bare = profileHead(site, {
      username: 'fanny',
      displayName: '',
      bio: '  \n ',
      image: null,
    });
    const tags = metaTags(bare);
    expect(bare).toContain('<title>fanny (@fanny) | The Social Home of Classical Music</title>');
    expect(tags.get('description')).toBe('fanny (@fanny) on The Social Home of Classical Music.');
    expect(tags.get('og:image')).toBe(SITE_CARD);
    expect(tags.get('twitter:card')).toBe('summary_large_image');
    expect(jsonLd(bare)['mainEntity']).toEqual({
      '@type': 'Person',
      name: 'fanny',
      alternateName: '@fanny',
    });
  });

  it('cuts a long bio as a discussion’s description', () => {
    const long = profileHead(site, { ...fanny, bio: `Pianist ${'note '.repeat(60)}` });
    const description = metaTags(long).get('description')!;
    expect(description).toHaveLength(160);
    expect(description).toMatch(/^Pianist note note .*…$/);
  });

  it('masks profanity in the name and bio, the mask’s asterisks read as no Markdown', () => {
    const rude = profileHead(site, {
      ...fanny,
      displayName: 'Shitty Fanny',
      bio: 'Shit and shit.',
    });
    expect(rude).not.toMatch(/shit/i);
    const tags = metaTags(rude);
    expect(tags.get('og:title')).toBe('****ty Fanny (@fanny) | The Social Home of Classical Music');
    expect(tags.get('description')).toBe('**** and ****.');
    expect(jsonLd(rude)['mainEntity']).toMatchObject({
      name: '****ty Fanny',
      description: '**** and ****.',
    });
  });
});

describe('a page without details (a private or missing member, a missing discussion)', () => {
  const head = headWithoutDetails(site);

  it('says noindex and nothing but the site’s own words', () => {
    const tags = metaTags(head);
    expect(tags.get('robots')).toBe('noindex');
    expect(head).toContain('<title>The Social Home of Classical Music</title>');
    expect(tags.get('og:title')).toBe('The Social Home of Classical Music');
    expect(tags.get('description')).toBe(site.description);
    expect(tags.get('og:image')).toBe(SITE_CARD);
    expect(tags.has('og:url')).toBe(false);
    expect(tags.has('author')).toBe(false);
    expect(head).not.toContain('rel="canonical"');
    expect(head).not.toContain('application/ld+json');
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

  it('keeps a body of exactly 160 characters whole, and cuts no space before the “…”', () => {
    const exact = 'a'.repeat(160);
    expect(describeBody(exact)).toBe(exact);
    expect(describeBody(`${'a'.repeat(158)} ${'b'.repeat(10)}`)).toBe(`${'a'.repeat(158)}…`);
  });

  it('masks profanity before cutting, and is empty for an empty body', () => {
    expect(describeBody('Shit happens.')).toBe('**** happens.');
    expect(describeBody('')).toBe('');
    expect(describeBody(' \n\t ')).toBe('');
  });
});

describe('the shell', () => {
  const page = {
    root: '<div class="app-shell"><h1>Hello</h1></div>',
    seedScript: '<script id="page-seed" type="application/json">{}</script>',
    pageModule: null,
  };

  it('takes the head in place of its title and description, and keeps its scripts and links', () => {
    const head = salonHead(site);
    const html = intoShell(SHELL, head, page);
    const [before, after] = html.split('</head>') as [string, string];
    expect(before).toContain(head);
    expect(before).toContain('<meta charset="UTF-8" />');
    expect(before).toContain('<link rel="icon" href="/favicon.ico" sizes="48x48" />');
    expect(before).toContain('<script type="module" crossorigin src="/assets/index-abc123.js">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('performers and newcomers');
    // The app's root, its seed right after it.
    expect(after).toContain(
      '<div id="root"><div class="app-shell"><h1>Hello</h1></div></div><script id="page-seed" type="application/json">{}</script>',
    );
    expect(html).not.toContain('<div id="root"></div>');
  });

  it('keeps the empty root for a page the app draws from nothing', () => {
    const html = intoShell(SHELL, headWithoutDetails(site), null);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('page-seed');
  });

  it('reads no `$` in the head or the page as a replacement pattern', () => {
    const dollars = "$& $' $` $$ $1 $<name>";
    const head = threadHead(site, { ...thread, title: dollars });
    const html = intoShell(SHELL, head, {
      root: `<p>${dollars}</p>`,
      seedScript: `<i>${dollars}</i>`,
      pageModule: null,
    });
    expect(html).toContain(`<div id="root"><p>${dollars}</p></div><i>${dollars}</i>`);
    expect(html).toContain(
      `<title>${escapeHtml(dollars)} | The Social Home of Classical Music</title>`,
    );
  });

  it('loads the page’s own chunks and style sheets with the shell, and no other page’s', () => {
    const salonLinks =
      '<link rel="stylesheet" crossorigin href="/assets/salon-1.css"><link rel="modulepreload" crossorigin href="/assets/SalonPage-1.js">';
    const threadLinks = '<link rel="modulepreload" crossorigin href="/assets/ThreadPage-1.js">';
    const shell = SHELL.replace(
      '</head>',
      `<template data-page="SalonPage">${salonLinks}</template>\n    <template data-page="ThreadPage">${threadLinks}</template>\n  </head>`,
    );
    const salon = intoShell(shell, salonHead(site), { ...page, pageModule: 'SalonPage' });
    const [head] = salon.split('</head>') as [string];
    expect(head).toContain(salonLinks);
    expect(salon).not.toContain('<template');
    expect(salon).not.toContain('ThreadPage-1.js');
    const drawnByTheShell = intoShell(shell, headWithoutDetails(site), null);
    expect(drawnByTheShell).not.toContain('<template');
    expect(drawnByTheShell).not.toContain('modulepreload');
  });

  it('refuses a shell without a </head> or an empty root', () => {
    expect(() => intoShell('<html><head></head><body></body></html>', '', null)).toThrow(/root/);
    expect(() => intoShell('<html><body><div id="root"></div></body></html>', '', page)).toThrow(
      /<\/head>/,
    );
    expect(() =>
      intoShell('<html><head></head><body><div id="root">x</div></body></html>', '', page),
    ).toThrow(/root/);
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
