import { expect, type Page } from '@playwright/test';

/**
 * A toast's title or description as the person sees it, in the toasts' region (a toast may say
 * what a button on the page says, "Following"). Exact, because the toast also reads its whole
 * text into a screen-reader live region, which would match a partial text too.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /^Messages/ });
  await expect(toasts.getByText(text, { exact: true })).toBeVisible();
}
