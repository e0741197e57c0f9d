// Sharing and discovery end to end: the production build served by the local Hosting
// with firebase.json's rewrites and headers, the shared pages rendered by publicPages in the
// functions host from the demo data in the Firestore emulator, as `curl` would see them.
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getFirestore, type Timestamp } from 'firebase-admin/firestore';
import { searchTokens } from '@salon/domain';
import { eventually } from '@salon/emulator/testing';
import { DEMO_PEOPLE } from '@salon/local-stack/demo-people';
import { DEMO_THREADS } from '@salon/local-stack/demo-content';
import { startHosting, type RunningHosting } from '@salon/local-stack/hosting';
import { localSourcesOf } from '@salon/local-stack/hosting-sources';
import { adminApp, stackEndpoints } from '../support/stack-endpoints.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
  emulators: Parameters<typeof localSourcesOf>[0];
  hosting: { headers: { source?: string; headers: { key: string; value: string }[] }[] };
};
const headerOf = (source: string, key: string) =>
  firebaseJson.hosting.headers
    .find((rule) => rule.source === source)!
    .headers.find((header) => header.key === key)!.value;

const db = () => getFirestore(adminApp());
const clara = DEMO_PEOPLE.find((person) => person.username === 'clara')!;
const lili = DEMO_PEOPLE.find((person) => person.username === 'lili')!;
const welcome = DEMO_THREADS.find((thread) => thread.key === 'welcome')!;
const firstConcert = DEMO_THREADS.find((thread) => thread.key === 'first-concert')!;

let hosting: RunningHosting;
let publicDir: string;
let shell: string;

async function threadIdTitled(title: string): Promise<string> {
  const found = await db().collection('threads').where('title', '==', title).limit(1).get();
  expect(found.size, `the demo discussion "${title}"`).toBe(1);
  return found.docs[0]!.id;
}

async function get(pathname: string) {
  const response = await fetch(`${hosting.url}${pathname}`);
  return { response, text: await response.text() };
}

/** The head's meta tags by name or property. */
function metaTags(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return new Map(
    [...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)">/g)].map(
      (match) => [match[1]!, match[2]!] as const,
    ),
  );
}

/** A thread's document as createThread writes it (tests write it directly to control it). */
const threadFields = (title: string, body: string, authorId: string) => ({
  title,
  body,
  isAnonymous: false,
  authorId,
  createdAt: new Date(),
  replyCount: 0,
  reactionCount: 0,
  reactionCounts: { applause: 0, bravo: 0 },
  viewCount: 0,
  searchTokens: searchTokens(title, body),
});

/** Documents the answer says it read (publicPages' Server-Timing). */
const readsOf = (response: Response) =>
  Number(/reads;desc="(\d+)"/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);

/** What the server rendered into the shell's root, and the seed after it. */
function rootOf(html: string): { root: string; seed: string | null } {
  const body = html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
  const seed = /<script id="page-seed" type="application\/json">([\s\S]*?)<\/script>/.exec(body);
  return { root: seed ? body.slice(0, seed.index) : body, seed: seed?.[1] ?? null };
}

/** The seed the browser hydrates from, as it reads it. */
const seedOf = (html: string) =>
  JSON.parse(rootOf(html).seed ?? 'null') as { now: number; data: Record<string, unknown> };

/**
 * Every script of a page either loads a file of the site or is data: the CSP allows no inline
 * script, so anything else would be refused (or, were it allowed, run).
 */
function expectNoInlineScript(html: string) {
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    expect(tag).toMatch(/\ssrc="\/|type="application\/(ld\+)?json"/);
  }
}

/** The app's first frame of a member's page: its frame and the spinner while the session loads. */
function expectMemberFrame(html: string) {
  const { root } = rootOf(html);
  expect(root).toMatch(/^<div id="root"><!--\$--><div class="app-shell">/);
  expect(root).toContain('<header class="top-bar">');
  expect(root).toContain('<div class="spinner" role="status" aria-label="Loading">');
  expect(seedOf(html).data).toEqual({});
}

beforeAll(async () => {
  const dist = path.join(root, 'web/dist');
  if (!existsSync(path.join(dist, 'shell.html'))) {
    throw new Error('web/dist has no shell.html: build the site first (npm run build -w web).');
  }
  // A copy: the browser walks rebuild web/dist beside this suite in `npm test`.
  publicDir = await mkdtemp(path.join(tmpdir(), 'salon-hosting-'));
  await cp(dist, publicDir, { recursive: true });
  shell = readFileSync(path.join(publicDir, 'shell.html'), 'utf8');
  const stack = stackEndpoints();
  hosting = await startHosting({
    root,
    host: '127.0.0.1',
    port: 0,
    projectId: stack.projectId,
    functionsUrl: stack.functionsUrl,
    localSources: localSourcesOf(firebaseJson.emulators),
    publicDir,
  });
});

afterAll(async () => {
  await hosting?.stop();
  if (publicDir) await rm(publicDir, { recursive: true, force: true });
});

describe('a discussion’s address', () => {
  it('answers its title, body, replies and Open Graph tags, inside the app', async () => {
    const id = await threadIdTitled(welcome.title);
    const { response, text } = await get(`/salon/thread/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const tags = metaTags(text);
    expect(tags.get('og:title')).toBe(`${welcome.title} | The Social Home of Classical Music`);
    expect(tags.get('og:site_name')).toBe('The Social Home of Classical Music');
    expect(tags.get('og:type')).toBe('article');
    expect(tags.get('og:url')).toBe(`${hosting.url}/salon/thread/${id}`);
    expect(tags.get('description')).toBe(tags.get('og:description'));
    expect(tags.get('description')).toMatch(/^This is our corner for listening/);
    expect(tags.get('description')!.length).toBeLessThanOrEqual(160);
    expect(tags.get('author')).toBe(clara.displayName);
    expect(tags.get('og:image')).toMatch(/^http/);
    expect(tags.get('twitter:card')).toBe('summary');
    expect(text).toContain(`<link rel="canonical" href="${hosting.url}/salon/thread/${id}">`);
    // The app's own tree inside its root, the seed it hydrates from after it; the app's own
    // scripts still load, and nothing runs inline.
    const { root: rootHtml } = rootOf(text);
    expect(rootHtml).toMatch(/^<div id="root"><!--\$--><div class="app-shell">/);
    expect(rootHtml).toContain(`<h1 id="thread-title" tabindex="-1">${welcome.title}</h1>`);
    expect(rootHtml).toContain('Schumann’s Kinderszenen');
    for (const reply of welcome.replies ?? []) {
      expect(rootHtml).toContain(reply.body.slice(0, 30).replace(/&/g, '&amp;'));
    }
    expect(seedOf(text).data[`thread:${id}`]).toMatchObject({ id, title: welcome.title });
    const appScript = /<script type="module" crossorigin src="([^"]+)">/.exec(shell)?.[1];
    expect(text).toContain(`src="${appScript}"`);
    expectNoInlineScript(text);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(text)![1]!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'DiscussionForumPosting',
      headline: welcome.title,
      author: { '@type': 'Person', name: clara.displayName },
    });
  });

  it('reads the thread, its replies and its authors’ cards, then one read while unchanged; every reply change shows', async () => {
    const fanny = DEMO_PEOPLE.find((person) => person.username === 'fanny')!;
    const ref = db().collection('threads').doc();
    const title = 'Reads of a shared discussion';
    const body = 'Counted by the page.';
    await ref.set(threadFields(title, body, clara.uid));
    for (const [index, author] of [clara, fanny, fanny].entries()) {
      await ref
        .collection('replies')
        .doc(`r${index}`)
        .set({
          threadId: ref.id,
          parentId: null,
          body: `Reply ${index}`,
          isAnonymous: false,
          authorId: author.uid,
          createdAt: new Date(Date.now() + index),
          reactionCount: 0,
          reactionCounts: { applause: 0, bravo: 0 },
        });
    }
    try {
      // The reply counter's trigger updates the thread; the page is kept by the thread's version.
      await eventually(async () => (await ref.get()).get('replyCount') === 3, {
        what: 'the replies counted',
      });
      await fetch(`${stackEndpoints().functionsUrl}/_emulator/idle`);
      const first = (await get(`/salon/thread/${ref.id}`)).response;
      // The thread, three replies, two authors' cards in one batch.
      expect(readsOf(first)).toBe(1 + 3 + 2);
      const again = (await get(`/salon/thread/${ref.id}`)).response;
      expect(readsOf(again)).toBe(1);
      const page = async () => (await get(`/salon/thread/${ref.id}`)).text;
      // A reply's edit (as editReply writes it): countReplies moves the thread's
      // repliesChangedAt, so the kept page gives way.
      await ref.collection('replies').doc('r1').update({
        body: 'Reply 1, edited',
        editedAt: new Date(),
      });
      await eventually(async () => (await page()).includes('Reply 1, edited'), {
        what: 'the edit on the shared page',
      });
      // Its author's removal (the row kept as "deleted", as deleteReply and the rules write it)
      // shows as the app's placeholder, its words gone, without waiting for the page to age.
      await ref.collection('replies').doc('r1').update({ body: 'deleted' });
      await eventually(
        async () => {
          const text = await page();
          return !text.includes('Reply 1, edited') && text.includes('This reply has been deleted.');
        },
        { what: 'the removal on the shared page' },
      );
      // The sitemap dates the discussion by its replies' last change too.
      const stored = await ref.get();
      const changed = (stored.get('repliesChangedAt') as Timestamp).toDate();
      const created = (stored.get('createdAt') as Timestamp).toDate();
      expect(changed.getTime()).toBeGreaterThan(created.getTime());
      // The month file of its creation lists it.
      const month = `${created.getUTCFullYear()}-${String(created.getUTCMonth() + 1).padStart(2, '0')}`;
      const sitemap = (await get(`/sitemap-threads-${month}.xml`)).text;
      expect(sitemap).toContain(
        `<url><loc>${hosting.url}/salon/thread/${ref.id}</loc><lastmod>${changed.toISOString()}</lastmod></url>`,
      );
    } finally {
      await db().recursiveDelete(ref);
    }
  });

  it('of a discussion with a poll shows the poll as the app draws it, and a counted ballot shows', async () => {
    const withPoll = DEMO_THREADS.find((thread) => thread.poll && !thread.poll.closed)!;
    const id = await threadIdTitled(withPoll.title);
    const { response, text } = await get(`/salon/thread/${id}`);
    expect(response.status).toBe(200);
    expect(text).toContain(`>${withPoll.poll!.question}</h3>`);
    expect(text).toContain(`Choose up to ${withPoll.poll!.maxChoices}.`);
    expect(text).not.toContain('Loading poll');
    // Kept while neither the discussion nor its poll changes: the two documents read, no more.
    const again = await get(`/salon/thread/${id}`);
    expect(again.text).toBe(text);
    expect(readsOf(again.response)).toBe(2);

    // A ballot as the site writes it; once countVotes has counted it, the page is drawn anew.
    const pollId = (await db().doc(`threads/${id}`).get()).get('pollId') as string;
    const voter = DEMO_PEOPLE.find((person) => !(person.username in withPoll.poll!.votes))!;
    const total = async () => (await db().doc(`polls/${pollId}`).get()).get('totalVotes') as number;
    const before = await total();
    const ballot = db().doc(`polls/${pollId}/votes/${voter.uid}`);
    await ballot.set({ pollId, optionIds: ['o1'], userId: voter.uid, votedAt: new Date() });
    try {
      await eventually(async () => (await total()) === before + 1, { what: 'the ballot counted' });
      const seedTotal = (page: string) => /"totalVotes":(\d+)/.exec(page)?.[1];
      expect(seedTotal(text)).toBe(String(before));
      await eventually(
        async () => seedTotal((await get(`/salon/thread/${id}`)).text) === String(before + 1),
        { what: 'the new count on the shared page' },
      );
    } finally {
      await ballot.delete();
    }
  });

  it('of an anonymous discussion names no author', async () => {
    const id = await threadIdTitled(firstConcert.title);
    const { response, text } = await get(`/salon/thread/${id}`);
    expect(response.status).toBe(200);
    const tags = metaTags(text);
    expect(tags.has('author')).toBe(false);
    expect(tags.get('og:title')).toContain(firstConcert.title);
    expect(text).not.toContain(lili.displayName);
    expect(text).not.toContain(lili.uid);
    expect(text).not.toContain(`/${lili.username}"`);
    expect(text).toContain(
      '<span class="post-author">Anonymous</span><span aria-hidden="true"> · </span><time',
    );
    // The site's card stands in for a face, and is there.
    expect(tags.get('og:image')).toBe(`${hosting.url}/social-card.png`);
    const card = await fetch(tags.get('og:image')!);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
  });

  it('of a missing discussion answers 404, the app’s “Discussion Not Found”, noindex, one read', async () => {
    const { response, text } = await get('/salon/thread/no-such-thread');
    expect(response.status).toBe(404);
    expect(readsOf(response)).toBe(1);
    const tags = metaTags(text);
    expect(tags.get('robots')).toBe('noindex');
    expect(tags.get('og:title')).toBe('The Social Home of Classical Music');
    expect(text).not.toContain('rel="canonical"');
    expect(text).not.toContain('application/ld+json');
    // The page the app's hooks find too, so the browser hydrates it as it is.
    expect(rootOf(text).root).toContain('<h1>Discussion Not Found</h1>');
    expect(seedOf(text).data).toEqual({ 'thread:no-such-thread': null });
    expectNoInlineScript(text);
  });

  it('escapes a title that holds a script', async () => {
    const ref = db().collection('threads').doc();
    await ref.set(
      threadFields(
        '<script>alert("shared")</script> Escaped',
        'Body with <b>markup</b> & an ampersand.',
        clara.uid,
      ),
    );
    try {
      const { text } = await get(`/salon/thread/${ref.id}`);
      expect(text).not.toContain('<script>alert');
      expect(text).not.toContain('<b>markup</b>');
      expect(text).toContain(
        '<h1 id="thread-title" tabindex="-1">&lt;script&gt;alert(&quot;shared&quot;)&lt;/script&gt; Escaped</h1>',
      );
      expect(metaTags(text).get('description')).toBe(
        'Body with &lt;b&gt;markup&lt;/b&gt; &amp; an ampersand.',
      );
    } finally {
      await ref.delete();
    }
  });
});

describe('the Salon’s address', () => {
  /** The discussion links of the server's Salon, in order. */
  const listed = (html: string) =>
    [...html.matchAll(/<h3 class="thread-card__title"><a href="\/salon\/thread\/([^"]+)"/g)].map(
      (match) => match[1]!,
    );

  it('answers the first page of discussions as the app lists them, no anonymous author named', async () => {
    // An anonymous discussion of its own: the demo's may be off the first page by now, as the
    // suites beside this one add discussions to the same stack.
    const anonymous = db().collection('threads').doc();
    const title = 'An anonymous question for the Salon’s page';
    await anonymous.set({ ...threadFields(title, 'Who am I?', lili.uid), isAnonymous: true });
    try {
      let text = '';
      // The newest ten in the app's order (retried should a suite beside this one add one meanwhile).
      await eventually(
        async () => {
          const newest = await db()
            .collection('threads')
            .orderBy('createdAt', 'desc')
            .limit(10)
            .get();
          const answer = await get('/salon');
          expect(answer.response.status).toBe(200);
          expect(answer.response.headers.get('cache-control')).toBe(
            'public, max-age=60, stale-while-revalidate=600',
          );
          text = answer.text;
          const ids = listed(text);
          return (
            ids.includes(anonymous.id) &&
            JSON.stringify(ids) === JSON.stringify(newest.docs.map((doc) => doc.id))
          );
        },
        { what: 'the newest discussions listed, the anonymous one among them' },
      );
      expect(text).toContain(`<link rel="canonical" href="${hosting.url}/salon">`);
      expect(metaTags(text).has('robots')).toBe(false);
      const { root } = rootOf(text);
      expect(root).toMatch(/^<div id="root"><!--\$--><div class="app-shell">/);
      expect(root).toContain('<main class="page salon-page">');
      expectNoInlineScript(text);
      expect(root).toMatch(/<p class="salon-range">Showing 1-\d+ of \d+ discussions<\/p>/);
      // The anonymous discussion shows, its author does not.
      expect(root).toContain(`>${title}</a>`);
      expect(root).toContain('<span class="post-author">Anonymous</span>');
      expect(root).not.toContain(lili.displayName);
      expect(root).not.toContain(`/${lili.username}"`);
      expect(text).not.toContain(lili.uid);
    } finally {
      await anonymous.delete();
    }
  });

  it('answers `/`, the app’s home and the Salon too, with the same page, the Salon’s canonical', async () => {
    let home = '';
    let salon = '';
    await eventually(
      async () => {
        home = (await get('/')).text;
        salon = (await get('/salon')).text;
        // The same discussions, unless a suite beside this one wrote one in between. Each
        // address is rendered for its own route (the router hydrates it), at its own moment.
        return JSON.stringify(listed(home)) === JSON.stringify(listed(salon));
      },
      { what: '`/` and `/salon` answering the same page' },
    );
    expect(listed(home).length).toBeGreaterThan(0);
    expect(home.split('</head>')[0]).toBe(salon.split('</head>')[0]);
    expect(rootOf(home).root).toContain('<main class="page salon-page">');
    expect(home).toContain(`<link rel="canonical" href="${hosting.url}/salon">`);
  });

  it('reads the page, its count, the poll, its replies and the named authors, then only the page, its count and the poll', async () => {
    // A new discussion changes the page, so the next answer is rendered afresh. Suites beside
    // this one change the Salon too (a suite posting discussions for half a minute), so it waits
    // for a quiet moment, as long as the suite's ceiling allows.
    const ref = db().collection('threads').doc();
    await ref.set(threadFields('A new discussion for the Salon’s page', 'Hello.', clara.uid));
    try {
      await eventually(
        async () => {
          const first = await get('/salon');
          const again = await get('/salon');
          // Unchanged between the two (no suite beside this one wrote a discussion meanwhile),
          // and rendered since the new one (newer ones of other suites may list above it).
          if (first.text !== again.text || !listed(first.text).includes(ref.id)) return false;
          const cards = listed(first.text).length;
          const authors = new Set(
            [...first.text.matchAll(/<a class="post-author" href="([^"]+)"/g)].map((m) => m[1]),
          ).size;
          // The newest open poll's replies (the only reply cards on the Salon's page). Suites
          // beside this one open polls of their own, so it is not always the demo's, nor one
          // with replies: each reply shown is one read, however many there are.
          const pollReplies = (first.text.match(/<article class="reply__card"/g) ?? []).length;
          expect(readsOf(first.response)).toBe(cards + 1 + 2 + pollReplies + authors);
          expect(readsOf(again.response)).toBe(cards + 1 + 2);
          return true;
        },
        { what: 'two answers of an unchanged Salon', timeoutMs: 100_000 },
      );
    } finally {
      await ref.delete();
    }
  });

  it('reads a poll’s 20 shown replies and nothing more, without counting them', async () => {
    // The newest active poll, so the Salon shows it, with a full page of replies: dated ahead, so
    // a poll another suite opens meanwhile does not take its place.
    const poll = db().collection('polls').doc();
    const title = 'A poll with a full page of replies';
    await poll.set({
      kind: 'daily',
      threadId: null,
      title,
      description: 'Twenty replies or more.',
      isActive: true,
      closedAt: null,
      closesAt: null,
      maxChoices: 1,
      resultsVisibility: 'afterVoting',
      createdAt: new Date(Date.now() + 3_600_000),
      options: [
        { id: 'o1', optionText: 'Yes' },
        { id: 'o2', optionText: 'No' },
      ],
      voteCounts: { o1: 0, o2: 0 },
      totalVotes: 0,
    });
    try {
      const batch = db().batch();
      for (let index = 0; index < 21; index += 1) {
        batch.set(poll.collection('replies').doc(`p${index}`), {
          pollId: poll.id,
          parentId: null,
          body: `Poll reply ${index}`,
          isAnonymous: false,
          authorId: clara.uid,
          createdAt: new Date(Date.now() + index),
          reactionCount: 0,
          reactionCounts: { applause: 0, bravo: 0 },
        });
      }
      await batch.commit();
      // Each page as served, with the reads of every response that served it: the first is its
      // rendering, the others the kept copy. Other suites post meanwhile, so the page that shows
      // the poll may change before it is served twice.
      const served = new Map<string, number[]>();
      await eventually(
        async () => {
          const { text, response } = await get('/salon');
          const reads = [...(served.get(text) ?? []), readsOf(response)];
          served.set(text, reads);
          if (reads.length < 2 || !text.includes(`>${title}</h3>`)) return false;
          const pollReplies = (text.match(/<article class="reply__card"/g) ?? []).length;
          // The newest 20 of 21 shown; the oldest is not.
          expect(pollReplies).toBe(20);
          expect(text).not.toContain('Poll reply 0<');
          const cards = listed(text).length;
          const authors = new Set(
            [...text.matchAll(/<a class="post-author" href="([^"]+)"/g)].map((m) => m[1]),
          ).size;
          expect(reads[0]).toBe(cards + 1 + 2 + 20 + authors);
          expect(reads.slice(1)).toEqual(reads.slice(1).map(() => cards + 1 + 2));
          return true;
        },
        { what: 'the Salon with the new poll, served twice' },
      );
    } finally {
      await db().recursiveDelete(poll);
    }
  });
});

describe('a member’s address', () => {
  // Members' pages need an account (spec 2 §2): the app's first frame, and so the server's, waits
  // for the session and holds nothing of the member; a public member's preview is the head's.
  it('of a public member previews them in the head, in one read; the body is the app’s first frame', async () => {
    const { response, text } = await get(`/${clara.username}`);
    expect(response.status).toBe(200);
    expect(readsOf(response)).toBe(1);
    const tags = metaTags(text);
    expect(tags.get('og:type')).toBe('profile');
    expect(tags.get('og:title')).toBe(
      `${clara.displayName} (@${clara.username}) | The Social Home of Classical Music`,
    );
    expect(tags.get('profile:username')).toBe(clara.username);
    expect(tags.get('description')).toBe(clara.bio);
    expect(tags.has('robots')).toBe(false);
    expect(text).toContain(`<link rel="canonical" href="${hosting.url}/${clara.username}">`);
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(text)![1]!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@type': 'ProfilePage',
      mainEntity: {
        '@type': 'Person',
        name: clara.displayName,
        alternateName: `@${clara.username}`,
      },
    });
    expectMemberFrame(text);
    const { root } = rootOf(text);
    expect(root).not.toContain(clara.displayName);
    expect(root).not.toContain(clara.bio);
    expectNoInlineScript(text);
  });

  it('of a private member shows nothing private and says noindex', async () => {
    const { response, text } = await get(`/${lili.username}`);
    expect(response.status).toBe(200);
    expect(readsOf(response)).toBe(1);
    expect(metaTags(text).get('robots')).toBe('noindex');
    expect(metaTags(text).get('og:title')).toBe('The Social Home of Classical Music');
    expect(text).not.toContain(lili.displayName);
    expect(text).not.toContain(lili.bio);
    expect(text).not.toContain(lili.location);
    expect(text).not.toContain(lili.uid);
    expect(text).not.toContain('rel="canonical"');
    expect(text).not.toContain('application/ld+json');
    expectMemberFrame(text);
  });

  it('of nobody answers 404, noindex, the same first frame', async () => {
    const { response, text } = await get('/nobody-here');
    expect(response.status).toBe(404);
    expect(readsOf(response)).toBe(1);
    expect(metaTags(text).get('robots')).toBe('noindex');
    expect(text).not.toContain('rel="canonical"');
    expect(text).not.toContain('nobody-here');
    expectMemberFrame(text);
    // A name no member can hold is not looked up; the app's first frame there is its frame
    // alone, as it sends the browser on to its own 404 page.
    const unstorable = await get(`/${'n'.repeat(40)}`);
    expect(unstorable.response.status).toBe(404);
    expect(readsOf(unstorable.response)).toBe(0);
    expect(metaTags(unstorable.text).get('robots')).toBe('noindex');
    const { root } = rootOf(unstorable.text);
    expect(root).toMatch(/^<div id="root"><!--\$--><div class="app-shell">/);
    expect(root).toMatch(
      /<div id="content" class="app-shell__content">(<!--\$--><!--\/\$-->)?<\/div>/,
    );
    expect(seedOf(unstorable.text).data).toEqual({});
  });
});

describe('an address of no page of the function’s', () => {
  it('answers 404 with the shell’s empty root and noindex, reading nothing', async () => {
    // Hosting sends only the pages above here: asked directly, as Hosting would ask it.
    const stack = stackEndpoints();
    const response = await fetch(
      `${stack.functionsUrl}/${stack.projectId}/us-central1/publicPages/no/such/page`,
      { headers: { 'X-Forwarded-Host': new URL(hosting.url).host } },
    );
    const text = await response.text();
    expect(response.status).toBe(404);
    expect(readsOf(response)).toBe(0);
    expect(metaTags(text).get('robots')).toBe('noindex');
    expect(text).toContain('<div id="root"></div>');
    expect(text).not.toContain('page-seed');
    expectNoInlineScript(text);
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('list every discussion and public member with their last change, and no private member', async () => {
    // Other suites post and delete discussions meanwhile: those there before and after count.
    const threadIds = async () => (await db().collection('threads').get()).docs.map((d) => d.id);
    const before = new Set(await threadIds());
    const index = await get('/sitemap.xml');
    expect(index.response.headers.get('content-type')).toContain('xml');
    const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(files.length).toBeGreaterThan(0);
    const urls: string[] = [];
    for (const file of files) {
      const month = await get(new URL(file).pathname);
      expect(month.response.status).toBe(200);
      const entries = [
        ...month.text.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g),
      ];
      expect(entries.length, `${file} has entries, each with lastmod`).toBe(
        (month.text.match(/<url>/g) ?? []).length,
      );
      for (const entry of entries) {
        expect(Number.isNaN(Date.parse(entry[2]!))).toBe(false);
        urls.push(entry[1]!);
      }
    }
    for (const threadId of (await threadIds()).filter((id) => before.has(id))) {
      expect(urls).toContain(`${hosting.url}/salon/thread/${threadId}`);
    }
    for (const person of DEMO_PEOPLE) {
      if (person.isPrivate) expect(urls).not.toContain(`${hosting.url}/${person.username}`);
      else expect(urls).toContain(`${hosting.url}/${person.username}`);
    }
  });

  it('robots.txt names the sitemap', async () => {
    const { response, text } = await get('/robots.txt');
    expect(response.headers.get('content-type')).toContain('text/plain');
    expect(text).toContain(`Sitemap: ${hosting.url}/sitemap.xml`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});

describe('the Hosting configuration', () => {
  it('sends the security headers on every response', async () => {
    const policy = headerOf('**', 'Content-Security-Policy');
    const assets = await readdir(path.join(publicDir, 'assets'));
    for (const pathname of [
      '/',
      '/about',
      `/${clara.username}`,
      '/robots.txt',
      `/assets/${assets[0]}`,
    ]) {
      const { response } = await get(pathname);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, pathname).toContain("frame-ancestors 'none'");
      expect(csp, pathname).toContain("script-src 'self'");
      // firebase.json's policy, with only the emulators the local build talks to added.
      expect(csp.replace(/ http:\/\/127\.0\.0\.1:\d+/g, ''), pathname).toBe(policy);
      expect(response.headers.get('strict-transport-security'), pathname).toMatch(/max-age=\d+/);
      expect(response.headers.get('x-content-type-options'), pathname).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), pathname).toBe(
        'strict-origin-when-cross-origin',
      );
      expect(response.headers.get('permissions-policy'), pathname).toContain('camera=()');
    }
  });

  it('keeps hashed assets for a year and HTML for a minute, revalidated in the background', async () => {
    const assets = await readdir(path.join(publicDir, 'assets'));
    const asset = await get(`/assets/${assets.find((name) => name.endsWith('.js'))}`);
    expect(asset.response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const pathname of ['/', '/salon', `/${clara.username}`]) {
      const page = await get(pathname);
      expect(page.response.headers.get('cache-control'), pathname).toMatch(
        /max-age=\d+, stale-while-revalidate=\d+/,
      );
    }
  });

  it('serves the site’s icons and manifest as what they are, linked from every page’s head', async () => {
    const links = shell.match(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g) ?? [];
    const hrefs = links.map((link) => /href="([^"]+)"/.exec(link)![1]!);
    // A file Hosting lacks answers the SPA's shell.html with 200: the type is what tells.
    const types: Record<string, RegExp> = {
      '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)$/,
      '/favicon.svg': /^image\/svg\+xml\b/,
      '/apple-touch-icon.png': /^image\/png$/,
      '/site.webmanifest': /^application\/manifest\+json\b/,
    };
    expect(hrefs).toEqual(Object.keys(types));
    for (const [pathname, type] of Object.entries(types)) {
      const { response } = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toMatch(type);
    }
    const manifest = JSON.parse((await get('/site.webmanifest')).text) as {
      icons: { src: string; type: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'The Social Home of Classical Music',
      short_name: expect.any(String),
      theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    for (const icon of manifest.icons) {
      const { response } = await get(icon.src);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get('content-type'), icon.src).toContain(icon.type);
    }
    expect(headerOf('**', 'Content-Security-Policy')).toContain("manifest-src 'self'");
    // The app's own pages and publicPages' alike: the function writes its head into the shell's.
    const id = await threadIdTitled(welcome.title);
    for (const pathname of ['/', '/about', `/salon/thread/${id}`, `/${clara.username}`]) {
      const head = (await get(pathname)).text.split('</head>')[0]!;
      for (const link of links) expect(head, pathname).toContain(link);
    }
  });

  it('serves the app itself for every page of its own, never the member pages’ function', async () => {
    const routes = readFileSync(path.join(root, 'web/src/app/routes.tsx'), 'utf8');
    const staticPages = [...routes.matchAll(/path: '(\/[^/:'*]+)'/g)].map((match) => match[1]!);
    expect(staticPages).toContain('/about');
    for (const pathname of [
      // The Salon's first page is the function's (above), at `/` too.
      ...staticPages.filter((page) => page !== '/salon'),
      '/user/someone',
      '/auth/action',
      '/no/such/page',
    ]) {
      const { response, text } = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(text, pathname).toBe(shell);
      expect(response.headers.get('server-timing'), pathname).toBeNull();
    }
  });
});
