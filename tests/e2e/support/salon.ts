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

/**
 * Goes to `path` (the Salon by default), waits until the page knows who is signed in (New
 * Discussion does nothing before), and opens the New Discussion dialog.
 */
export async function openNewDiscussion(page: Page, path = '/salon'): Promise<Locator> {
  await page.goto(path);
  await expectDiscussionsListed(page);
  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start a New Discussion' });
  await expect(dialog).toBeVisible();
  return dialog;
}
