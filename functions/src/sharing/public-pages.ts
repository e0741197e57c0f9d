// The pages Hosting sends here (firebase.json's rewrites): the Salon, a discussion or a
// member's page, each the app's own first frame rendered by the app's server entry
// (@salon/web/server) with a head that previews read, sitemap.xml and robots.txt. Every answer
// says how many documents it read (`Server-Timing: reads;desc="n"`), so the bench and the tests
// see it.
import { onRequest, type Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type { PageRequest, RenderedPage } from '@salon/web/server';
import { headWithoutDetails, intoShell, profileHead, salonHead, threadHead } from './page-head.js';
import {
  firstDates,
  readProfile,
  readSalon,
  readSalonList,
  readSitemapMonth,
  readThread,
  readThreadDocument,
  readThreadPoll,
  type ReadCount,
} from './read-pages.js';
import { loadShell, siteOf, siteOrigin } from './site.js';
import {
  monthsBetween,
  parseSitemapPath,
  robotsTxt,
  sitemapIndexXml,
  urlSetXml,
  type SitemapKind,
} from './sitemap-xml.js';
import { renderedSalon, renderedThreads } from './thread-page-cache.js';

/**
 * The app's server entry, loaded with the first page: it holds React and the app, which no other
 * function of this bundle needs at its start.
 */
async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const entry = await import('@salon/web/server');
  return entry.renderPage(request);
}

/** HTML: a minute fresh, then served stale while refreshed (firebase.json says the same). */
const HTML_CACHE = 'public, max-age=60, stale-while-revalidate=600';
const SITEMAP_CACHE = 'public, max-age=3600';

interface Answer {
  status: number;
  type: string;
  body: string;
  cache: string;
}

const html = (body: string, status = 200): Answer => ({
  status,
  type: 'text/html; charset=utf-8',
  body,
  cache: HTML_CACHE,
});
const xml = (body: string): Answer => ({
  status: 200,
  type: 'application/xml; charset=utf-8',
  body,
  cache: SITEMAP_CACHE,
});

async function sitemapIndex(origin: string, count: ReadCount): Promise<Answer> {
  const first = await firstDates(count);
  const now = new Date();
  const files = (['threads', 'members'] as SitemapKind[]).flatMap((kind) => {
    const since = first[kind];
    return since ? monthsBetween(since, now).map((month) => ({ kind, month })) : [];
  });
  return xml(sitemapIndexXml(origin, files));
}

async function threadAnswer(origin: string, threadId: string, count: ReadCount): Promise<Answer> {
  const shell = await loadShell(origin);
  const site = siteOf(origin, shell);
  const path = `/salon/thread/${encodeURIComponent(threadId)}`;
  const snapshot = await readThreadDocument(threadId, count);
  if (!snapshot) {
    // The app's own "Discussion Not Found", which its hooks would find too.
    const page = await renderPage({
      path,
      now: Date.now(),
      page: 'thread',
      threadId,
      thread: null,
      poll: null,
      replies: [],
      cards: [],
    });
    return html(intoShell(shell, headWithoutDetails(site), page), 404);
  }
  // Every change a reader sees moves the thread's update time (its edit, its counters, and
  // `repliesChangedAt`, which countReplies sets when a reply is posted, edited or removed) or its
  // poll's (a ballot counted, its closing).
  const poll = await readThreadPoll(snapshot, count);
  const version = [snapshot, poll].map((read) => read?.updateTime?.toMillis() ?? 0).join(' ');
  const kept = renderedThreads.get(threadId, version, shell);
  if (kept) return html(kept);
  const { documents, head } = await readThread(snapshot, poll, count);
  const page = await renderPage({ path, now: Date.now(), ...documents });
  const answer = intoShell(shell, threadHead(site, head), page);
  renderedThreads.set(threadId, version, shell, answer);
  return html(answer);
}

/** The Salon's first page, kept while its discussions, their count and the poll are unchanged. */
async function salonAnswer(origin: string, path: string, count: ReadCount): Promise<Answer> {
  const shell = await loadShell(origin);
  const list = await readSalonList(count);
  // `/` and `/salon` draw the same page, but each is its own address for the router to hydrate.
  const kept = renderedSalon.get(path, list.version, shell);
  if (kept) return html(kept);
  const documents = await readSalon(list, count);
  const page = await renderPage({ path, now: Date.now(), ...documents });
  const answer = intoShell(shell, salonHead(siteOf(origin, shell)), page);
  renderedSalon.set(path, list.version, shell, answer);
  return html(answer);
}

/**
 * A member's page: the app asks for the session before showing any member to anyone (spec 2
 * §2), so its first frame, and the server's, holds nothing of theirs; the head previews a public
 * member, and keeps a private or missing one out of search engines.
 */
async function profileAnswer(origin: string, username: string, count: ReadCount): Promise<Answer> {
  const shell = await loadShell(origin);
  const site = siteOf(origin, shell);
  const read = await readProfile(username, count);
  const page = await renderPage({ path: `/${username}`, now: Date.now(), page: 'none' });
  if (!read) return html(intoShell(shell, headWithoutDetails(site), page), 404);
  const head = read.isPrivate ? headWithoutDetails(site) : profileHead(site, read.profile);
  return html(intoShell(shell, head, page));
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

async function answer(req: Request, count: ReadCount): Promise<Answer> {
  const origin = siteOrigin(req);
  const path = req.path;
  if (path === '/robots.txt') {
    return {
      status: 200,
      type: 'text/plain; charset=utf-8',
      body: robotsTxt(origin),
      cache: SITEMAP_CACHE,
    };
  }
  if (path === '/sitemap.xml') return sitemapIndex(origin, count);
  // `/` is the Salon too (the app's home), with `/salon` its canonical link.
  if (path === '/' || path === '/salon' || path === '/salon/') {
    return salonAnswer(origin, path, count);
  }
  const file = parseSitemapPath(path);
  if (file) return xml(urlSetXml(origin, await readSitemapMonth(file.kind, file.month, count)));
  const thread = /^\/salon\/thread\/([^/]+)\/?$/.exec(path);
  const threadId = thread && decoded(thread[1]!);
  if (threadId) return threadAnswer(origin, threadId, count);
  const member = /^\/([^/]+)\/?$/.exec(path);
  const username = member && decoded(member[1]!);
  if (username) return profileAnswer(origin, username, count);
  // No page of the app's lives here: the app, started from nothing, finds its own way.
  const shell = await loadShell(origin);
  return html(intoShell(shell, headWithoutDetails(siteOf(origin, shell)), null), 404);
}

export const publicPages = onRequest(async (req: Request, res: Response) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.set('Allow', 'GET, HEAD').status(405).end();
    return;
  }
  const count: ReadCount = { reads: 0 };
  const started = performance.now();
  let result: Answer;
  try {
    result = await answer(req, count);
  } catch (error) {
    console.error(`publicPages could not answer ${req.path}`, error);
    result = {
      status: 503,
      type: 'text/plain; charset=utf-8',
      body: 'Please try again in a moment.',
      cache: 'no-store',
    };
  }
  res
    .status(result.status)
    .set('Content-Type', result.type)
    .set('Cache-Control', result.cache)
    .set(
      'Server-Timing',
      `reads;desc="${count.reads}", render;dur=${(performance.now() - started).toFixed(1)}`,
    )
    .send(result.body);
});
