// Editing in Chromium: an author edits her discussion and her reply in place from the
// post menu, and another member, whose pages stay open, sees the new words and the "edited" mark
// arrive live on the thread and on the Salon's card; that member is offered no Edit on her posts,
// nor any history. Staff read the versions an edit replaced, the demo's edited discussion first.
import { expectNoSeriousViolations } from './support/axe.js';
import { expect, test, type Locator, type Page } from './support/test.js';
import { expectDiscussionsListed, expectHydrated } from './support/salon.js';
import { callAs } from './support/sdk.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

// Other suites share the stack: every title here carries a word nobody else writes.
const marker = `partita${Date.now().toString(36)}`;

/** "edited" and the edit's day and time, as read out; the same moment shows on hover. */
const EDITED = /^edited \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/;

function editedMark(post: Locator): Locator {
  return post.getByText(EDITED);
}

/** The items of a post's menu, opened from `button`; closed again after reading. */
async function menuItems(page: Page, button: Locator): Promise<string[]> {
  await button.click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeVisible();
  const items = await menu.getByRole('menuitem').allInnerTexts();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  return items;
}

test('an author edits her discussion and reply in place, and another member sees it live', async ({
  browser,
}) => {
  // Fanny's discussion and first reply are the scene, not the subject: posted through the SDK.
  const title = `Bach's second partita (${marker})`;
  const { threadId } = await callAs<{ threadId: string }>('fanny@demo.example', 'createThread', {
    title,
    body: 'Which recording of the Chaconne do you return to?',
    isAnonymous: false,
  });
  await callAs('fanny@demo.example', 'postReply', {
    threadId,
    parentId: null,
    body: 'I start with Milstein.',
    isAnonymous: false,
  });

  // Wolfgang keeps the thread open in one tab and the Salon's list in another.
  const reader = await signedInPage(browser, 'amadeus@demo.example');
  const list = await reader.context().newPage();
  await list.goto('/salon');
  await expectDiscussionsListed(list);
  const card = list
    .getByRole('list', { name: 'Discussions' })
    .getByRole('article')
    .filter({ hasText: marker });
  await expect(card.getByRole('link', { name: title })).toBeVisible();
  await expect(editedMark(card)).toHaveCount(0);
  await reader.goto(`/salon/thread/${threadId}`);
  // A post's menu is a member's once the server's page knows who is signed in.
  await expectHydrated(reader);
  const readersThread = reader.getByRole('article').first();
  await expect(readersThread.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const readersReply = reader.getByRole('article', { name: 'Reply by Fanny Hensel' });
  await expect(readersReply.getByText('I start with Milstein.')).toBeVisible();

  // Another member's posts offer him Report and Block (they carry her name), never Edit, and no
  // history.
  expect(
    await menuItems(reader, readersThread.getByRole('button', { name: 'Discussion actions' })),
  ).toEqual(['Report', 'Block']);
  expect(
    await menuItems(reader, readersReply.getByRole('button', { name: 'Reply actions' })),
  ).toEqual(['Report', 'Block']);

  // Fanny edits the discussion: title and content, with the composer's counter and Preview.
  const author = await signedInPage(browser, 'fanny@demo.example');
  await author.goto(`/salon/thread/${threadId}`);
  await expectHydrated(author);
  const authorsThread = author.getByRole('article').first();
  expect(
    await menuItems(author, authorsThread.getByRole('button', { name: 'Discussion actions' })),
  ).toEqual(['Edit', 'Delete']);
  await authorsThread.getByRole('button', { name: 'Discussion actions' }).click();
  await author.getByRole('menuitem', { name: 'Edit' }).click();
  const form = author.getByRole('form', { name: 'Edit Discussion' });
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await form.getByLabel('Content').fill('   ');
  await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
  const newTitle = `Bach's Partita No. 2 in D minor (${marker})`;
  await form.getByLabel('Title').fill(newTitle);
  await form.getByLabel('Content').fill('Which recording of the **Chaconne** do you return to?');
  await expect(form.getByText('53/5000 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Preview' }).click();
  await expect(
    form.getByRole('region', { name: 'Preview of your post' }).locator('strong'),
  ).toHaveText('Chaconne');
  await expectNoSeriousViolations(author, 'the discussion edit form');
  await form.getByRole('button', { name: 'Save' }).click();
  await expectToast(author, 'Your post has been updated.');
  await expect(form).toHaveCount(0);
  await expect(editedMark(authorsThread)).toBeVisible();

  // Live, without a reload: the reader's thread and his list's card.
  await expect(readersThread.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(readersThread.locator('strong', { hasText: 'Chaconne' })).toBeVisible();
  await expect(editedMark(readersThread)).toBeVisible();
  await expect(editedMark(readersThread)).toHaveAttribute('title', /^Edited \d{1,2} /);
  await expect(card.getByRole('link', { name: newTitle })).toBeVisible();
  await expect(editedMark(card)).toBeVisible();
  await expect(readersThread.getByRole('button', { name: /^Edit history/ })).toHaveCount(0);

  // Her reply: Cancel leaves it as it was; Save changes it, live for the reader.
  const authorsReply = author.getByRole('article', { name: 'Reply by Fanny Hensel' });
  await authorsReply.getByRole('button', { name: 'Reply actions' }).click();
  await author.getByRole('menuitem', { name: 'Edit' }).click();
  let replyForm = authorsReply.getByRole('form', { name: 'Edit reply' });
  await replyForm.getByLabel('Edit your reply').fill('Not this.');
  await replyForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(replyForm).toHaveCount(0);
  await expect(authorsReply.getByText('I start with Milstein.')).toBeVisible();

  await authorsReply.getByRole('button', { name: 'Reply actions' }).click();
  await author.getByRole('menuitem', { name: 'Edit' }).click();
  replyForm = authorsReply.getByRole('form', { name: 'Edit reply' });
  await expect(replyForm.getByLabel('Edit your reply')).toHaveValue('I start with Milstein.');
  await replyForm.getByLabel('Edit your reply').fill('I start with Milstein, then Szeryng.');
  await expectNoSeriousViolations(author, 'the reply edit form');
  await replyForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(author, 'Your post has been updated.');
  await expect(replyForm).toHaveCount(0);

  await expect(readersReply.getByText('I start with Milstein, then Szeryng.')).toBeVisible();
  await expect(editedMark(readersReply)).toBeVisible();

  // A blocked word is refused with its toast, and the reply stays as it was.
  await authorsReply.getByRole('button', { name: 'Reply actions' }).click();
  await author.getByRole('menuitem', { name: 'Edit' }).click();
  replyForm = authorsReply.getByRole('form', { name: 'Edit reply' });
  await replyForm.getByLabel('Edit your reply').fill('You absolute shithead');
  await replyForm.getByRole('button', { name: 'Save' }).click();
  await expectToast(author, 'Content Policy Violation');
  await expect(replyForm).toBeVisible();
  await replyForm.getByRole('button', { name: 'Cancel' }).click();
  await expect(readersReply.getByText('I start with Milstein, then Szeryng.')).toBeVisible();
});

test('staff read the versions an edit replaced; members are offered none', async ({ browser }) => {
  // The demo's anonymous discussion, which Lili edited after posting it.
  const demoTitle = 'First live concert next week: when do I clap?';
  const openDemoThread = async (page: Page) => {
    await page.goto('/salon');
    await page.getByRole('searchbox', { name: 'Search discussions, topics...' }).fill('clap');
    await page.getByRole('link', { name: demoTitle }).click();
    const thread = page.getByRole('article').first();
    await expect(thread.getByRole('heading', { level: 1, name: demoTitle })).toBeVisible();
    await expect(editedMark(thread)).toBeVisible();
    return thread;
  };

  const member = await signedInPage(browser, 'fanny@demo.example');
  await openDemoThread(member);
  await expect(member.getByRole('button', { name: /^Edit history/ })).toHaveCount(0);

  const moderator = await signedInPage(browser, 'moderator@demo.example');
  const thread = await openDemoThread(moderator);
  await thread.getByRole('button', { name: 'Edit history of the discussion' }).click();
  const dialog = moderator.getByRole('dialog', { name: 'Edit History' });
  const versions = dialog.getByRole('list', { name: 'Earlier versions' });
  await expect(versions.getByRole('listitem')).toHaveCount(1);
  await expect(versions.getByText('First live concert: when do I clap?')).toBeVisible();
  await expect(versions.getByText(/terrified of clapping at the wrong moment/)).toBeVisible();
  await expect(
    versions.getByText(/^Replaced \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/),
  ).toBeVisible();
  await expectNoSeriousViolations(moderator, 'the edit history');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // Her edited reply's history too, named by its (anonymous) author.
  await moderator
    .getByRole('button', { name: 'Edit history of the reply by Anonymous' })
    .first()
    .click();
  await expect(dialog.getByText('That is reassuring, thank you.', { exact: true })).toBeVisible();
});
