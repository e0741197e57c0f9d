// Badges in Chromium, as people use them: a new member posts a first discussion and earns First
// Post, which the bell tells and which leads to the badge's holders; the profile shows it, the
// member features it, and it shows beside their name in the discussion. A visitor browses the
// catalogue and a staff badge's holders.
import { BADGE_IDS } from '@salon/domain';
import { expect, test, type Locator, type Page } from './support/test.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { openNewDiscussion } from './support/salon.js';
import { signUpMembers } from './support/sdk.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

const marker = Date.now().toString(36);

/** The bell, also while its open list hides the rest of the page from assistive tech. */
function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/, includeHidden: true });
}

test('a first discussion earns First Post: told by the bell, listed among the holders, shown on the profile and featured beside the name', async ({
  browser,
}) => {
  const username = `badger${marker}`;
  const title = `My first question ${marker}: where to start with Haydn?`;
  await signUpMembers([username]);
  const page = await signedInPage(browser, `${username}@e2e.example`);

  const dialog = await openNewDiscussion(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('104 symphonies and 68 quartets. Which first?');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expect(dialog).toBeHidden();
  const threadPath =
    (await page
      .getByRole('list', { name: 'Discussions' })
      .getByRole('link', { name: title })
      .getAttribute('href')) ?? '';

  // The bell tells, and leads to the badge's page, where the member is the newest holder.
  await expect(bell(page)).toHaveAccessibleName('Notifications (1 unread)');
  await bell(page).click();
  await page.getByRole('menuitem').filter({ hasText: 'You earned the badge First Post' }).click();
  await expect(page).toHaveURL(/\/badges\/first-post$/);
  await expect(page.getByRole('heading', { level: 1, name: 'First Post' })).toBeVisible();
  const holders = page.getByRole('list', { name: 'Holders, newest first' });
  await expect(holders.getByRole('listitem').first()).toContainText(username);

  // The profile's Badges section lists it; the member chooses it as the featured badge.
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Badges' });
  await expect(section.getByRole('list', { name: 'Badges held' })).toContainText('First Post');
  await section.getByLabel('Badge shown beside your name').selectOption({ label: 'First Post' });
  await section.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Your featured badge was saved.');

  // Beside the name in the discussion, linking to the badge.
  await page.goto(threadPath);
  const featured = page.getByRole('link', { name: 'Featured badge: First Post' }).first();
  await expect(featured).toBeVisible();
  await expect(featured).toHaveAttribute('href', '/badges/first-post');
});

test('a visitor browses every badge with its level, and a staff badge’s holders', async ({
  page,
}) => {
  await page.goto('/badges');
  await expect(page.getByRole('heading', { level: 1, name: 'Badges' })).toBeVisible();
  const catalogue = page.getByRole('list', { name: 'Every badge' });
  await expect(catalogue.getByRole('article')).toHaveCount(BADGE_IDS.length);
  const performer = catalogue.getByRole('article', { name: 'Performer' });
  await expect(performer).toContainText('Gold');
  await expect(performer).toContainText('Granted by the staff');
  await expect(performer).toContainText(/\d+ members? holds? it/);
  // Its icon, decorative beside the name it draws.
  await expect(performer.locator('img[src="/badges/performer.svg"]')).toBeVisible();
  await expectNoSeriousViolations(page, 'the badge catalogue');

  await performer.getByRole('link', { name: 'Performer' }).click();
  await expect(page).toHaveURL(/\/badges\/performer$/);
  await expect(
    page.getByRole('list', { name: 'Holders, newest first' }).getByRole('link', { name: /Clara/ }),
  ).toBeVisible();
  await expectNoSeriousViolations(page, 'a badge’s holders');
});
