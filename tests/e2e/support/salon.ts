// Finding things in the Salon's list, shared by the walks that start from it.
import { expect, type Locator, type Page } from '@playwright/test';

/** "Showing x-y of n discussions" is on screen: the list has loaded. */
export async function expectDiscussionsListed(page: Page): Promise<void> {
  await expect(page.getByText(/^Showing \d+-\d+ of \d+\+? discussions?$/)).toBeVisible();
}

/**
 * The app has put its page in the place of the server's (docs/sharing.md, "The app takes over"),
 * whose fields take no input: what a keyboard does is the app's from here on.
 */
export async function expectTakenOver(page: Page): Promise<void> {
  await expect(page.locator('[data-server-page]')).toHaveCount(0);
}

/** The title link of the first discussion in the list. */
export function firstDiscussionLink(page: Page): Locator {
  return page
    .getByRole('list', { name: 'Discussions' })
    .getByRole('article')
    .first()
    .getByRole('heading')
    .getByRole('link');
}
