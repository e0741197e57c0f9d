// Drafts (issue 31): a new discussion and a reply being written survive a reload and leaving the
// page, "Discard draft" and posting clear them, and signing out takes them off the device.
import { expect, test } from './support/test.js';
import { expectDiscussionsListed, firstDiscussionLink } from './support/salon.js';
import { signIn, signOut, signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

// Other suites share the stack: every text here carries a word nobody else writes.
const marker = `ricercar${Date.now().toString(36)}`;

test('a new discussion being written survives a reload until discarded', async ({ browser }) => {
  const page = await signedInPage(browser, 'lili@demo.example');
  await page.goto('/salon');
  await expectDiscussionsListed(page);
  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Start a New Discussion' });
  await expect(dialog.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
  await dialog.getByLabel('Title').fill(`Boulanger ${marker}`);
  await dialog.getByLabel('Content').fill('Her Psalms, and who sings them best.');
  await dialog.getByLabel('Post anonymously').check();

  await page.reload();
  await expectDiscussionsListed(page);
  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Start a New Discussion' });
  await expect(dialog.getByLabel('Title')).toHaveValue(`Boulanger ${marker}`);
  await expect(dialog.getByLabel('Content')).toHaveValue('Her Psalms, and who sings them best.');
  await expect(dialog.getByLabel('Post anonymously')).toBeChecked();

  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(dialog.getByLabel('Post anonymously')).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Discard draft' })).toHaveCount(0);
  await page.reload();
  await expectDiscussionsListed(page);
  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Start a New Discussion' });
  await expect(dialog.getByLabel('Title')).toHaveValue('');
});

test('a reply being written survives leaving the thread, clears once posted, and leaves with its member', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'lili@demo.example');
  await page.goto('/salon');
  await expectDiscussionsListed(page);
  await firstDiscussionLink(page).click();
  await expect(page).toHaveURL(/\/salon\/thread\/[^/]+$/);
  const threadPath = new URL(page.url()).pathname;
  // The Salon's poll has a reply box too ("Your reply to the poll"): the thread's, exactly.
  const replyBox = page.getByLabel('Your reply', { exact: true });
  const words = `A draft ${marker}, not yet sent.`;
  await replyBox.fill(words);

  // Away and back by links, then a reload: the words are still there.
  await page
    .getByRole('navigation', { name: 'Community' })
    .getByRole('link', { name: 'The Salon' })
    .click();
  await expectDiscussionsListed(page);
  await page.goBack();
  await expect(replyBox).toHaveValue(words);
  await page.reload();
  await expect(replyBox).toHaveValue(words);

  // Signing out takes the draft off the device: back as the same member, the box is empty.
  await signOut(page);
  await signIn(page, 'lili@demo.example');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto(threadPath);
  await expect(replyBox).toHaveValue('');

  await replyBox.fill(words);
  await page.getByRole('button', { name: 'Post Reply' }).first().click();
  await expectToast(page, 'Your reply has been added to the discussion.');
  await expect(replyBox).toHaveValue('');
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Reply by Lili B.' }).getByText(words),
  ).toBeVisible();
  await expect(replyBox).toHaveValue('');
});
