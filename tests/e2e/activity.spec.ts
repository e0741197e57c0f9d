// My activity and the Save toggle in Chromium against the local stack: Fanny saves a
// discussion from its page, then finds what she started, replied to, reacted to and saved on her
// own profile, one tab each (the arrow keys move between them), newest first and paged; she
// unsaves it again. Lili sees her anonymous discussion and replies in her own activity, marked
// "anonymous" (nobody else can read the records: tests/rules/activity.rules.test.ts).
import { expect, test, type Page } from './support/test.js';
import { signedInPage } from './support/session.js';

const THREADS = {
  welcome: 'Welcome to The Salon: introduce yourself',
  brahms: 'Brahms 4: which recording of the passacaglia finale?',
  firstConcert: 'First live concert next week: when do I clap?',
  minimalism: 'Is minimalism really classical music?',
  advent: 'Bach cantatas for Advent: where should a newcomer start?',
  donGiovanni: 'Don Giovanni at the Staatsoper tonight: anyone else going?',
};

const activity = (page: Page) => page.getByRole('region', { name: 'My activity' });
const tab = (page: Page, name: string) => activity(page).getByRole('tab', { name, exact: true });
const panel = (page: Page) => activity(page).getByRole('tabpanel');
const titles = (page: Page) => panel(page).getByRole('listitem').getByRole('link');

async function openThread(page: Page, title: string) {
  await page.goto('/salon');
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('a member saves a discussion and finds each kind of activity on her profile', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'fanny@demo.example');

  // The newest discussion, the one Fanny has not saved yet.
  await openThread(page, THREADS.donGiovanni);
  await page.getByRole('button', { name: 'Save', exact: true, pressed: false }).click();
  await expect(
    page.getByRole('button', { name: 'Saved', exact: true, pressed: true }),
  ).toBeVisible();

  await page.goto('/profile');
  await expect(tab(page, 'Started')).toHaveAttribute('aria-selected', 'true');
  await expect(titles(page)).toHaveText([THREADS.brahms]);
  await expect(titles(page).first()).toHaveAttribute('href', /^\/salon\/thread\//);

  // The arrow keys move along the tabs and open each.
  await tab(page, 'Started').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Replied')).toBeFocused();
  await expect(tab(page, 'Replied')).toHaveAttribute('aria-selected', 'true');
  await expect(titles(page)).toHaveText([THREADS.advent, THREADS.minimalism, THREADS.welcome]);

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Reacted')).toHaveAttribute('aria-selected', 'true');
  await expect(titles(page)).toHaveText([THREADS.firstConcert, THREADS.brahms, THREADS.welcome]);

  // Saved: five a page, newest first; "Show more" brings the oldest.
  await tab(page, 'Saved').click();
  await expect(titles(page)).toHaveText([
    THREADS.donGiovanni,
    THREADS.advent,
    THREADS.brahms,
    THREADS.minimalism,
    THREADS.firstConcert,
  ]);
  await panel(page).getByRole('button', { name: 'Show more' }).click();
  await expect(titles(page)).toHaveCount(6);
  await expect(titles(page).last()).toHaveText(THREADS.welcome);
  await expect(panel(page).getByRole('button', { name: 'Show more' })).toHaveCount(0);

  // Unsaved, it leaves the list, and the list one page again.
  await openThread(page, THREADS.donGiovanni);
  await page.getByRole('button', { name: 'Saved', exact: true, pressed: true }).click();
  await expect(
    page.getByRole('button', { name: 'Save', exact: true, pressed: false }),
  ).toBeVisible();
  await page.goto('/profile');
  await tab(page, 'Saved').click();
  await expect(titles(page)).toHaveCount(5);
  await expect(titles(page).first()).toHaveText(THREADS.advent);
  await expect(panel(page).getByRole('button', { name: 'Show more' })).toHaveCount(0);
});

test('anonymous posts show in their author’s own activity, marked anonymous', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'lili@demo.example');
  await page.goto('/profile');
  const started = panel(page).getByRole('listitem').filter({ hasText: THREADS.firstConcert });
  await expect(started.getByText('anonymous', { exact: true })).toBeVisible();

  await tab(page, 'Replied').click();
  // Her replies to Brahms 4, her own concert thread, the minimalism thread and the poll: all
  // posted anonymously.
  await expect(panel(page).getByRole('listitem')).toHaveCount(4);
  for (const item of await panel(page).getByRole('listitem').all()) {
    await expect(item.getByText('anonymous', { exact: true })).toBeVisible();
  }
  await expect(panel(page).getByText('Poll', { exact: true })).toBeVisible();
});
