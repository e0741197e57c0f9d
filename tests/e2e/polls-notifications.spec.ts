// The daily poll and the notification bell in Chromium, as people use them: an admin opens a poll,
// two members vote and watch the percentages move live, one changes her vote; a reply by one member
// raises the other's badge live, clicking it lands on the thread, "Mark all read" clears it, and a
// notification whose thread is gone says so.
import { expect, test, type Locator, type Page } from './support/test.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

test.describe.configure({ mode: 'serial' });

// Other suites share the stack: every title here carries a word nobody else writes.
const marker = `nocturne${Date.now().toString(36)}`;
const pollTitle = `Chopin ${marker}: which set?`;
const threadTitle = `Field ${marker}: who wrote the first nocturne?`;

function dailyPoll(page: Page): Locator {
  return page.getByRole('region', { name: 'Daily Poll' });
}

/** One option's row in the locked results. */
function result(page: Page, option: string): Locator {
  return dailyPoll(page)
    .getByRole('list', { name: 'Results' })
    .getByRole('listitem')
    .filter({ hasText: option });
}

async function expectResult(page: Page, option: string, votes: string, percentage: string) {
  await expect(result(page, option)).toContainText(votes);
  await expect(result(page, option)).toContainText(percentage);
}

async function vote(page: Page, option: string) {
  await dailyPoll(page).getByRole('radio', { name: option }).check();
  await dailyPoll(page).getByRole('button', { name: 'Vote' }).click();
  await expect(result(page, option)).toHaveAttribute('aria-current', 'true');
}

/** The bell, also while its open list hides the rest of the page from assistive tech. */
function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/, includeHidden: true });
}

test('an admin opens a poll; two members vote, see the percentages move live, and one changes her vote', async ({
  browser,
}) => {
  const clara = await signedInPage(browser, 'admin@demo.example');
  await clara.goto('/admin');
  await clara.getByRole('tab', { name: 'Polls' }).click();
  // A bad draft is refused before anything is sent.
  await clara.getByLabel('Poll title').fill(pollTitle);
  await clara.getByRole('textbox', { name: 'Option 1' }).fill('Nocturnes');
  await clara.getByRole('button', { name: 'Create Poll' }).click();
  await expectToast(clara, 'Please provide a title and at least two options for your poll.');
  await clara.getByRole('textbox', { name: 'Option 2' }).fill('Ballades');
  await clara.getByRole('button', { name: 'Add option' }).click();
  await clara.getByRole('textbox', { name: 'Option 3' }).fill('Études');
  await clara.getByLabel('Description').fill('Pick the set you would keep.');
  await clara.getByRole('button', { name: 'Create Poll' }).click();
  await expectToast(clara, 'The poll is now live in The Salon.');
  const listed = clara.getByRole('list', { name: 'Polls' }).getByRole('listitem').first();
  await expect(listed).toContainText(pollTitle);
  await expect(listed).toContainText('Active · 0 votes');

  const fanny = await signedInPage(browser, 'fanny@demo.example');
  const amadeus = await signedInPage(browser, 'amadeus@demo.example');
  await fanny.goto('/salon');
  await amadeus.goto('/salon');
  for (const page of [fanny, amadeus]) {
    await expect(dailyPoll(page).getByRole('heading', { name: pollTitle })).toBeVisible();
    await expect(dailyPoll(page).getByText('Pick the set you would keep.')).toBeVisible();
    await expect(dailyPoll(page).getByRole('button', { name: 'Vote' })).toBeDisabled();
  }

  // Fanny votes: her options lock and show the counts, her choice highlighted.
  await vote(fanny, 'Nocturnes');
  await expectResult(fanny, 'Nocturnes', '1 vote', '100%');
  await expectResult(fanny, 'Ballades', '0 votes', '0%');
  await expect(result(fanny, 'Nocturnes')).toContainText('Your vote');
  await expect(dailyPoll(fanny).getByRole('radio')).toHaveCount(0);

  // Amadeus votes otherwise; Fanny's percentages move without a reload.
  await vote(amadeus, 'Ballades');
  await expectResult(amadeus, 'Ballades', '1 vote', '50%');
  await expectResult(fanny, 'Nocturnes', '1 vote', '50%');
  await expectResult(fanny, 'Ballades', '1 vote', '50%');
  await expect(dailyPoll(fanny).getByText('2 votes in total')).toBeVisible();

  // Fanny changes her vote by voting again: still one vote each, now both on Ballades.
  await dailyPoll(fanny).getByRole('button', { name: 'Change vote' }).click();
  await expect(dailyPoll(fanny).getByRole('radio', { name: 'Nocturnes' })).toBeChecked();
  await vote(fanny, 'Ballades');
  await expectResult(fanny, 'Ballades', '2 votes', '100%');
  await expectResult(fanny, 'Nocturnes', '0 votes', '0%');
  await expectResult(amadeus, 'Ballades', '2 votes', '100%');
  await expectResult(amadeus, 'Nocturnes', '0 votes', '0%');
  await expect(result(fanny, 'Nocturnes')).not.toHaveAttribute('aria-current', 'true');
  await expect(dailyPoll(amadeus).getByText('2 votes in total')).toBeVisible();

  // A poll reply posted anonymously arrives live, naming nobody.
  await dailyPoll(amadeus).getByLabel('Your reply to the poll').fill('The Ballades tell stories.');
  await dailyPoll(amadeus).getByLabel('Post anonymously').check();
  await dailyPoll(amadeus).getByRole('button', { name: 'Post Reply' }).click();
  await expectToast(amadeus, 'Your reply has been added to the poll discussion.');
  const anonymous = dailyPoll(fanny).getByRole('article', { name: 'Reply by Anonymous' });
  await expect(anonymous.getByText('The Ballades tell stories.')).toBeVisible();
  await expect(anonymous.getByRole('button', { name: 'Reply actions' })).toHaveCount(0);

  // Closing the poll takes it out of The Salon, live.
  await clara.reload();
  await clara.getByRole('tab', { name: 'Polls' }).click();
  await clara.getByRole('button', { name: `Close poll: ${pollTitle}` }).click();
  await expectToast(clara, 'The poll no longer accepts votes.');
  await expect(dailyPoll(fanny).getByRole('heading', { name: pollTitle })).toBeHidden();

  for (const page of [clara, fanny, amadeus]) await page.context().close();
});

test("a reply raises the author's badge live; the notification opens the thread; Mark all read clears it", async ({
  browser,
}) => {
  const fanny = await signedInPage(browser, 'fanny@demo.example');
  const amadeus = await signedInPage(browser, 'amadeus@demo.example');

  // Start from nothing unread, whatever the demo data or earlier suites left. Her list holds the
  // demo's notifications: once they show, the unread count is known (before, it reads as none).
  await bell(fanny).click();
  await expect(fanny.getByText('No notifications yet')).toBeHidden();
  const markAllRead = fanny.getByRole('menuitem', { name: 'Mark all read' });
  if (await markAllRead.isEnabled()) await markAllRead.click();
  await fanny.keyboard.press('Escape');
  await expect(bell(fanny)).toHaveAccessibleName('Notifications');

  // Fanny starts a discussion and stays on The Salon. She goes there by the site's own link: a
  // reload now could drop the "Mark all read" writes before they reach the server.
  await fanny
    .getByRole('navigation', { name: 'Community' })
    .getByRole('link', { name: 'The Salon' })
    .click();
  await expect(fanny).toHaveURL(/\/salon$/);
  await fanny.getByRole('button', { name: 'New Discussion' }).first().click();
  const dialog = fanny.getByRole('dialog', { name: 'Start a New Discussion' });
  await dialog.getByLabel('Title').fill(threadTitle);
  await dialog.getByLabel('Content').fill('John Field, before Chopin. Who else?');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expect(dialog).toBeHidden();
  const link = fanny.getByRole('list', { name: 'Discussions' }).getByRole('link', {
    name: threadTitle,
  });
  const threadPath = (await link.getAttribute('href')) ?? '';
  expect(threadPath).toMatch(/^\/salon\/thread\/[^/]+$/);

  // Amadeus replies twice; Fanny's badge rises with each, without a reload.
  await amadeus.goto(threadPath);
  await amadeus.getByLabel('Your reply').fill('Field, in 1812.');
  await amadeus.getByRole('button', { name: 'Post Reply' }).click();
  await expect(bell(fanny)).toHaveAccessibleName('Notifications (1 unread)');
  await expect(bell(fanny)).toHaveText('1');
  await amadeus.getByLabel('Your reply').fill('And Chopin made them sing.');
  await amadeus.getByRole('button', { name: 'Post Reply' }).click();
  await expect(bell(fanny)).toHaveAccessibleName('Notifications (2 unread)');

  // Clicking one marks it read and lands on the thread.
  await bell(fanny).click();
  const item = fanny.getByRole('menuitem').filter({ hasText: threadTitle }).first();
  await expect(item).toContainText(`amadeus replied to your discussion "${threadTitle}"`);
  await expect(item).toContainText('Unread');
  await item.click();
  await expect(fanny).toHaveURL(new RegExp(`${threadPath}$`));
  await expect(fanny.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
  await expect(bell(fanny)).toHaveAccessibleName('Notifications (1 unread)');

  // "Mark all read" clears the badge and every row's unread mark, and the list stays open.
  await bell(fanny).click();
  await fanny.getByRole('menuitem', { name: 'Mark all read' }).click();
  // The open list hides the bell from the accessibility tree, so read its label directly.
  await expect(bell(fanny)).toHaveAttribute('aria-label', 'Notifications');
  await expect(bell(fanny)).toHaveText('');
  const ours = fanny.getByRole('menuitem').filter({ hasText: threadTitle });
  await expect(ours).toHaveCount(2);
  await expect(fanny.getByRole('menuitem', { name: /Unread/ })).toHaveCount(0);
  await fanny.keyboard.press('Escape');

  // Once the discussion is deleted, its notification says so instead of opening it.
  await fanny.getByRole('button', { name: 'Discussion actions' }).click();
  await fanny.getByRole('menuitem', { name: 'Delete' }).click();
  await fanny
    .getByRole('alertdialog', { name: 'Delete Discussion' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(fanny).toHaveURL(/\/salon$/);
  await bell(fanny).click();
  await fanny.getByRole('menuitem').filter({ hasText: threadTitle }).first().click();
  await expectToast(fanny, 'Discussion Not Found');
  await expectToast(fanny, 'This discussion has been deleted.');
  await expect(fanny).toHaveURL(/\/salon$/);

  await fanny.context().close();
  await amadeus.context().close();
});
