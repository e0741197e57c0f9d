// The browser SDK (firebase 12, unmodified, bundled by Vite) in Chromium against the emulator,
// with default settings (WebChannel streaming back channel) and with experimentalForceLongPolling.
// The page is served from another origin, so CORS and preflights are those of a real app.

import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Harness, HarnessOptions, SnapshotLog } from './page/harness.js';
import { launchChromium } from './support/chromium.js';
import { emulatorTargets, type EmulatorUnderTest } from './support/emulator-under-test.js';
import { serveHarnessPage, type ServedPage } from './support/page-bundle.js';

const RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /rooms/{id} { allow read, write: if true; }
    match /counters/{id} { allow read, write: if true; }
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

/** Polls until the expectation holds; the SDK delivers asynchronously (and backs off on errors). */
const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 15_000, interval: 50 });

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
      await eventually(() => call('log', 'visitor', 'live')).toMatchObject({
        snapshots: [{ v: 1 }],
        errors: [],
      });
      await call('setDoc', 'writer', 'rooms/live', { v: 2 });
      await eventually(async () => (await call('log', 'visitor', 'live')).snapshots.at(-1)).toEqual(
        { v: 2 },
      );
      await call('unwatch', 'visitor', 'live');
    });

    it('delivers onSnapshot updates for a collection', async () => {
      await call('watchCollection', 'visitor', 'rooms', 'rooms');
      await eventually(
        async () => (await call('log', 'visitor', 'rooms')).snapshots.length,
      ).toBeGreaterThan(0);
      await call('setDoc', 'writer', 'rooms/zz-new', { v: 1 });
      await eventually(async () =>
        ((await call('log', 'visitor', 'rooms')).snapshots.at(-1) as string[]).includes('zz-new'),
      ).toBe(true);
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
      await eventually(() => call('log', 'visitor', 'denied')).toMatchObject({
        errors: ['permission-denied'],
      } satisfies Partial<SnapshotLog>);
    });

    it(`used ${longPolling ? 'long-poll (CI=1)' : 'streaming (CI=0)'} back channels`, () => {
      const backChannels = seen.requests.filter(
        (url) => url.searchParams.get('TYPE') === 'xmlhttp',
      );
      expect(backChannels.length).toBeGreaterThan(0);
      const modes = new Set(backChannels.map((url) => url.searchParams.get('CI')));
      // Default settings stream; the client falls back to long polls only if the first bytes of a
      // back channel are late (its buffering-proxy detection), which the immediate noop prevents.
      expect([...modes]).toEqual([longPolling ? '1' : '0']);
      // The handshake's X-HTTP-Session-Id reached the client (CORS exposes it): it names its
      // later requests with it.
      expect(backChannels.every((url) => url.searchParams.get('gsessionid'))).toBe(true);
      expect(seen.pageErrors).toEqual([]);
    });

    it('keeps a listener alive when the server forgets its channel sessions', async () => {
      await call('setDoc', 'writer', 'rooms/resilient', { v: 1 });
      await call('watchDoc', 'visitor', 'rooms/resilient', 'resilient');
      await eventually(async () =>
        (await call('log', 'visitor', 'resilient')).snapshots.at(-1),
      ).toEqual({ v: 1 });
      // Every back channel ends; the next request of each client meets "Unknown SID" and the
      // SDK opens new channels, re-adding its targets with their resume tokens.
      emulator.dropChannelSessions();
      await eventually(() => seen.channelRejections).toBeGreaterThan(0);
      await call('setDoc', 'writer', 'rooms/resilient', { v: 2 });
      await eventually(async () =>
        (await call('log', 'visitor', 'resilient')).snapshots.at(-1),
      ).toEqual({ v: 2 });
      expect((await call('log', 'visitor', 'resilient')).errors).toEqual([]);
      await call('unwatch', 'visitor', 'resilient');
    });

    it('terminates its channels when the Firestore instance is terminated', async () => {
      const openBefore = emulator.openStreamCount();
      await call('disconnect', 'writer');
      await eventually(
        () => seen.requests.filter((url) => url.searchParams.get('TYPE') === 'terminate').length,
      ).toBeGreaterThan(0);
      // The server has closed the writer's streams too.
      await eventually(() => emulator.openStreamCount()).toBeLessThan(openBefore);
    });
  });
});
