import { expect, type Page } from '@playwright/test';

/**
 * A toast's title or description as the person sees it, in the toasts' region (a toast may say
 * what a button on the page says, "Following"). The region counts even while a modal dialog
 * hides the rest of the page from assistive technology, as Radix's dialogs do. Exact, because
 * the toast also reads its whole text into a screen-reader live region, which would match a
 * partial text too.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toasts = page.getByRole('region', { name: /^Messages/, includeHidden: true });
  await expect(toasts.getByText(text, { exact: true })).toBeVisible();
}
