import { expect, test } from '@playwright/test';

test('the app shell renders in Chromium', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('The Social Home of Classical Music');
  await expect(
    page.getByRole('heading', { name: 'The Social Home of Classical Music' }),
  ).toBeVisible();
});
