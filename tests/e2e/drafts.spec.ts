// Drafts: a new discussion and a reply being written survive a reload and leaving the
// page, "Discard draft" and posting clear them, and signing out takes them off the device.
import { expect, test, type Locator, type Page } from './support/test.js';
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

/** Types into `box` the moment it shows, then, once the page has settled, finds every word. */
async function typeAtOnce(page: Page, box: Locator, words: string): Promise<void> {
  await box.waitFor();
  await box.pressSequentially(words);
  // What loads after the box (the session's role, blocks, drafts, the thread's replies) has
  // arrived once the account menu and the bell are there and "Discard draft" is offered. (Behind
  // a dialog, the top bar is hidden from the accessibility tree but still drawn.)
  const topBar = { includeHidden: true };
  await expect(page.getByRole('button', { name: 'Account menu', ...topBar })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications/, ...topBar })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Discard draft' }).first()).toBeVisible();
  await expect(box).toHaveValue(words);
}

test('a newcomer keeps every word typed into each composer from the first keystroke', async ({
  page,
}) => {
  // Just signed up, as the member who lost them was.
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  const name = `quickhand${Date.now().toString(36).slice(-6)}`;
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Email').fill(`${name}@demo.example`);
  await page.getByLabel('Password').fill('boulanger-1887');
  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Use and Privacy Policy' })
    .check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // A discussion opened by its address: the reply box, typed into as it appears.
  await page.goto('/salon');
  await expectDiscussionsListed(page);
  const threadPath = await firstDiscussionLink(page).getAttribute('href');
  await page.goto(threadPath ?? '/salon');
  const reply = `First thoughts ${marker}`;
  await typeAtOnce(page, page.getByLabel('Your reply', { exact: true }), reply);
  await page.getByRole('button', { name: 'Post Reply' }).first().click();
  await expectToast(page, 'Your reply has been added to the discussion.');

  // Editing that reply.
  const own = page.getByRole('article', { name: `Reply by ${name}` });
  await own.getByRole('button', { name: 'Reply actions' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = own.getByRole('form', { name: 'Edit reply' }).getByLabel('Edit your reply');
  await edit.waitFor();
  await edit.press('ControlOrMeta+End');
  await edit.pressSequentially(' And more.');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
  await expect(edit).toHaveValue(`${reply} And more.`);
  await own.getByRole('button', { name: 'Cancel' }).click();

  // The poll's reply box on the Salon, loaded afresh.
  await page.goto('/salon');
  await typeAtOnce(page, page.getByLabel('Your reply to the poll'), `Poll words ${marker}`);

  // A new discussion, its dialog opened the moment the button is there.
  await page.reload();
  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start a New Discussion' });
  await typeAtOnce(page, dialog.getByLabel('Title'), `A title ${marker}`);
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
});
