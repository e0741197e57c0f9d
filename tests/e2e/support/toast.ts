import { expect, type Page } from '@playwright/test';

/**
 * A toast's title or description as the person sees it. Exact, because the toast also reads
 * its whole text into a screen-reader live region, which would match a partial text too.
 */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}
