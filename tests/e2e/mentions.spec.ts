// @mentions in Chromium, as members meet them: a member types "@" and the start
// of a name in the new-discussion form, picks a member from the list by keyboard, posts; the
// mention is a link that opens the member's page; the mentioned member, in a browser of her own,
// finds the notification in her bell and it leads to the discussion. A reply's composer offers
// members the same way, and the open list meets axe's WCAG 2.1 AA checks as every screen does
// (accessibility.spec.ts).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from './support/test.js';
import { openNewDiscussion } from './support/salon.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

// Other suites share the stack: the title carries a word nobody else writes.
const marker = `lieder${Date.now().toString(36)}`;
const threadTitle = `Winterreise ${marker}: whose voice?`;

/** The bell, also while its open list hides the rest of the page from assistive tech. */
function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/, includeHidden: true });
}

test('a member mentions another from the autocomplete; the mention links to her page and she is told', async ({
  browser,
}) => {
  const amadeus = await signedInPage(browser, 'amadeus@demo.example');
  const dialog = await openNewDiscussion(amadeus);
  await dialog.getByLabel('Title').fill(threadTitle);

  // The body is a combobox: "@fa" opens the list of members whose username starts so.
  const content = dialog.getByRole('combobox', { name: 'Content' });
  await expect(content).toHaveAttribute('aria-expanded', 'false');
  await content.pressSequentially('Fischer-Dieskau or Bostridge? Ask @Fa');
  const list = dialog.getByRole('listbox', { name: 'Members to mention' });
  await expect(list).toBeVisible();
  await expect(content).toHaveAttribute('aria-expanded', 'true');
  await expect(content).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  const fanny = list.getByRole('option', { name: /Fanny Hensel.*@fanny/ });
  await expect(fanny).toBeVisible();
  // Her face is there: the demo seed gives every member a picture.
  await expect(fanny.locator('img')).toHaveCount(1);
  const active = await content.getAttribute('aria-activedescendant');
  expect(active).toBe(await list.getByRole('option').first().getAttribute('id'));

  // Escape closes the list, and only the list, for this mention; a new "@" offers again.
  await amadeus.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(dialog).toBeVisible();
  await content.pressSequentially('n');
  await expect(content).toHaveAttribute('aria-expanded', 'false');
  for (let i = 0; i < '@Fan'.length; i += 1) await amadeus.keyboard.press('Backspace');
  await content.pressSequentially('@fan');
  await expect(list.getByRole('option', { name: /@fanny/ })).toBeVisible();
  await expect(list.getByRole('option', { name: /@fanny/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await amadeus.keyboard.press('Enter');
  await expect(list).toBeHidden();
  await content.pressSequentially('she sang it.');
  await expect(content).toHaveValue('Fischer-Dieskau or Bostridge? Ask @fanny she sang it.');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expectToast(amadeus, 'Your discussion has been created successfully.');

  // In the discussion, the mention is a link to her page, and it opens there.
  await amadeus
    .getByRole('list', { name: 'Discussions' })
    .getByRole('link', { name: threadTitle })
    .click();
  await expect(amadeus.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
  const threadUrl = amadeus.url();
  const mention = amadeus.getByRole('link', { name: '@fanny', exact: true });
  await expect(mention).toHaveAttribute('href', '/fanny');

  // The reply composer offers members too (Tab picks), before the walk leaves the page.
  const reply = amadeus.getByRole('combobox', { name: 'Your reply' });
  await reply.pressSequentially('Or @cla');
  await expect(
    amadeus.getByRole('listbox', { name: 'Members to mention' }).getByRole('option', {
      name: /@clara/,
    }),
  ).toBeVisible();
  await amadeus.keyboard.press('Tab');
  await expect(reply).toHaveValue('Or @clara ');
  await reply.fill('');

  await mention.click();
  await expect(amadeus).toHaveURL(/\/fanny$/);
  await expect(amadeus.getByRole('heading', { name: 'Fanny Hensel', level: 1 })).toBeVisible();

  // Fanny, in her own browser, finds the notification and it leads to the discussion.
  const fannyPage = await signedInPage(browser, 'fanny@demo.example');
  await bell(fannyPage).click();
  const item = fannyPage.getByRole('menuitem').filter({ hasText: threadTitle });
  await expect(item).toContainText('New Mention');
  await expect(item).toContainText(`amadeus mentioned you in the discussion "${threadTitle}"`);
  await expect(item).toContainText('Unread');
  await item.click();
  await expect(fannyPage).toHaveURL(threadUrl);
  await expect(fannyPage.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
});

test('the open mention list meets no serious accessibility barrier', async ({ browser }) => {
  const page = await signedInPage(browser, 'fanny@demo.example');
  const dialog = await openNewDiscussion(page);
  await dialog.getByRole('combobox', { name: 'Content' }).pressSequentially('Ask @c');
  await expect(dialog.getByRole('listbox', { name: 'Members to mention' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      rule: violation.id,
      where: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(serious).toEqual([]);
});
