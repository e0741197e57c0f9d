// The frame around every page, as a visitor sees it in Chromium.
import { expect, test } from './support/test.js';
import { expectToast } from './support/toast.js';

test('a visitor sees the top bar with the bell and a Sign In button, and the footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('The Social Home of Classical Music');
  await expect(
    page.getByRole('link', { name: 'The Social Home of Classical Music, home' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // The bell is there for visitors too; its list says notifications come with an account.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Sign in to see your notifications.')).toBeVisible();
  await page.keyboard.press('Escape');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  await expect(footer.getByText('Beta')).toBeVisible();
});

test('the TikTok button only announces that it is coming soon', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /TikTok/ })
    .click();
  await expectToast(page, 'TikTok integration is coming soon!');
});
