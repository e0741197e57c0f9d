// Two-step verification in Chromium against the local stack: a member (verified
// address) sets it up from the own profile with the QR code's key and the first code, signs out,
// signs in with the password and then a code (a wrong one refused first), and turns it off again.
// The codes are computed from the key as an authenticator app would (otpauth).
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, test } from './support/test.js';
import { DEMO_PASSWORD, signIn, signOut } from './support/session.js';
import { signUpMembers, verifyEmailOf } from './support/sdk.js';
import { expectToast } from './support/toast.js';

const codeFor = (key: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: at });

/** A code no window around now accepts (the app's codes of the last and next minutes excluded). */
function wrongCode(key: string): string {
  const near = new Set(
    Array.from({ length: 13 }, (_, index) => codeFor(key, Date.now() + (index - 6) * 30_000)),
  );
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!near.has(code)) return code;
  }
}

async function setUpTwoFactor(page: Page): Promise<string> {
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Two-step verification' });
  await section.getByRole('button', { name: 'Set up two-step verification' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await confirm.getByLabel('Password').fill(DEMO_PASSWORD);
  await confirm.getByRole('button', { name: 'Continue' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan this code with your authenticator app' });
  await expect(scan.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await scan.locator('code').textContent()) ?? '';
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await scan.getByLabel('Code', { exact: true }).fill(wrongCode(key));
  await scan.getByRole('button', { name: 'Turn on' }).click();
  await expect(scan.getByRole('alert')).toHaveText(
    'That code is not right, or it has expired. Enter the code your app shows now.',
  );
  await scan.getByLabel('Code', { exact: true }).fill(codeFor(key));
  await scan.getByRole('button', { name: 'Turn on' }).click();
  await expectToast(page, 'Two-step verification is on');
  await expect(
    section.getByRole('button', { name: 'Turn off two-step verification' }),
  ).toBeVisible();
  return key;
}

test('a member turns on two-step verification, then signs in with a code, a wrong one refused', async ({
  page,
}) => {
  const username = `totp${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@e2e.example`;
  await signUpMembers([username]);
  await verifyEmailOf(email);
  await signIn(page, email);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  const key = await setUpTwoFactor(page);
  await signOut(page);

  await signIn(page, email);
  const step = page.getByRole('form', { name: 'Two-step verification' });
  await expect(
    step.getByText('Enter the 6-digit code your authenticator app shows for this account.'),
  ).toBeVisible();
  await step.getByLabel('Code', { exact: true }).fill(wrongCode(key));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toHaveText(
    'That code is not right, or it has expired. Enter the code your app shows now.',
  );
  await expect(page.getByRole('button', { name: /^Account menu/ })).toHaveCount(0);
  await step.getByLabel('Code', { exact: true }).fill(codeFor(key));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  // Turning it off takes the password and a code; then the password alone signs in.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
  const off = page.getByRole('alertdialog', { name: 'Turn off two-step verification?' });
  await off.getByLabel('Password').fill(DEMO_PASSWORD);
  await off.getByLabel('Code', { exact: true }).fill(codeFor(key));
  await off.getByRole('button', { name: 'Turn off' }).click();
  await expectToast(page, 'Two-step verification is off');
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
});
