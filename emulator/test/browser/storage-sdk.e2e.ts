// The browser build of `firebase/storage` (unmodified, bundled by Vite) in Chromium against the
// Storage emulator, from a page of another origin: CORS, preflights and the X-Goog-Upload-*
// headers the SDK must be allowed to read, as in `npm start`.
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startStorageEmulator, type RunningStorageEmulator } from '../../src/storage/index.js';
import type { StorageHarness } from './page/storage-harness.js';
import { launchChromium } from './support/chromium.js';
import { serveHarnessPage, type ServedPage } from './support/page-bundle.js';

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file=**} {
      allow read: if true;
      allow write: if request.auth != null && request.auth.uid == uid;
    }
  }
}`;
const BUCKET = 'demo-storage-browser.appspot.com';

let emulator: RunningStorageEmulator;
let served: ServedPage;
let browser: Browser;
let page: Page;

type Method = keyof StorageHarness;
async function call<M extends Method>(
  method: M,
  ...args: Parameters<StorageHarness[M]>
): Promise<Awaited<ReturnType<StorageHarness[M]>>> {
  return page.evaluate(
    ([name, values]) => {
      const harness = (globalThis as unknown as { storageHarness: StorageHarness }).storageHarness;
      return (harness[name] as (...input: unknown[]) => unknown)(...values);
    },
    [method, args] as const,
  ) as Promise<Awaited<ReturnType<StorageHarness[M]>>>;
}

beforeAll(async () => {
  emulator = await startStorageEmulator({ port: 0, rules: RULES });
  [served, browser] = await Promise.all([
    serveHarnessPage(new URL('./page/storage-harness.ts', import.meta.url).pathname),
    launchChromium(),
  ]);
  page = await (await browser.newContext()).newPage();
  await page.goto(served.url);
  await page.waitForFunction(() => 'storageHarness' in globalThis);
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await emulator?.stop();
});

it('a signed-in member uploads, relabels, lists, downloads by URL and deletes from a page', async () => {
  await call('connect', emulator.port, BUCKET, 'u1');
  expect(await call('uploadText', 'users/u1/bio.txt', 'Pianist', 'text/plain')).toEqual({
    ok: { size: 7, contentType: 'text/plain' },
  });
  expect(await call('relabel', 'users/u1/bio.txt', 'About me')).toEqual({
    ok: { caption: 'About me' },
  });
  expect(await call('downloadText', 'users/u1/bio.txt')).toEqual({
    ok: { status: 200, text: 'Pianist' },
  });
  expect(await call('list', 'users/u1')).toEqual({
    ok: { items: ['users/u1/bio.txt'], prefixes: [] },
  });
  expect(await call('remove', 'users/u1/bio.txt')).toEqual({ ok: undefined });
});

it('a resumable upload reads the session headers through CORS and reports progress', async () => {
  await call('connect', emulator.port, BUCKET, 'u1');
  const size = 1024 * 1024;
  const result = await call('uploadResumable', 'users/u1/recording.bin', size);
  expect(result).toMatchObject({ ok: { size } });
  const progress = 'ok' in result ? result.ok.progress : [];
  expect(progress.at(-1)).toBe(size);
  expect(
    Buffer.from(emulator.state.get(BUCKET, 'users/u1/recording.bin')?.bytes ?? []).length,
  ).toBe(size);
});

it("a visitor's write is storage/unauthorized, read by the page across origins", async () => {
  await call('connect', emulator.port, BUCKET, null);
  expect(await call('uploadText', 'users/u1/forged.txt', 'x', 'text/plain')).toEqual({
    code: 'storage/unauthorized',
  });
});
