// The Salon in Chromium, as people use it: a visitor browsing, searching and filtering, and asked
// to sign in; a member starting discussions (anonymous and not) while another watches the list; a
// second member replying three levels deep and reacting while both watch each other's changes live;
// a report; and an admin deleting the discussion while its author watches.
import { expect, test, type Browser, type Locator, type Page } from './support/test.js';
import { signIn } from './support/session.js';
import { expectToast } from './support/toast.js';
import { expectHydrated } from './support/salon.js';

test.describe.configure({ mode: 'serial' });

// Other suites share the stack: every title here carries a word nobody else writes.
const marker = `fugue${Date.now().toString(36)}`;
const threadTitle = `Goldberg ${marker}: 1955 or 1981?`;
const threadBody = `Which Goldberg Variations do you return to, ${marker}? The 1955 recording has the energy.`;
const anonymousTitle = `Confession ${marker}: I skip the repeats`;
let threadPath = '';

async function memberPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  return page;
}

function discussionList(page: Page): Locator {
  return page.getByRole('list', { name: 'Discussions' });
}

function reply(page: Page, name: string): Locator {
  return page.getByRole('article', { name });
}

async function startDiscussion(page: Page, title: string, body: string, anonymous: boolean) {
  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start a New Discussion' });
  const create = dialog.getByRole('button', { name: 'Create Discussion' });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByText(`${title.length}/200 characters`)).toBeVisible();
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Content').fill(body);
  await expect(dialog.getByText(`${body.length}/5000 characters`)).toBeVisible();
  if (anonymous) await dialog.getByLabel('Post anonymously').check();
  await create.click();
  await expectToast(page, 'Your discussion has been created successfully.');
  await expect(dialog).toBeHidden();
}

test('a member starts a discussion under her name and one anonymously; both appear live', async ({
  browser,
}) => {
  const fanny = await memberPage(browser, 'fanny@demo.example');
  await fanny.goto('/salon');
  await expect(fanny.getByRole('heading', { level: 1, name: 'The Salon' })).toBeVisible();
  // Another member watches the first page of recent discussions while she posts.
  const amadeus = await memberPage(browser, 'amadeus@demo.example');
  await amadeus.goto('/salon');
  await expect(discussionList(amadeus)).toBeVisible();

  // Content policy: the form refuses with the spec's toast and stays open; nothing is created.
  await fanny.getByRole('button', { name: 'New Discussion' }).first().click();
  const dialog = fanny.getByRole('dialog', { name: 'Start a New Discussion' });
  await dialog.getByLabel('Title').fill(`What the shit ${marker}`);
  await dialog.getByLabel('Content').fill('A fair question.');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expectToast(fanny, 'Content Policy Violation');
  await expect(dialog).toBeVisible();
  // Closing would keep the draft: she throws it away first.
  await dialog.getByRole('button', { name: 'Discard draft' }).click();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await startDiscussion(fanny, threadTitle, threadBody, false);
  const mine = discussionList(fanny).getByRole('article').filter({ hasText: threadTitle });
  await expect(mine.getByRole('link', { name: 'Fanny Hensel' })).toHaveAttribute('href', '/fanny');
  await expect(discussionList(amadeus).getByRole('link', { name: threadTitle })).toBeVisible();

  await startDiscussion(fanny, anonymousTitle, 'Nobody needs to know it was me.', true);
  const anonymous = discussionList(fanny).getByRole('article').first();
  await expect(anonymous.getByRole('link', { name: anonymousTitle })).toBeVisible();
  await expect(anonymous.getByText('Anonymous', { exact: true })).toBeVisible();
  await expect(anonymous.getByRole('link', { name: 'Anonymous' })).toHaveCount(0);
  await expect(anonymous.getByText('Fanny Hensel')).toHaveCount(0);

  // The author may delete her anonymous post; another member sees no name and no Delete.
  await anonymous.getByRole('link', { name: anonymousTitle }).click();
  await fanny.getByRole('button', { name: 'Discussion actions' }).click();
  await expect(fanny.getByRole('menuitem', { name: 'Delete' })).toBeVisible();
  await expect(fanny.getByRole('menuitem', { name: 'Report' })).toHaveCount(0);
  await fanny.keyboard.press('Escape');

  await amadeus.goto(new URL(fanny.url()).pathname);
  await expect(amadeus.getByRole('heading', { level: 1, name: anonymousTitle })).toBeVisible();
  // The server's page offers a member's menu once Auth has answered.
  await expectHydrated(amadeus);
  await expect(
    amadeus.getByRole('article').first().getByText('Anonymous', { exact: true }),
  ).toBeVisible();
  await amadeus.getByRole('button', { name: 'Discussion actions' }).click();
  await expect(amadeus.getByRole('menuitem', { name: 'Report' })).toBeVisible();
  await expect(amadeus.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);

  await fanny.context().close();
  await amadeus.context().close();
});

test('a visitor browses, searches and filters, and is asked to sign in to take part', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'The Salon' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search discussions, topics...' }).fill(marker);
  const results = discussionList(page);
  await expect(results.getByRole('link', { name: threadTitle })).toBeVisible();
  await expect(results.getByRole('link', { name: anonymousTitle })).toBeVisible();
  await expect(page.getByText('Showing 1-2 of 2 discussions')).toBeVisible();

  await page.getByRole('searchbox').fill(`nothing${marker}`);
  await expect(page.getByText('No discussions found')).toBeVisible();

  // The filters: Fanny's discussions (her anonymous one names nobody, so it is nobody's here)
  // about recordings (her body speaks of "the 1955 recording").
  await page.getByRole('searchbox').fill('');
  const startedBy = page.getByRole('textbox', { name: 'Started by' });
  await startedBy.fill('fanny');
  const topic = page.getByRole('combobox', { name: 'Topic' });
  await topic.selectOption({ label: 'Recordings' });
  await expect(results.getByRole('link', { name: threadTitle })).toBeVisible();
  await expect(results.getByRole('link', { name: anonymousTitle })).toHaveCount(0);
  await startedBy.fill('nobody-by-that-name');
  await expect(page.getByText('No discussions found')).toBeVisible();
  await startedBy.fill('');
  await topic.selectOption({ label: 'Any topic' });
  await page.getByRole('searchbox').fill(marker);

  // Users mode finds members through the profiles' search index, private ones marked so.
  await page.getByRole('button', { name: 'Users' }).click();
  const users = page.getByRole('searchbox', { name: 'Search for users...' });
  await users.fill('ensel');
  const found = page.getByRole('list', { name: 'Users' });
  await expect(found.getByRole('link', { name: 'Fanny Hensel' })).toHaveAttribute('href', '/fanny');
  await expect(page.getByText('Showing 1-1 of 1 user')).toBeVisible();
  await users.fill('li');
  const lili = found.getByRole('article').filter({ hasText: 'Lili B.' });
  await expect(lili.getByText('Private', { exact: true })).toBeVisible();
  await expect(lili.getByText('Paris')).toHaveCount(0);
  await users.fill('zzzz');
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByRole('button', { name: 'Discussions' }).click();

  await page.getByRole('button', { name: 'New Discussion' }).last().click();
  await expectToast(page, 'Sign In Required');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();

  await page.getByRole('searchbox').fill(marker);
  await results.getByRole('link', { name: threadTitle }).click();
  await expect(page).toHaveURL(/\/salon\/thread\/[^/]+$/);
  threadPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
  await expect(
    page.getByText('No replies yet. Be the first to share your thoughts!'),
  ).toBeVisible();
  await expect(page.getByText('Sign in to join the discussion')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // The reply box is a combobox (its @mention list): none for a visitor either.
  await expect(page.getByRole('combobox', { name: 'Your reply' })).toHaveCount(0);

  await page
    .getByRole('group', { name: 'Reactions to this discussion' })
    .getByRole('button', { name: /Applause/ })
    .click();
  await expectToast(page, 'Sign In Required');
  await expect(page).toHaveURL(/\/auth$/);
  await page.goBack();

  await page.getByRole('button', { name: 'Sign In to Reply' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a second member replies three levels deep and reacts; both see it all live', async ({
  browser,
}) => {
  const fanny = await memberPage(browser, 'fanny@demo.example');
  const amadeus = await memberPage(browser, 'amadeus@demo.example');
  await fanny.goto(threadPath);
  await amadeus.goto(threadPath);
  await expect(fanny.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
  await expect(amadeus.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();

  // Level 1: Amadeus answers the thread; Fanny sees it arrive.
  await amadeus.getByLabel('Your reply').fill('1981, for the slowness of the aria.');
  await amadeus.getByRole('button', { name: 'Post Reply' }).click();
  await expectToast(amadeus, 'Your reply has been added to the discussion.');
  await expect(fanny.getByRole('heading', { name: 'Discussion (1 reply)' })).toBeVisible();
  const first = reply(fanny, 'Reply by Wolfgang');
  await expect(first.getByText('1981, for the slowness of the aria.')).toBeVisible();

  // Level 2: Fanny answers him; he sees it with the quoted excerpt of his reply.
  await first.getByRole('button', { name: 'Reply', exact: true }).click();
  await first.getByLabel('Reply to Wolfgang').fill('But the 1955 aria sings!');
  await first.getByRole('button', { name: 'Post Reply' }).click();
  await expectToast(fanny, 'Your reply has been added to the discussion.');
  const second = reply(amadeus, 'Reply by Fanny Hensel');
  await expect(second.getByText('But the 1955 aria sings!')).toBeVisible();
  await expect(second.getByRole('blockquote')).toContainText('1981, for the slowness of the aria.');

  // Level 3, then a fourth level that earns the "Deep thread" badge.
  await second.getByRole('button', { name: 'Reply', exact: true }).click();
  await second.getByLabel('Reply to Fanny Hensel').fill('It sings faster, I grant you.');
  await second.getByRole('button', { name: 'Post Reply' }).click();
  await expect(fanny.getByRole('heading', { name: 'Discussion (3 replies)' })).toBeVisible();
  const third = fanny.getByRole('article', { name: 'Reply by Wolfgang' }).nth(1);
  await expect(third.getByText('It sings faster, I grant you.')).toBeVisible();
  await expect(third.getByText('Deep thread')).toHaveCount(0);
  await third.getByRole('button', { name: 'Reply', exact: true }).click();
  await third.getByLabel('Reply to Wolfgang').fill('Then we agree to disagree.');
  await third.getByRole('button', { name: 'Post Reply' }).click();
  const fourth = amadeus.getByRole('article', { name: 'Reply by Fanny Hensel' }).nth(1);
  await expect(fourth.getByText('Then we agree to disagree.')).toBeVisible();
  await expect(fourth.getByText('Deep thread')).toBeVisible();

  // Collapsing the first branch hides everything under it.
  await reply(amadeus, 'Reply by Wolfgang')
    .first()
    .getByRole('button', { name: /Collapse/ })
    .click();
  await expect(amadeus.getByText('Then we agree to disagree.')).toBeHidden();
  await reply(amadeus, 'Reply by Wolfgang')
    .first()
    .getByRole('button', { name: /Expand/ })
    .click();
  await expect(amadeus.getByText('Then we agree to disagree.')).toBeVisible();

  // Reactions: Applause and Bravo toggle independently; the other member sees the counts move,
  // and so does a visitor looking at the list.
  const onlooker = await browser.newPage();
  await onlooker.goto('/salon');
  await onlooker.getByRole('searchbox', { name: 'Search discussions, topics...' }).fill(marker);
  const listed = discussionList(onlooker).getByRole('article').filter({ hasText: threadTitle });
  await expect(listed.getByText('0 applause')).toBeVisible();
  const amadeusReactions = amadeus.getByRole('group', { name: 'Reactions to this discussion' });
  await amadeusReactions.getByRole('button', { name: /Applause/ }).click();
  await expect(amadeusReactions.getByRole('button', { name: 'Applause 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await amadeusReactions.getByRole('button', { name: /Bravo/ }).click();
  const fannyReactions = fanny.getByRole('group', { name: 'Reactions to this discussion' });
  await expect(fannyReactions.getByRole('button', { name: 'Applause 1' })).toBeVisible();
  await expect(fannyReactions.getByRole('button', { name: 'Bravo 1' })).toBeVisible();
  await expect(listed.getByText('1 applause')).toBeVisible();
  await expect(listed.getByText('1 bravo')).toBeVisible();
  await amadeusReactions.getByRole('button', { name: /Bravo/ }).click();
  await expect(fannyReactions.getByRole('button', { name: 'Bravo 0' })).toBeVisible();
  await expect(listed.getByText('0 bravos')).toBeVisible();
  await onlooker.close();
  await expect(amadeusReactions.getByRole('button', { name: 'Bravo 0' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Fanny applauds his first reply; he sees it.
  await reply(fanny, 'Reply by Wolfgang')
    .first()
    .getByRole('group')
    .getByRole('button', { name: /Applause/ })
    .click();
  await expect(
    reply(amadeus, 'Reply by Wolfgang').first().getByRole('button', { name: 'Applause 1' }),
  ).toBeVisible();

  // A deleted reply stays as a placeholder with its answers in place, for both.
  const own = reply(fanny, 'Reply by Fanny Hensel').first();
  await own.getByRole('button', { name: 'Reply actions' }).click();
  await fanny.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = fanny.getByRole('alertdialog', { name: 'Delete Reply' });
  // The dialog's code loads on first opening: its content is checked once it is there.
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Admin Action')).toHaveCount(0);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(fanny, 'Your reply has been deleted.');
  await expect(amadeus.getByText('But the 1955 aria sings!')).toBeHidden();
  await expect(amadeus.getByRole('article', { name: 'Deleted reply' })).toBeVisible();
  await expect(
    reply(amadeus, 'Reply by Wolfgang').nth(1).getByText('It sings faster, I grant you.'),
  ).toBeVisible();
  await expect(amadeus.getByText('Then we agree to disagree.')).toBeVisible();

  await fanny.context().close();
  await amadeus.context().close();
});

test('a visitor copies the discussion link to share it', async ({ browser }) => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await page.goto(`${threadPath}?from=somewhere`);
  await expectHydrated(page);
  // Desktop Chromium has no share sheet, so the link is copied, without the address's query.
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Link copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(threadPath);
  expect(new URL(copied).search).toBe('');
  await context.close();
});

test('a member reports the discussion and staff are told', async ({ browser }) => {
  const amadeus = await memberPage(browser, 'amadeus@demo.example');
  await amadeus.goto(threadPath);
  await expectHydrated(amadeus);
  await amadeus.getByRole('button', { name: 'Discussion actions' }).click();
  await amadeus.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = amadeus.getByRole('dialog', { name: 'Report Content' });
  const submit = dialog.getByRole('button', { name: 'Submit Report' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByRole('radio')).toHaveCount(6);
  await dialog.getByLabel('Misinformation').check();
  await expect(submit).toBeEnabled();
  const details = dialog.getByLabel('Details (optional)');
  await details.fill('x'.repeat(260));
  await expect(dialog.getByText('40 characters remaining')).toHaveAttribute('data-warn', 'true');
  await details.fill('The 1955 recording is mono, not stereo as claimed.');
  await expect(dialog.getByText('250 characters remaining')).toHaveAttribute('data-warn', 'false');
  await submit.click();
  await expectToast(amadeus, 'Thank you for your report. Our moderators will review it shortly.');
  await expect(dialog).toBeHidden();

  // Staff hear of it: the admin's bell has the report, and it leads to the admin panel.
  const clara = await memberPage(browser, 'admin@demo.example');
  await clara.getByRole('button', { name: /^Notifications/ }).click();
  const notice = clara
    .getByRole('menuitem')
    .filter({ hasText: `amadeus reported a discussion in "${threadTitle}"` });
  await expect(notice).toContainText('New Report');
  await notice.click();
  await expect(clara).toHaveURL(/\/admin$/);

  await amadeus.context().close();
  await clara.context().close();
});

test('an admin deletes the discussion while its author watches it', async ({ browser }) => {
  const fanny = await memberPage(browser, 'fanny@demo.example');
  const clara = await memberPage(browser, 'admin@demo.example');
  await fanny.goto(threadPath);
  await clara.goto(threadPath);
  await expect(fanny.getByRole('heading', { level: 1, name: threadTitle })).toBeVisible();
  // The discussion's menu offers Delete to staff once the session says who is looking.
  await expectHydrated(clara);

  await clara.getByRole('button', { name: 'Discussion actions' }).click();
  await clara.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = clara.getByRole('alertdialog', { name: 'Delete Discussion' });
  await expect(confirm.getByText('Admin Action')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expectToast(clara, 'Discussion has been deleted by admin.');
  await expect(clara).toHaveURL(/\/salon$/);

  await expect(fanny).toHaveURL(/\/salon$/);
  await expectToast(fanny, 'Discussion Deleted');
  await expectToast(fanny, 'This discussion has been deleted.');
  await expect(fanny.getByRole('link', { name: threadTitle })).toHaveCount(0);

  // An address of its own: the browser keeps the page it was served a minute (Cache-Control),
  // and that page, rendered while the discussion stood, would open it and then say it is gone.
  await fanny.goto(`${threadPath}?after-deletion`);
  await expect(fanny.getByRole('heading', { name: 'Discussion Not Found' })).toBeVisible();
  await fanny.getByRole('button', { name: 'Back to Salon' }).click();
  await expect(fanny).toHaveURL(/\/salon$/);

  await fanny.context().close();
  await clara.context().close();
});
