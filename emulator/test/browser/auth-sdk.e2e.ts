// "Continue with Google" in Chromium against our Auth emulator, offline: the unmodified browser
// build of `firebase/auth` opens the emulator's account chooser (a popup, or the page itself for
// a redirect), receives the choice through the emulator's frame and signs in with signInWithIdp.
// Google's frame library cannot load here; the emulator's stand-in (gapi.js) takes its place.
import type { Browser, Page } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startAuthEmulator, type RunningAuthEmulator } from '../../src/auth/index.js';
import type { AuthHarness } from './page/auth-harness.js';
import { launchChromium } from './support/chromium.js';
import { serveHarnessPage, type ServedPage } from './support/page-bundle.js';

let emulator: RunningAuthEmulator;
let served: ServedPage;
let browser: Browser;
let page: Page;

type Method = keyof AuthHarness;
async function call<M extends Method>(
  method: M,
  ...args: Parameters<AuthHarness[M]>
): Promise<Awaited<ReturnType<AuthHarness[M]>>> {
  return page.evaluate(
    ([name, values]) => {
      const harness = (globalThis as unknown as { authHarness: AuthHarness }).authHarness;
      return (harness[name] as (...input: unknown[]) => unknown)(...values);
    },
    [method, args] as const,
  ) as Promise<Awaited<ReturnType<AuthHarness[M]>>>;
}

async function openPage(): Promise<void> {
  await page.goto(served.url);
  await page.waitForFunction(() => 'authHarness' in globalThis);
  await call('connect', emulator.port);
}

beforeAll(async () => {
  emulator = await startAuthEmulator({ projectId: 'demo-auth-browser', port: 0 });
  [served, browser] = await Promise.all([
    serveHarnessPage(new URL('./page/auth-harness.ts', import.meta.url).pathname),
    launchChromium(),
  ]);
  page = await (await browser.newContext()).newPage();
  await openPage();
});

afterAll(async () => {
  await browser?.close();
  await served?.stop();
  await emulator?.stop();
});

it('a popup signs a newcomer up with an identity added in the chooser, and again by picking it', async () => {
  const opened = page.waitForEvent('popup');
  await call('startPopup');
  const chooser = await opened;
  await chooser.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
  await chooser.getByLabel('Email').fill('nadia@example.com');
  await chooser.getByLabel('Display name').fill('Nadia Boulanger');
  await chooser.getByRole('button', { name: 'Sign in with new account' }).click();
  const first = await call('popupResult');
  expect(first).toMatchObject({
    ok: {
      email: 'nadia@example.com',
      displayName: 'Nadia Boulanger',
      providers: ['google.com'],
      isNewUser: true,
    },
  });
  await call('signOut');

  const reopened = page.waitForEvent('popup');
  await call('startPopup');
  const again = await reopened;
  await again.getByRole('button', { name: /Nadia Boulanger/ }).click();
  const second = await call('popupResult');
  expect(second).toMatchObject({ ok: { isNewUser: false } });
  expect('ok' in second && 'ok' in first && second.ok?.uid === first.ok?.uid).toBe(true);
  await call('signOut');
});

// The SDK waits 8 s after the window closes before it gives up (its own timer).
it(
  'a popup closed without a choice ends the attempt with auth/popup-closed-by-user',
  {
    timeout: 40_000,
  },
  async () => {
    const opened = page.waitForEvent('popup');
    await call('startPopup');
    await (await opened).close();
    expect(await call('popupResult')).toEqual({ code: 'auth/popup-closed-by-user' });
    expect(await call('currentUid')).toBeNull();
  },
);

it('a redirect leaves for the chooser and comes back signed in', async () => {
  await call('startRedirect');
  await page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
  await page.getByLabel('Email').fill('germaine@example.com');
  await page.getByRole('button', { name: 'Sign in with new account' }).click();
  await page.waitForURL(served.url);
  await page.waitForFunction(() => 'authHarness' in globalThis);
  await call('connect', emulator.port);
  expect(await call('redirectResult')).toMatchObject({
    ok: { email: 'germaine@example.com', providers: ['google.com'], isNewUser: true },
  });
});
