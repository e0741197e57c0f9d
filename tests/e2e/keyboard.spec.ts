// The Salon by keyboard alone: a member votes in the daily poll and replies to a
// discussion with Tab, the arrow keys, Space and Enter, and every control reached shows where
// the focus is.
import { expect, test, type Locator, type Page } from './support/test.js';
import { expectDiscussionsListed, expectHydrated, firstDiscussionLink } from './support/salon.js';
import { signedInPage } from './support/session.js';
import { signUpMembers } from './support/sdk.js';
import { expectToast } from './support/toast.js';

/** Presses Tab until `target` has the focus (at most `limit` times), then checks it shows. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  const focusedTarget = target.and(page.locator(':focus'));
  for (let presses = 0; presses < limit && (await focusedTarget.count()) === 0; presses += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  // The site's focus ring (:focus-visible in web/src/styles/index.css): drawn, not just there.
  await expect(target).toHaveCSS('outline-style', 'solid');
  await expect(target).not.toHaveCSS('outline-width', '0px');
}

test('a member votes and replies with the keyboard alone, always seeing the focus', async ({
  browser,
}) => {
  const username = `keys${Date.now().toString(36).slice(-6)}`;
  await signUpMembers([username]);
  const page = await signedInPage(browser, `${username}@e2e.example`);
  await page.goto('/salon');
  await expectDiscussionsListed(page);
  // Keys pressed before the page is hydrated would reach no handler.
  await expectHydrated(page);
  await page.locator('body').focus();

  // The day's poll (the week's has its own): Tab into the options, choose with the arrow keys,
  // Tab to Vote, Enter.
  const dailyPoll = page.getByRole('region', { name: 'Daily Poll' });
  // The ballot comes once her own vote is read: Tab pressed before it would pass where it goes.
  await expect(dailyPoll.getByRole('button', { name: 'Vote' })).toBeVisible();
  const firstOption = dailyPoll.getByRole('radio').first();
  await tabTo(page, firstOption);
  await page.keyboard.press('ArrowDown');
  await expect(dailyPoll.getByRole('radio').nth(1)).toBeChecked();
  await tabTo(page, dailyPoll.getByRole('button', { name: 'Vote' }));
  await page.keyboard.press('Enter');
  await expect(dailyPoll.getByRole('button', { name: 'Change vote' })).toBeVisible();

  // A discussion: Tab to its title link, Enter, Tab to the reply box, type, Tab to Post Reply.
  const title = firstDiscussionLink(page);
  const threadTitle = await title.innerText();
  await tabTo(page, title, 120);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();

  const replyBox = page.getByLabel('Your reply');
  await tabTo(page, replyBox);
  await page.keyboard.type('Heard by keyboard: the slow movement is the heart of it.');
  await tabTo(page, page.getByRole('button', { name: 'Post Reply' }));
  await page.keyboard.press('Enter');
  await expectToast(page, 'Your reply has been added to the discussion.');
  await expect(
    page.getByText('Heard by keyboard: the slow movement is the heart of it.'),
  ).toBeVisible();
});
