// Finding things in the Salon's list, shared by the walks that start from it.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * "Showing x-y of n discussions" is on screen and the page is the app's to use: the server's
 * page lists the discussions before any script, and a member's actions wait for the session.
 */
export async function expectDiscussionsListed(page: Page): Promise<void> {
  await expect(page.getByText(/^Showing \d+-\d+ of \d+\+? discussions?$/)).toBeVisible();
  await expectHydrated(page);
}

/**
 * The app has hydrated the page the server rendered and Auth has answered (docs/sharing.md, "One
 * tree"): the top bar's account controls, which come only then, are there.
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(
    page.getByRole('navigation', { name: 'Account' }).getByRole('button').first(),
  ).toBeVisible();
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
