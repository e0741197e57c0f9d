// Continue with Google in Chromium against the local stack, offline: the Auth emulator's account
// chooser stands in for Google's. A newcomer signs up with Google and chooses a username first
// (with the sign-up form's messages), then signs in again with Google; a member with a password is
// refused by Google at first, signs in with the password and has Google linked, then signs in with
// Google; the demo member Lili signs in with her Google identity.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.js';
import { DEMO_PASSWORD, signOut } from './support/session.js';
import { signUpMembers } from './support/sdk.js';
import { expectToast } from './support/toast.js';

/** Opens Google's (the emulator's) chooser from /auth. */
async function openGoogleChooser(page: Page): Promise<Page> {
  await page.goto('/auth');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = await opened;
  await expect(chooser.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  return chooser;
}

async function addGoogleAccount(chooser: Page, email: string, name: string): Promise<void> {
  await chooser.getByLabel('Email').fill(email);
  await chooser.getByLabel('Display name').fill(name);
  await chooser.getByRole('button', { name: 'Sign in with new account' }).click();
}

test('a newcomer signs up with Google, chooses a username, and signs in with Google again', async ({
  page,
}) => {
  const stamp = Date.now().toString(36).slice(-6);
  const email = `google${stamp}@e2e.example`;
  const username = `organist${stamp}`;

  await addGoogleAccount(await openGoogleChooser(page), email, `Organist ${stamp}`);
  const step = page.getByRole('form', { name: 'Choose your username' });
  await expect(step).toBeVisible();
  // The sign-up form's rules and messages.
  await step.getByLabel('Username').fill('ab');
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step.getByRole('alert')).toHaveText(
    'Please fix the username validation errors before submitting.',
  );
  await step.getByLabel('Username').fill(username);
  await step.getByRole('button', { name: 'Continue' }).click();
  await expect(step.getByRole('alert')).toHaveText(
    'Please agree to the Terms of Use and Privacy Policy to continue.',
  );
  await step.getByRole('checkbox').check();
  await step.getByRole('button', { name: 'Continue' }).click();
  await expectToast(page, 'Account created successfully!');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(`@${username}`).first()).toBeVisible();
  // Google is this member's only way in: the profile does not offer to remove it.
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await expect(
    methods.getByText('This is your only way to sign in, so it cannot be removed.'),
  ).toBeVisible();
  await expect(methods.getByRole('button', { name: 'Unlink Google' })).toHaveCount(0);

  await signOut(page);
  const chooser = await openGoogleChooser(page);
  await chooser.getByRole('button', { name: new RegExp(`Organist ${stamp}`) }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Choose your username' })).toHaveCount(0);
});

test('Google for an address with a password account: sign in with the password, Google is linked', async ({
  page,
}) => {
  const username = `linker${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@e2e.example`;
  await signUpMembers([username]);

  await addGoogleAccount(await openGoogleChooser(page), email, 'Linker');
  await expect(
    page.getByText(
      `An account already uses ${email}. Sign in with its password below and we will link your Google account to it, so you can use either next time.`,
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectToast(page, 'Google linked');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  await signOut(page);
  const chooser = await openGoogleChooser(page);
  await chooser.getByRole('button', { name: /Linker/ }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText(`@${username}`).first()).toBeVisible();

  // The own profile unlinks Google and links it again.
  const methods = page.getByRole('region', { name: 'Sign-in methods' });
  await methods.getByRole('button', { name: 'Unlink Google' }).click();
  await expectToast(page, 'Google unlinked');
  await expect(methods.getByText('Not linked')).toBeVisible();
  const opened = page.waitForEvent('popup');
  await methods.getByRole('button', { name: 'Link Google' }).click();
  // Unlinked, that identity is no longer in the chooser's list: the member adds theirs again.
  await addGoogleAccount(await opened, email, 'Linker');
  await expectToast(page, 'Google linked');
  await expect(methods.getByRole('button', { name: 'Unlink Google' })).toBeVisible();
});

test('the demo member Lili signs in with her Google identity', async ({ page }) => {
  const chooser = await openGoogleChooser(page);
  await chooser.getByRole('button', { name: /Lili B\./ }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByText('@lili').first()).toBeVisible();
});
