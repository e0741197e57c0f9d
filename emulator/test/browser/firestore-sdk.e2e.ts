// The browser SDK (firebase 12, unmodified, bundled by Vite) in Chromium against the emulator,
// with default settings (WebChannel streaming back channel) and with experimentalForceLongPolling.
// The page is served from another origin, so CORS and preflights are those of a real app.

import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, HarnessOptions, QuerySpec, SnapshotLog } from './page/harness.js';
import { launchChromium } from './support/chromium.js';
import { emulatorTargets, type EmulatorUnderTest } from './support/emulator-under-test.js';
import { serveHarnessPage, type ServedPage } from './support/page-bundle.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /rooms/{id} { allow read, write: if true; }
    match /counters/{id} { allow read, write: if true; }
    match /works/{id} { allow read, write: if true; }
    match /programme/{id} { allow read, write: if true; }
    match /catalogue/{id} { allow read, write: if true; }
    match /private/{id} { allow read, write: if request.auth != null; }
  }
}`;

/** BROWSER_SUITE_DEBUG=1 prints the page's console, with the SDK's debug log. */
const debug = process.env['BROWSER_SUITE_DEBUG'] === '1';

let emulator: EmulatorUnderTest;
let served: ServedPage;
let browser: Browser;

/** What the pages saw, reset for each group of tests. */
const seen = {
  requests: [] as URL[],
  /** Channel requests answered 400 (the "Unknown SID" of a forgotten session). */
  channelRejections: 0,
  pageErrors: [] as string[],
};

/**
 * The users of the suite, each in a browser context of its own, as separate people's browsers
 * would be: over HTTP/1.1 Chromium holds at most 6 connections per host and profile, and every
 * Firestore instance keeps two back channels open, so three instances in one profile would starve
 * their own forward POSTs. Pages are loaded once; each group connects fresh Firestore instances.
 */
const ROLES = ['visitor', 'writer', 'alice'] as const;
type Role = (typeof ROLES)[number];
const pages = new Map<string, Page>();

async function openPage(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('request', (request) => seen.requests.push(new URL(request.url())));
  page.on('response', (response) => {
    if (response.status() === 400 && response.url().includes('/channel?')) {
      seen.channelRejections++;
    }
  });
  page.on('pageerror', (error) => seen.pageErrors.push(error.message));
  if (debug) page.on('console', (message) => console.log(`[${role}] ${message.text()}`));
  await page.goto(served.url);
  await page.waitForFunction(() => 'harness' in globalThis);
  return page;
}

beforeAll(async () => {
  [served, browser] = await Promise.all([serveHarnessPage(), launchChromium()]);
  for (const role of ROLES) pages.set(role, await openPage(browser, role));
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
});

type Method = keyof Harness;

/** How long to poll a page: the SDK delivers asynchronously (and backs off on errors). */
const POLL = { timeout: 15_000, interval: 50 };

/** Calls a page's harness; arguments and results cross as JSON. */
async function callPage<M extends Method>(
  page: Page,
  method: M,
  ...args: Parameters<Harness[M]>
): Promise<Awaited<ReturnType<Harness[M]>>> {
  const result: unknown = await page.evaluate(
    ({ method, args }) => {
      const harness = (
        globalThis as unknown as { harness: Record<string, (...a: unknown[]) => unknown> }
      ).harness;
      return harness[method]!(...args);
    },
    { method, args: args as unknown[] },
  );
  return result as Awaited<ReturnType<Harness[M]>>;
}

async function loadRules(projectId: string): Promise<void> {
  const reply = await fetch(
    `http://${emulator.host}:${emulator.port}/emulator/v1/projects/${projectId}:securityRules`,
    {
      method: 'PUT',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ rules: { files: [{ content: RULES }] } }),
    },
  );
  expect(reply.status).toBe(200);
}

describe.each(emulatorTargets())('against the $kind emulator', ({ kind, start }) => {
  beforeAll(async () => {
    emulator = await start();
  });
  afterAll(async () => {
    await emulator?.stop();
  });

  describe.each([
    { mode: 'default settings', longPolling: false },
    { mode: 'experimentalForceLongPolling', longPolling: true },
  ])('firebase browser SDK with $mode', ({ longPolling }) => {
    const projectId = `demo-browser-${kind}-${longPolling ? 'long-poll' : 'streaming'}`;

    /** Runs a harness method in the page of the role named by its first argument. */
    const call = <M extends Method>(method: M, ...args: Parameters<Harness[M]>) => {
      const page = pages.get(String(args[0]));
      if (!page) throw new Error(`No page for ${String(args[0])}`);
      return callPage(page, method, ...args);
    };

    const connect = (role: Role, extra: Partial<HarnessOptions> = {}) =>
      call('connect', role, {
        host: emulator.host,
        port: emulator.port,
        projectId,
        longPolling,
        debug,
        ...extra,
      });

    beforeAll(async () => {
      seen.requests = [];
      seen.channelRejections = 0;
      seen.pageErrors = [];
      await loadRules(projectId);
      await Promise.all([
        connect('visitor'),
        connect('writer'),
        connect('alice', { userId: 'alice' }),
      ]);
    });

    afterAll(async () => {
      // Terminating the instances ends their channels, freeing the pages' connections.
      await Promise.all(ROLES.map((role) => call('disconnect', role)));
    });

    it('writes a document with setDoc and reads it back with getDoc', async () => {
      const data = { title: 'Dvořák — Symphony No. 9 🎻', year: 1893, tags: ['romantic'] };
      expect(await call('setDoc', 'visitor', 'rooms/dvorak', data)).toBe('ok');
      expect(await call('getDoc', 'writer', 'rooms/dvorak')).toEqual({ exists: true, data });
    });

    it('carries a large non-ASCII document through both channels intact', async () => {
      // ~300 kB of UTF-8, 150k UTF-16 code units: many TCP segments, chunk lengths far past 64k,
      // and characters whose byte and code-unit counts differ.
      const text = 'é🎻'.repeat(50_000);
      expect(await call('setDoc', 'writer', 'rooms/large', { text })).toBe('ok');
      expect(await call('getDoc', 'visitor', 'rooms/large')).toEqual({
        exists: true,
        data: { text },
      });
    });

    it('reports a missing document as not existing', async () => {
      expect(await call('getDoc', 'visitor', 'rooms/nothing-here')).toEqual({
        exists: false,
        data: null,
      });
    });

    it('delivers onSnapshot updates for a document written by another client', async () => {
      await call('setDoc', 'writer', 'rooms/live', { v: 1 });
      await call('watchDoc', 'visitor', 'rooms/live', 'live');
      await expect
        .poll(() => call('log', 'visitor', 'live'), POLL)
        .toMatchObject({
          snapshots: [{ v: 1 }],
          errors: [],
        });
      await call('setDoc', 'writer', 'rooms/live', { v: 2 });
      await expect
        .poll(async () => (await call('log', 'visitor', 'live')).snapshots.at(-1), POLL)
        .toEqual({ v: 2 });
      await call('unwatch', 'visitor', 'live');
    });

    it('delivers onSnapshot updates for a collection', async () => {
      await call('watchCollection', 'visitor', 'rooms', 'rooms');
      await expect
        .poll(async () => (await call('log', 'visitor', 'rooms')).snapshots.length, POLL)
        .toBeGreaterThan(0);
      await call('setDoc', 'writer', 'rooms/zz-new', { v: 1 });
      await expect
        .poll(
          async () =>
            ((await call('log', 'visitor', 'rooms')).snapshots.at(-1) as string[]).includes(
              'zz-new',
            ),
          POLL,
        )
        .toBe(true);
      await call('unwatch', 'visitor', 'rooms');
    });

    it('runs transactions (batchGet + commit over REST) and sees their result', async () => {
      expect(await call('increment', 'visitor', 'counters/plays')).toBe(1);
      expect(await call('increment', 'writer', 'counters/plays')).toBe(2);
      expect(await call('getDoc', 'visitor', 'counters/plays')).toEqual({
        exists: true,
        data: { n: 2 },
      });
    });

    it('counts documents with getCountFromServer', async () => {
      await call('setDoc', 'writer', 'counters/a', { n: 0 });
      await call('setDoc', 'writer', 'counters/b', { n: 0 });
      // counters/plays, counters/a, counters/b
      expect(await call('count', 'visitor', 'counters')).toBe(3);
    });

    // The data plane as the browser build drives it. The fake target keeps documents only: these
    // run against the real emulator.
    describe.runIf(kind === 'real')('queries, transforms, batches and transactions', () => {
      // Ratings of every type, in Firestore's cross-type order: null < bool < number < string.
      const works: Record<string, Record<string, unknown>> = {
        w1: { composer: 'Bach', year: 1741, era: 'baroque', tags: ['keyboard'], rating: 5 },
        w2: { composer: 'Brahms', year: 1885, era: 'romantic', tags: ['orchestra'], rating: 4.5 },
        w3: { composer: 'Mahler', year: 1909, era: 'romantic', tags: ['voice'], rating: '5 stars' },
        w4: { composer: 'Pärt', year: 1977, era: 'contemporary', tags: [], rating: null },
        w5: { composer: 'Reich', year: 1976, era: 'contemporary', tags: ['minimal'], rating: true },
      };
      const ids = (spec: Omit<QuerySpec, 'collection'>) =>
        call('query', 'visitor', { collection: 'works', ...spec });

      beforeAll(async () => {
        for (const [id, data] of Object.entries(works)) {
          expect(await call('setDoc', 'writer', `works/${id}`, data)).toBe('ok');
        }
      });

      it('orders mixed types as Firestore does and pages after a cursor', async () => {
        expect(await ids({ orderBy: [['rating', 'asc']] })).toEqual({
          ids: ['w4', 'w5', 'w2', 'w1', 'w3'],
        });
        expect(await ids({ orderBy: [['rating', 'asc']], startAfter: [4.5], limit: 2 })).toEqual({
          ids: ['w1', 'w3'],
        });
        expect(await ids({ orderBy: [['year', 'desc']], limit: 2 })).toEqual({ ids: ['w4', 'w5'] });
      });

      it('filters with OR, in, not-in and array-contains-any, and counts a filtered query', async () => {
        // (An OR with an inequality on another field would need a composite index, as in
        // production: each disjunct is then ordered by that field.)
        expect(
          await ids({
            or: [
              ['era', '==', 'baroque'],
              ['composer', '==', 'Reich'],
            ],
          }),
        ).toEqual({ ids: ['w1', 'w5'] });
        expect(await ids({ where: [['era', 'in', ['baroque', 'romantic']]] })).toEqual({
          ids: ['w1', 'w2', 'w3'],
        });
        expect(await ids({ where: [['era', 'not-in', ['romantic']]] })).toEqual({
          ids: ['w1', 'w4', 'w5'],
        });
        expect(
          await ids({ where: [['tags', 'array-contains-any', ['voice', 'minimal']]] }),
        ).toEqual({ ids: ['w3', 'w5'] });
        expect(
          await call('countQuery', 'visitor', {
            collection: 'works',
            where: [['era', '==', 'romantic']],
          }),
        ).toBe(2);
      });

      it('refuses a query that needs a composite index, naming the index, to get and listen', async () => {
        const needsIndex: QuerySpec = {
          collection: 'works',
          where: [['era', '==', 'romantic']],
          orderBy: [['year', 'desc']],
        };
        const refused = await call('query', 'visitor', needsIndex);
        expect(refused).toMatchObject({ code: 'failed-precondition' });
        expect((refused as { message: string }).message).toMatch(/index/i);
        // The index to add, as firestore.indexes.json spells it: era, then year descending.
        expect((refused as { message: string }).message).toMatch(
          /"fieldPath": "era"[\s\S]*"fieldPath": "year",\s*"order": "DESCENDING"/,
        );
        await call('watchQuery', 'visitor', needsIndex, 'needs-index');
        await expect
          .poll(() => call('log', 'visitor', 'needs-index'), POLL)
          .toMatchObject({
            errors: ['failed-precondition'],
          });
      });

      it('refuses a listen on a path with a reserved id, and the same listen again', async () => {
        // As the web SDK's "will reject same listens twice in a row" runs against production.
        for (const watchId of ['badpath-1', 'badpath-2']) {
          await call('watchCollection', 'visitor', 'a/__badpath__/b', watchId);
          await expect
            .poll(() => call('log', 'visitor', watchId), POLL)
            .toMatchObject({ errors: ['invalid-argument'] } satisfies Partial<SnapshotLog>);
          await call('unwatch', 'visitor', watchId);
        }
      });

      it('orders numeric ids as the server does, in queries and listeners', async () => {
        const catalogue = { b: { opus: 2 }, __id10__: { opus: 1 }, '__id-5__': { opus: 3 } };
        for (const [id, data] of Object.entries(catalogue)) {
          expect(await call('setDoc', 'writer', `catalogue/${id}`, data)).toBe('ok');
        }
        expect(await call('setDoc', 'writer', 'catalogue/__id2__', { opus: 1 })).toBe('ok');
        const serverOrder = ['__id-5__', '__id2__', '__id10__', 'b'];
        expect(await call('query', 'visitor', { collection: 'catalogue' })).toEqual({
          ids: serverOrder,
        });
        await call('watchQuery', 'visitor', { collection: 'catalogue' }, 'catalogue');
        await expect
          .poll(async () => (await call('log', 'visitor', 'catalogue')).snapshots, POLL)
          .toEqual([serverOrder.map((id) => `added:${id}`)]);
        await call('unwatch', 'visitor', 'catalogue');
        // Two inequality fields need a composite index, named in field-path order.
        const refused = await call('query', 'visitor', {
          collection: 'catalogue',
          where: [
            ['opus', '>', 0],
            ['key', '<', 'z'],
          ],
        });
        expect(refused).toMatchObject({ code: 'failed-precondition' });
        expect((refused as { message: string }).message).toMatch(
          /"fieldPath": "key"[\s\S]*"fieldPath": "opus"/,
        );
      });

      it('tells a query listener of adds, changes and removals, in order', async () => {
        await call('setDoc', 'writer', 'programme/overture', { part: 1, slot: 'first' });
        await call(
          'watchQuery',
          'visitor',
          {
            collection: 'programme',
            where: [['part', '==', 1]],
          },
          'programme',
        );
        const changes = async () => (await call('log', 'visitor', 'programme')).snapshots;
        await expect.poll(changes, POLL).toEqual([['added:overture']]);
        await call('setDoc', 'writer', 'programme/concerto', { part: 1, slot: 'second' });
        await call('setDoc', 'writer', 'programme/overture', { part: 1, slot: 'last' });
        await call('setDoc', 'writer', 'programme/concerto', {
          part: 2,
          slot: 'after the interval',
        });
        await call('batch', 'writer', [{ kind: 'delete', path: 'programme/overture' }]);
        await expect
          .poll(async () => (await changes()).flat(), POLL)
          .toEqual([
            'added:overture',
            'added:concerto',
            'modified:overture',
            'removed:concerto',
            'removed:overture',
          ]);
        expect((await call('log', 'visitor', 'programme')).errors).toEqual([]);
        await call('unwatch', 'visitor', 'programme');
      });

      it('applies every transform in one update', async () => {
        await call('setDoc', 'writer', 'rooms/transformed', {
          plays: 1,
          ratio: 1,
          tags: ['baroque'],
          removed: ['gone', 'kept'],
          dropped: 'soon',
        });
        expect(await call('transform', 'writer', 'rooms/transformed')).toEqual({
          plays: 3,
          ratio: 1.5,
          tags: ['baroque', 'romantic'],
          removed: ['kept'],
          stampedIsTimestamp: true,
        });
      });

      it('commits a batch atomically: a failing write leaves the others unwritten', async () => {
        expect(
          await call('batch', 'writer', [
            { kind: 'set', path: 'rooms/batched', data: { v: 1 } },
            { kind: 'update', path: 'rooms/never-written', data: { v: 1 } },
          ]),
        ).toBe('not-found');
        expect(await call('getDoc', 'visitor', 'rooms/batched')).toEqual({
          exists: false,
          data: null,
        });
        expect(
          await call('batch', 'writer', [
            { kind: 'set', path: 'rooms/batched', data: { v: 1 } },
            { kind: 'update', path: 'rooms/transformed', data: { plays: 0 } },
          ]),
        ).toBe('ok');
        expect(await call('getDoc', 'visitor', 'rooms/batched')).toEqual({
          exists: true,
          data: { v: 1 },
        });
      });

      it('ends 20 concurrent transactional increments from two browsers exact', async () => {
        const written = (
          await Promise.all([
            call('incrementConcurrently', 'visitor', 'counters/concurrent', 10),
            call('incrementConcurrently', 'writer', 'counters/concurrent', 10),
          ])
        ).flat();
        expect([...written].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        expect(await call('getDoc', 'visitor', 'counters/concurrent')).toEqual({
          exists: true,
          data: { n: 20 },
        });
      });
    });

    it('carries the signed-in user from the handshake headers to the rules', async () => {
      expect(await call('setDoc', 'alice', 'private/alice', { mine: true })).toBe('ok');
      expect(await call('getDoc', 'alice', 'private/alice')).toEqual({
        exists: true,
        data: { mine: true },
      });
    });

    it('rejects a denied write with permission-denied and keeps writing afterwards', async () => {
      expect(await call('setDoc', 'visitor', 'private/visitor', { mine: true })).toBe(
        'permission-denied',
      );
      expect(await call('setDoc', 'visitor', 'rooms/after-denial', { ok: true })).toBe('ok');
      expect(await call('getDoc', 'writer', 'rooms/after-denial')).toMatchObject({
        exists: true,
      });
    });

    it('reports a denied listen to onSnapshot as permission-denied', async () => {
      await call('watchDoc', 'visitor', 'private/alice', 'denied');
      await expect
        .poll(() => call('log', 'visitor', 'denied'), POLL)
        .toMatchObject({
          errors: ['permission-denied'],
        } satisfies Partial<SnapshotLog>);
    });

    it(`used ${longPolling ? 'long-poll (CI=1)' : 'streaming (CI=0)'} back channels`, () => {
      const backChannels = seen.requests.filter(
        (url) => url.searchParams.get('TYPE') === 'xmlhttp',
      );
      expect(backChannels.length).toBeGreaterThan(0);
      const modes = backChannels.map((url) => url.searchParams.get('CI'));
      if (longPolling) {
        expect(new Set(modes)).toEqual(new Set(['1']));
      } else {
        // Default settings stream. The client falls back to long polls when a back channel's
        // first bytes come later than its timer (its buffering-proxy detection), which a loaded
        // machine can trip however soon the emulator answers: only the first is certain. That
        // the emulator sends its noop at once is checked over HTTP
        // (test/webchannel/back-channel.test.ts).
        expect(modes[0]).toBe('0');
      }
      // The handshake's X-HTTP-Session-Id reached the client (CORS exposes it): it names its
      // later requests with it.
      expect(backChannels.every((url) => url.searchParams.get('gsessionid'))).toBe(true);
      expect(seen.pageErrors).toEqual([]);
    });

    it('keeps a listener alive when the server forgets its channel sessions', async () => {
      await call('setDoc', 'writer', 'rooms/resilient', { v: 1 });
      await call('watchDoc', 'visitor', 'rooms/resilient', 'resilient');
      await expect
        .poll(async () => (await call('log', 'visitor', 'resilient')).snapshots.at(-1), POLL)
        .toEqual({ v: 1 });
      // Every back channel ends; the next request of each client meets "Unknown SID" and the
      // SDK opens new channels, re-adding its targets with their resume tokens.
      emulator.dropChannelSessions();
      await expect.poll(() => seen.channelRejections, POLL).toBeGreaterThan(0);
      await call('setDoc', 'writer', 'rooms/resilient', { v: 2 });
      await expect
        .poll(async () => (await call('log', 'visitor', 'resilient')).snapshots.at(-1), POLL)
        .toEqual({ v: 2 });
      expect((await call('log', 'visitor', 'resilient')).errors).toEqual([]);
      await call('unwatch', 'visitor', 'resilient');
    });

    it('terminates its channels when the Firestore instance is terminated', async () => {
      const openBefore = emulator.openStreamCount();
      await call('disconnect', 'writer');
      await expect
        .poll(
          () => seen.requests.filter((url) => url.searchParams.get('TYPE') === 'terminate').length,
          POLL,
        )
        .toBeGreaterThan(0);
      // The server has closed the writer's streams too.
      await expect.poll(() => emulator.openStreamCount(), POLL).toBeLessThan(openBefore);
    });
  });
});
