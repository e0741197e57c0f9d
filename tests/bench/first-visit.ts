/// <reference lib="dom" />
// What a first visit costs on the production build, served through the local Hosting as
// production serves it (firebase.json's rewrites: /salon and discussions rendered by publicPages),
// in Chromium against the local stack with the demo data (issue: "first visit under 250 KB of
// JavaScript, discussions on screen in half a second"): the JavaScript each route's first visit
// downloads, the time from navigation to the Salon's discussions listed (in the served page, and
// once the app has hydrated it and Auth has answered), and the Firestore documents one page view
// reads (counted by our emulator as Firestore bills them), told apart: the app's own (the SDK in
// the browser, and the callables it calls) and publicPages' for the page it rendered (its
// Server-Timing header), which Hosting's CDN shares among every visitor for a minute. Every visit
// runs in a new browser context: a cold cache. Every route of web/src/app/routes.tsx is visited
// signed out, and the members' and staff's signed in too, each against the 250 kB budget of
// JavaScript (web/README.md, "What a first visit downloads"); a visit over it is marked and named
// again at the end. Prints figures only: it asserts neither times nor sizes.
// FIRST_VISIT_SCRIPTS=1 also lists each visit's scripts, largest first, to find what to split.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { test, type Browser, type Page } from '@playwright/test';
import { BADGE_IDS, GAME_IDS, gamePath } from '@salon/domain';
import { signedInPage } from '../e2e/support/session.js';

const firebaseRc = JSON.parse(readFileSync(new URL('../../.firebaserc', import.meta.url), 'utf8'));
const firebaseJson = JSON.parse(
  readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'),
);
const PROJECT_ID: string = firebaseRc.projects.default;
const FIRESTORE = `http://${firebaseJson.emulators.firestore.host ?? '127.0.0.1'}:${firebaseJson.emulators.firestore.port}`;
const SITE = 'http://127.0.0.1:5173';
const READS_URL = `${FIRESTORE}/emulator/v1/projects/${PROJECT_ID}/reads`;

/** The Salon's list is on screen (forum spec §2: "Showing 1-10 of n discussions"). */
const DISCUSSIONS_LISTED = /Showing \d+-\d+ of \d+ discussions?/;
const TIMING_RUNS = 7;
/** A visit is over when no new script has arrived for this long after its page showed. */
const QUIET_MS = 1000;
/** The budget of every route's first visit, in kB of JavaScript gzipped. */
const BUDGET_KB = 250;
const LIST_SCRIPTS = process.env.FIRST_VISIT_SCRIPTS === '1';

type Who = 'visitor' | 'member' | 'admin';
interface Route {
  path: string;
  who: Who;
  /** What shows when the page is there. */
  shown: (page: Page) => ReturnType<Page['getByRole']>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const kilobytes = (bytes: number) => (bytes / 1000).toFixed(1).padStart(7);

/** Signed-in storage (the Auth SDK keeps its session in localStorage) for new contexts. */
async function sessionOf(browser: Browser, email: string) {
  const page = await signedInPage(browser, email);
  const state = await page.context().storageState();
  await page.context().close();
  return state;
}

/** The documents publicPages says it read for a page (Server-Timing), null for a file. */
const functionReads = (headers: Record<string, string> | undefined) => {
  const read = /reads;desc="(\d+)"/.exec(headers?.['server-timing'] ?? '')?.[1];
  return read === undefined ? null : Number(read);
};

/** Resolves once `read` has returned the same value for `quietMs`. */
async function settled<T>(read: () => Promise<T> | T, quietMs: number): Promise<T> {
  let last = await read();
  let since = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = await read();
    if (JSON.stringify(now) !== JSON.stringify(last)) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return now;
    }
  }
}

async function documentsRead(method: 'GET' | 'DELETE' = 'GET'): Promise<number> {
  const response = await fetch(READS_URL, { method });
  return ((await response.json()) as { documentsRead: number }).documentsRead;
}

test('the site: first-visit JavaScript, time to discussions, reads per page view', async ({
  browser,
}) => {
  const sessions = {
    visitor: undefined,
    member: await sessionOf(browser, 'fanny@demo.example'),
    admin: await sessionOf(browser, 'admin@demo.example'),
  };
  const newPage = async (who: Who) =>
    (await browser.newContext({ storageState: sessions[who] })).newPage();

  // A thread to visit: the first the Salon lists. publicPages' reads for both pages, asked twice
  // in a row before any browser visit (which counts a view, a change of both pages): the stack is
  // the bench's own, just started, so the first answer renders the page and the second keeps it.
  const pageReads = async (path: string) => {
    const response = await fetch(`${SITE}${path}`);
    const html = await response.text();
    return {
      html,
      reads: functionReads({ 'server-timing': response.headers.get('server-timing') ?? '' }),
    };
  };
  const salonRendered = await pageReads('/salon');
  const salonKept = await pageReads('/salon');
  const threadPath = /<a href="(\/salon\/thread\/[^"]+)"/.exec(salonRendered.html)?.[1];
  if (!threadPath) throw new Error('The Salon lists no discussion to visit.');
  const threadRendered = await pageReads(threadPath);
  const threadKept = await pageReads(threadPath);

  const discussions = (page: Page) => page.getByText(DISCUSSIONS_LISTED);
  const main = (page: Page) => page.getByRole('main');
  // Every route of routes.tsx: the visitor's, then the member's and the admin's signed in. A
  // visitor sent to the sign-in screen (the member pages, /profile, /admin) downloads what that
  // screen needs; /auth/spotify/callback, only ever reached from Spotify, is left out.
  const routes: Route[] = [
    { path: '/', who: 'visitor', shown: discussions },
    { path: '/salon', who: 'visitor', shown: discussions },
    { path: threadPath, who: 'visitor', shown: main },
    { path: '/auth', who: 'visitor', shown: main },
    // As Auth's e-mails link to it: without a code it sends the visitor home, to the Salon.
    { path: '/auth/action?mode=resetPassword&oobCode=bench', who: 'visitor', shown: main },
    { path: '/clara', who: 'visitor', shown: main },
    { path: '/profile', who: 'visitor', shown: main },
    { path: '/admin', who: 'visitor', shown: main },
    ...[
      '/about',
      '/coming-soon',
      '/join',
      '/donate',
      '/privacy-policy',
      '/terms-of-use',
      '/cookie-policy',
      '/404',
      '/games',
      ...GAME_IDS.map(gamePath),
      '/badges',
      `/badges/${BADGE_IDS[0]}`,
      '/trivia/leaderboard',
      '/polls/past',
    ].map((path): Route => ({ path, who: 'visitor', shown: main })),
    { path: '/salon', who: 'member', shown: discussions },
    { path: threadPath, who: 'member', shown: main },
    { path: '/profile', who: 'member', shown: main },
    { path: '/clara', who: 'member', shown: main },
    // A member plays scored rounds (a visitor practises): the game's own code is the same.
    ...GAME_IDS.map((game): Route => ({ path: gamePath(game), who: 'member', shown: main })),
    {
      path: '/admin',
      who: 'admin',
      shown: (page) => page.getByRole('heading', { name: 'Admin Panel' }),
    },
  ];

  const lines: string[] = [];
  lines.push(
    `the site (production build, Chromium ${browser.version()}, loopback, a new context per visit)`,
    `  first visit                          who      scripts   raw kB  gzip kB  app reads  page reads  budget ${BUDGET_KB} kB`,
  );
  const overBudget: string[] = [];
  const scriptLists: string[] = [];
  for (const route of routes) {
    const page = await newPage(route.who);
    const scripts = new Map<string, Promise<Buffer>>();
    const missing: string[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === SITE && url.pathname.endsWith('.js')) {
        const type = response.headers()['content-type'] ?? '';
        if (response.status() !== 200 || !type.includes('javascript')) {
          missing.push(`${url.pathname} (${response.status()}, ${type || 'no type'})`);
        }
        scripts.set(url.pathname, response.body());
      }
    });
    await documentsRead('DELETE');
    const served = functionReads((await page.goto(route.path))?.headers());
    await route.shown(page).first().waitFor();
    await settled(() => scripts.size, QUIET_MS);
    const reads = (await settled(() => documentsRead(), QUIET_MS)) - (served ?? 0);
    const bodies = await Promise.all(scripts.values());
    // A script that did not arrive as itself (web/dist emptied by another build during the run)
    // would count as nothing, or as the app's page: the figures would be wrong.
    const empty = [...scripts.keys()].filter((_, index) => bodies[index]!.byteLength === 0);
    if (missing.length > 0 || empty.length > 0) {
      throw new Error(
        `${route.path} (${route.who}): scripts not served as scripts: ${[...missing, ...empty].join(', ')}`,
      );
    }
    const sizes = [...scripts.keys()].map((path, index) => ({
      name: path.replace(/^\/assets\//, ''),
      raw: bodies[index]!.byteLength,
      gzipped: gzipSync(bodies[index]!).byteLength,
    }));
    const raw = sizes.reduce((sum, size) => sum + size.raw, 0);
    const gzipped = sizes.reduce((sum, size) => sum + size.gzipped, 0);
    const over = gzipped / 1000 - BUDGET_KB;
    // Compared as printed, to a tenth of a kB.
    const isOver = Number(over.toFixed(1)) > 0;
    if (isOver) overBudget.push(`${route.path} (${route.who}) ${(gzipped / 1000).toFixed(1)} kB`);
    lines.push(
      `  ${route.path.padEnd(36)} ${route.who.padEnd(8)} ${String(bodies.length).padStart(7)}  ${kilobytes(raw)}  ${kilobytes(gzipped)}  ${String(reads).padStart(9)}  ${String(served ?? '-').padStart(10)}  ${isOver ? `OVER by ${over.toFixed(1)} kB` : 'within'}`,
    );
    if (LIST_SCRIPTS) {
      scriptLists.push(
        `  ${route.path} (${route.who}): ${sizes
          .sort((a, b) => b.gzipped - a.gzipped)
          .map((size) => `${size.name} ${(size.gzipped / 1000).toFixed(1)}`)
          .join(', ')}`,
      );
    }
    await page.context().close();
  }
  lines.push(
    overBudget.length === 0
      ? `  every first visit within the budget of ${BUDGET_KB} kB gzipped`
      : `  OVER THE BUDGET of ${BUDGET_KB} kB gzipped: ${overBudget.join(', ')}`,
  );
  if (LIST_SCRIPTS)
    lines.push('  scripts of each first visit, gzip kB, largest first:', ...scriptLists);

  // Time from navigation to the discussions listed, a visitor with a cold cache: on screen at all
  // (the server's rendered page), and hydrated with Auth answered (interactive): the top bar's
  // Account navigation, empty in the server's page, then has its button.
  const listed: number[] = [];
  const hydrated: number[] = [];
  const contentfulPaints: number[] = [];
  for (let run = 0; run < TIMING_RUNS; run += 1) {
    const page = await newPage('visitor');
    await page.addInitScript((pattern) => {
      const listedText = new RegExp(pattern);
      const times = window as unknown as { discussionsListedAt?: number; hydratedAt?: number };
      const observer = new MutationObserver(() => {
        if (!listedText.test(document.body?.textContent ?? '')) return;
        // On screen at the next frame.
        if (times.discussionsListedAt === undefined) {
          times.discussionsListedAt = -1;
          requestAnimationFrame(() => (times.discussionsListedAt = performance.now()));
        }
        if (document.querySelector('nav[aria-label="Account"] button') !== null) {
          observer.disconnect();
          requestAnimationFrame(() => (times.hydratedAt = performance.now()));
        }
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    }, DISCUSSIONS_LISTED.source);
    await page.goto('/salon');
    await discussions(page).waitFor();
    const timing = await page.waitForFunction(() => {
      const { discussionsListedAt: at, hydratedAt: interactive } = window as unknown as {
        discussionsListedAt?: number;
        hydratedAt?: number;
      };
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      return at !== undefined && at >= 0 && interactive !== undefined && paint !== undefined
        ? { at, interactive, paint }
        : null;
    });
    const { at, interactive, paint } = (await timing.jsonValue())!;
    // A frame can run before the first paint (the stylesheet still loading): on screen is then the
    // first contentful paint, which holds them.
    listed.push(Math.max(at, paint));
    hydrated.push(interactive);
    contentfulPaints.push(paint);
    await page.context().close();
  }
  const spread = (values: number[]) =>
    `median ${median(values).toFixed(0)} ms (${Math.min(...values).toFixed(0)}-${Math.max(...values).toFixed(0)})`;
  const [load1, load5] = loadavg();
  lines.push(
    `  /salon, visitor, navigation to "Showing 1-n of n discussions" on screen (${TIMING_RUNS} runs, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)} over 1 / 5 min):`,
    `    in the page as served (the server's HTML, through the local Hosting): ${spread(listed)}`,
    `    hydrated, interactive (Auth answered, the top bar's Account filled):  ${spread(hydrated)}`,
    `    first contentful paint median ${median(contentfulPaints).toFixed(0)} ms`,
    `  publicPages' reads per page: /salon ${salonRendered.reads} rendered, ${salonKept.reads} kept; ${threadPath} ${threadRendered.reads} rendered, ${threadKept.reads} kept`,
    `  goals: every first visit at most ${BUDGET_KB} kB gzipped, discussions listed under 500 ms, the app at most 15 reads`,
    "  (gzip kB: each script gzipped at zlib's default level, as a server would send it; app reads: documents",
    "  read from navigation until the count stopped for a second, less the page's; page reads: what",
    "  publicPages read for the page as served (its Server-Timing; '-': a file, no function), kept or rendered)",
  );
  console.log(lines.join('\n'));
});
