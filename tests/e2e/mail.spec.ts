// E-mail in Chromium, read in the stack's local inbox as a person would: a mention reaches the
// mentioned member's inbox and its link opens the discussion; a reply within 15 minutes waits and
// goes with the next e-mail; the member turns mentions to "Never" on their profile and the next
// mention sends nothing; the unsubscribe link works from the e-mail without a session; the weekly
// digest goes out by its schedule, with what waited for it.
import { MAIL_HTTP_PORT, runScheduledFunction } from '@salon/local-stack/stack';
import { expect, test, type Page } from './support/test.js';
import { openNewDiscussion } from './support/salon.js';
import { signUpMembers, uidOf, verifyEmailOf } from './support/sdk.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

test.describe.configure({ mode: 'serial' });

const FUNCTIONS_URL = 'http://127.0.0.1:5001';
const INBOX_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
const marker = Date.now().toString(36);
const writer = `quill${marker}`;
const reader = `reader${marker}`;
const readerEmail = `${reader}@e2e.example`;

/** The inbox's rows of messages to the reader with `subject`, newest first. */
const mailLinks = (page: Page, subject: string | RegExp) =>
  page.getByRole('row').filter({ hasText: readerEmail }).getByRole('link', { name: subject });

/**
 * Opens the reader's newest message with `subject` in the inbox page, once it has arrived;
 * `meanwhile` runs before each look (a schedule that sends what waits, run until it has).
 */
async function openMail(
  page: Page,
  subject: string,
  meanwhile: () => Promise<void> = async () => undefined,
): Promise<string> {
  await expect(async () => {
    await meanwhile();
    await page.goto(INBOX_URL);
    await expect(mailLinks(page, subject).first()).toBeVisible({ timeout: 1000 });
  }).toPass();
  await mailLinks(page, subject).first().click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  // The text part: every link in it is a URL a reader can copy.
  return (await page.locator('pre').first().textContent()) ?? '';
}

/** The first link of the e-mail's text to `path`. */
const linkTo = (text: string, path: RegExp) =>
  text.match(new RegExp(`https?://\\S+${path.source}\\S*`))?.[0] ?? '';

/** Waits until every trigger that `documentPath`'s first write fired has run. */
async function settled(documentPath: string) {
  const query = new URLSearchParams({ document: documentPath, count: '1' });
  const response = await fetch(`${FUNCTIONS_URL}/_emulator/settled?${query}`);
  expect(response.ok).toBe(true);
}

async function mentionInNewDiscussion(page: Page, title: string): Promise<string> {
  const dialog = await openNewDiscussion(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill(`What do you think, @${reader}?`);
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expect(dialog).toBeHidden();
  const href = await page
    .getByRole('list', { name: 'Discussions' })
    .getByRole('link', { name: title })
    .getAttribute('href');
  return href!.split('/').pop()!;
}

test.beforeAll(async () => {
  await signUpMembers([writer, reader]);
  await verifyEmailOf(readerEmail);
});

test('a mention and a reply reach the member’s inbox, and their links open the discussion', async ({
  browser,
  page,
}) => {
  const author = await signedInPage(browser, `${writer}@e2e.example`);
  const title = `Pärt or Górecki ${marker}?`;
  const threadId = await mentionInNewDiscussion(author, title);

  const text = await openMail(page, `${writer} mentioned you in the discussion "${title}"`);
  const link = linkTo(text, /\/salon\/thread\/\S+/);
  expect(link).toContain(`/salon/thread/${threadId}`);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The reader starts a discussion; a reply to it comes within 15 minutes of the mention's
  // e-mail, so it waits for the window's end, when the schedule sends it.
  const own = await signedInPage(browser, readerEmail);
  const dialog = await openNewDiscussion(own);
  const ownTitle = `Tabula rasa ${marker}`;
  await dialog.getByLabel('Title').fill(ownTitle);
  await dialog.getByLabel('Content').fill('Two violins, prepared piano and strings.');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expect(dialog).toBeHidden();
  await own
    .getByRole('list', { name: 'Discussions' })
    .getByRole('link', { name: ownTitle })
    .click();
  const ownPath = new URL(own.url()).pathname;
  await author.goto(ownPath);
  await author.getByLabel('Your reply').fill('The silence between the notes.');
  await author.getByRole('button', { name: 'Post Reply' }).click();
  await expect(author.getByText('The silence between the notes.')).toBeVisible();
  await expect(own.getByRole('button', { name: /^Notifications \(\d+ unread\)/ })).toBeVisible();

  const windowEnd = () =>
    runScheduledFunction(
      FUNCTIONS_URL,
      'sendWaitingMail',
      new Date(Date.now() + 16 * 60_000).toISOString(),
    );
  const reply = await openMail(
    page,
    `${writer} replied to your discussion "${ownTitle}"`,
    windowEnd,
  );
  expect(linkTo(reply, /\/salon\/thread\/\S+/)).toContain(ownPath);
});

test('“Never” on the profile stops mentions; the unsubscribe link works without a session', async ({
  browser,
  page,
}) => {
  const own = await signedInPage(browser, readerEmail);
  await own.goto('/profile#email');
  const section = own.getByRole('region', { name: 'E-mail' });
  await section.getByLabel('Mentions of you').selectOption({ label: 'Never' });
  await section.getByRole('button', { name: 'Save e-mail choices' }).click();
  await expectToast(own, 'Your e-mail choices were saved.');

  const author = await signedInPage(browser, `${writer}@e2e.example`);
  const title = `Silent mention ${marker}`;
  const threadId = await mentionInNewDiscussion(author, title);
  const readerId = await uidOf(readerEmail);
  await settled(`users/${readerId}/notifications/mention_thread_${threadId}_${readerId}`);
  await runScheduledFunction(
    FUNCTIONS_URL,
    'sendWaitingMail',
    new Date(Date.now() + 32 * 60_000).toISOString(),
  );
  await page.goto(INBOX_URL);
  await expect(mailLinks(page, new RegExp(title))).toHaveCount(0);

  // The reply e-mail's unsubscribe link, in a browser with no session at all.
  const replyMail = await openMail(page, `${writer} replied to your discussion`);
  const unsubscribe = linkTo(replyMail, /\/mail\/unsubscribe\?\S+/);
  expect(unsubscribe).not.toBe('');
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(unsubscribe);
  await expect(visitor.getByText('Stop e-mail about: Replies to your posts?')).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(visitor.getByRole('status')).toHaveText(
    'Done. You will no longer receive e-mail about: Replies to your posts.',
  );
  await own.reload();
  await expect(
    own.getByRole('region', { name: 'E-mail' }).getByLabel('Replies to your posts'),
  ).toHaveValue('never');
});

test('the weekly digest goes out on Monday by its schedule', async ({ page }) => {
  const monday = new Date();
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  monday.setUTCHours(8, 0, 0, 0);
  await runScheduledFunction(FUNCTIONS_URL, 'sendWeeklyDigest', monday.toISOString());
  const digest = await openMail(page, 'This week in The Salon');
  expect(digest).toContain('Most active discussions');
  // Badges are mailed weekly unless the member chooses otherwise: First Post waited for it.
  expect(digest).toContain('You earned the badge First Post');
  expect(digest).toContain('Unsubscribe: ');
});
