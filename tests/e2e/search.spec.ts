// The Salon's search in Chromium finds what classical listeners type.
// A member posts three discussions written as people write them (accents, a catalogue number,
// a plural); a visitor then finds each by the spelling a reader would type instead.
import { expect, test, type Page } from './support/test.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

test.describe.configure({ mode: 'serial' });

// Other suites share the stack: every title carries a word nobody else writes.
const marker = `lied${Date.now().toString(36)}`;
const dvorak = `Dvořák: Symphony No. 9 'From the New World' (${marker})`;
const pathetique = `Beethoven Piano Sonata No. 8 'Pathétique', Op. 13 (${marker})`;
const tchaikovsky = `Tchaikovsky: the symphonies, and which Mravinsky to buy (${marker})`;

async function startDiscussion(page: Page, title: string, body: string) {
  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start a New Discussion' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill(body);
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expectToast(page, 'Your discussion has been created successfully.');
  await expect(dialog).toBeHidden();
}

test('a member posts discussions as people write them', async ({ browser }) => {
  const fanny = await signedInPage(browser, 'fanny@demo.example');
  await fanny.goto('/salon');
  await startDiscussion(fanny, dvorak, 'Kertész in Vienna or Kubelík in Berlin?');
  await startDiscussion(fanny, pathetique, 'The slow movement, of course.');
  await startDiscussion(fanny, tchaikovsky, 'The Leningrad recordings of 1960.');
  await fanny.context().close();
});

test('a visitor finds each by the spelling a reader types', async ({ page }) => {
  await page.goto('/salon');
  const box = page.getByRole('searchbox', { name: 'Search discussions, topics...' });
  const results = page.getByRole('list', { name: 'Discussions' });
  const searches: [query: string, finds: string][] = [
    ['dvorak', dvorak],
    ['pathetique', pathetique],
    ['Tschaikowsky', tchaikovsky],
    ['symphony', tchaikovsky],
    ['op 13', pathetique],
  ];
  for (const [query, title] of searches) {
    await box.fill(query);
    await expect(results.getByRole('link', { name: title }), query).toBeVisible();
  }
  // A catalogue number is one term: "op 13" is not "No. 9", nor any word starting "op".
  await box.fill('Op. 13');
  await expect(results.getByRole('link', { name: pathetique })).toBeVisible();
  await expect(results.getByRole('link', { name: dvorak })).toHaveCount(0);
  // Results still show the text as written.
  await box.fill('DVORAK');
  await expect(results.getByText(dvorak, { exact: true })).toBeVisible();
});

test('the Users search knows a composer by her other name', async ({ page }) => {
  await page.goto('/salon');
  await page.getByRole('button', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search for users...' }).fill('Fanny Mendelssohn');
  const found = page.getByRole('list', { name: 'Users' });
  await expect(found.getByRole('link', { name: 'Fanny Hensel' })).toHaveAttribute('href', '/fanny');
});
