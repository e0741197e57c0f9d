// The streaming callback screen (/auth/spotify/callback) in Chromium against the local stack and
// its fake Spotify: its texts and toasts, the 3 s return home, and a whole connection through the
// fake provider's authorize page. The profile page that hosts the streaming section comes with
// the profiles issue; until then the authorization is started through the callable directly.
import { expect, test } from '@playwright/test';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { DEMO_PASSWORD, signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

/** The stack's project and emulator ports (firebase.json, .firebaserc). */
const PROJECT_ID = 'demo-classical-home';

/** spotifyAuthStart as `email`, from outside the browser: the provider's authorize URL. */
async function startAuthorization(email: string): Promise<string> {
  const app = initializeApp({ projectId: PROJECT_ID, apiKey: 'demo-key' }, `e2e-${Date.now()}`);
  try {
    const auth = getAuth(app);
    connectAuthEmulator(auth, 'http://127.0.0.1:9099', { disableWarnings: true });
    await signInWithEmailAndPassword(auth, email, DEMO_PASSWORD);
    const functions = getFunctions(app);
    connectFunctionsEmulator(functions, '127.0.0.1', 5001);
    const started = await httpsCallable<object, { authUrl: string }>(
      functions,
      'spotifyAuthStart',
    )({});
    return started.data.authUrl;
  } finally {
    await deleteApp(app);
  }
}

test('the callback with no code goes home at once', async ({ browser }) => {
  const page = await signedInPage(browser, 'amadeus@demo.example');
  await page.goto('/auth/spotify/callback');
  await expect(page).toHaveURL('/');
});

test('a cancelled authorization says so, then goes home after 3 s', async ({ browser }) => {
  const page = await signedInPage(browser, 'amadeus@demo.example');
  await page.goto('/auth/spotify/callback?error=access_denied&state=abc');
  await expectToast(page, 'Authorization Failed');
  await expectToast(page, 'Spotify authorization was cancelled or failed.');
  await expect(page.getByRole('heading', { name: 'Processing Complete' })).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
});

test('denying on the provider’s page comes back as a failed authorization', async ({ browser }) => {
  const page = await signedInPage(browser, 'lili@demo.example');
  await page.goto(await startAuthorization('lili@demo.example'));
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(/\/auth\/spotify\/callback\?error=access_denied/);
  await expectToast(page, 'Authorization Failed');
  await expect(page).toHaveURL('/', { timeout: 10_000 });
});

test('a member approves on the fake provider and comes back connected and analysed', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'fanny@demo.example');
  await page.goto(await startAuthorization('fanny@demo.example'));
  await expect(page.getByRole('heading', { name: 'Fake Spotify' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/auth\/spotify\/callback\?code=/);
  await expectToast(page, 'Analysis Complete');
  await expectToast(page, 'Found 8 classical tracks in your recent listening history.');
  await expect(page.getByRole('heading', { name: 'Processing Complete' })).toBeVisible();
  await expect(page).toHaveURL('/', { timeout: 10_000 });
});

test('a code that does not match the pending authorization fails with the spec’s wording', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'amadeus@demo.example');
  // The exchange waits until the working text has been seen.
  let release = () => undefined as void;
  const seen = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/spotifyAuthCallback', async (route) => {
    await seen;
    await route.continue();
  });
  await page.goto('/auth/spotify/callback?code=made-up&state=made-up');
  await expect(page.getByRole('heading', { name: 'Connecting to Spotify...' })).toBeVisible();
  release();
  await expectToast(page, 'Connection Failed');
  await expectToast(
    page,
    'Failed to complete Spotify connection: This Spotify authorization has expired or was already used. Please connect again.',
  );
  await expect(page).toHaveURL('/', { timeout: 10_000 });
});
