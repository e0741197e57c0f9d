// Basic formatting: a member previews and posts a formatted discussion and reply; a
// `<script>` reads as text and a `javascript:` link is no link, in the page and in the preview;
// links carry rel="nofollow ugc noopener"; the Salon's card shows the body plain.
import { expect, test, type Page } from './support/test.js';
import { expectDiscussionsListed } from './support/salon.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

// Other suites share the stack: every title here carries a word nobody else writes.
const marker = `toccata${Date.now().toString(36)}`;
const title = `Formatting ${marker}`;
const body = [
  `**Bold** and *italic* words, ${marker}.`,
  '',
  '> A quoted line',
  '',
  '- first item',
  '- second item',
  '',
  'A [score](https://example.com/score) and a [trap](javascript:alert(1)).',
  '',
  '<script>window.__formattingScriptRan = true</script>',
].join('\n');

/** The script tag, had it become one, would have set this. */
async function scriptRan(page: Page): Promise<boolean> {
  return page.evaluate(() => '__formattingScriptRan' in window);
}

test('a formatted discussion and reply render their formatting and nothing harmful', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'amadeus@demo.example');
  await page.goto('/salon');
  await expectDiscussionsListed(page);

  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start a New Discussion' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill(body);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByRole('region', { name: 'Preview of your post' });
  await expect(preview.locator('strong', { hasText: 'Bold' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'trap' })).toHaveCount(0);
  await expect(
    preview.getByText('<script>window.__formattingScriptRan = true</script>'),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expectToast(page, 'Your discussion has been created successfully.');
  await expect(dialog).toBeHidden();

  // The card's clamped preview is plain: the words without their marks, no link.
  const card = page
    .getByRole('list', { name: 'Discussions' })
    .getByRole('article')
    .filter({ hasText: title });
  await expect(card.getByText(`Bold and italic words, ${marker}.`, { exact: false })).toBeVisible();
  await expect(card.locator('strong')).toHaveCount(0);

  await card.getByRole('link', { name: title }).click();
  const thread = page.getByRole('article').first();
  await expect(thread.locator('strong', { hasText: 'Bold' })).toBeVisible();
  await expect(thread.locator('em', { hasText: 'italic' })).toBeVisible();
  await expect(thread.locator('blockquote', { hasText: 'A quoted line' })).toBeVisible();
  await expect(thread.locator('.post-body ul > li')).toHaveCount(2);
  const score = thread.getByRole('link', { name: 'score' });
  await expect(score).toHaveAttribute('href', 'https://example.com/score');
  await expect(score).toHaveAttribute('rel', 'nofollow ugc noopener');
  await expect(score).toHaveAttribute('target', '_blank');
  await expect(thread.getByRole('link', { name: 'trap' })).toHaveCount(0);
  await expect(thread.getByText('[trap](javascript:alert(1))', { exact: false })).toBeVisible();
  await expect(
    thread.getByText('<script>window.__formattingScriptRan = true</script>'),
  ).toBeVisible();
  await expect(thread.locator('script')).toHaveCount(0);
  expect(await scriptRan(page)).toBe(false);

  // A reply: the same rules.
  await page
    .getByLabel('Your reply', { exact: true })
    .fill('*Encore!* <img src=x onerror="window.__formattingScriptRan=1">');
  await page.getByRole('button', { name: 'Post Reply' }).first().click();
  await expectToast(page, 'Your reply has been added to the discussion.');
  const reply = page.getByRole('article', { name: 'Reply by Wolfgang' });
  await expect(reply.locator('em', { hasText: 'Encore!' })).toBeVisible();
  // The author's face is the reply's only picture: none comes from the body.
  await expect(reply.locator('.post-body img')).toHaveCount(0);
  await expect(
    reply.getByText('<img src=x onerror="window.__formattingScriptRan=1">', { exact: false }),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('article', { name: 'Reply by Wolfgang' }).locator('em'),
  ).toBeVisible();
  expect(await scriptRan(page)).toBe(false);
});
