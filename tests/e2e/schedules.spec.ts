// The Salon's scheduled polls in Chromium: the demo admin queues a weekly poll in the Polls tab,
// the schedule opens it on the coming Monday (openScheduledPolls called as Cloud Scheduler calls
// it, through the functions host), and members find it in The Salon as the Poll of the Week; the
// week's poll before it has moved to "Past polls" with its results.
//
// Runs after the walks that open a daily poll by hand (files run in name order): the Monday's run
// also opens the next queued daily poll, dated that Monday, which The Salon then shows first.
import { runScheduledFunction } from '@salon/local-stack/stack';
import { expect, test } from './support/test.js';
import { expectDiscussionsListed } from './support/salon.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

const marker = `rondo${Date.now().toString(36)}`;
const DAY_MS = 86_400_000;

/** 00:00 UTC of the first Monday after today. */
function comingMonday(): string {
  const today = new Date();
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const daysAhead = (8 - today.getUTCDay()) % 7 || 7;
  return new Date(midnight + daysAhead * DAY_MS).toISOString();
}

test('an admin queues a weekly poll; the Monday’s schedule opens it in The Salon and retires last week’s', async ({
  browser,
}) => {
  const title = `Overture ${marker}: which one opens the season?`;
  const clara = await signedInPage(browser, 'admin@demo.example');
  await clara.goto('/admin');
  await clara.getByRole('tab', { name: 'Polls' }).click();
  const polls = clara.getByRole('tabpanel', { name: 'Polls' });
  // Trivia's editor beside it has its own "Add to Queue": each form is its own named region.
  const form = polls.getByRole('form', { name: 'New Poll' });
  await form.getByLabel('Poll title').fill(title);
  await form.getByRole('textbox', { name: 'Option 1' }).fill('Egmont');
  await form.getByRole('textbox', { name: 'Option 2' }).fill('Der Freischütz');
  await form.getByLabel('When').selectOption('weekly');
  await form.getByRole('button', { name: 'Add to Queue' }).click();
  await expectToast(clara, 'The schedule will open it in its turn.');
  const weeklyQueue = polls.getByRole('region', { name: 'Weekly Poll Queue' });
  const queued = weeklyQueue.getByRole('article', { name: title });
  await expect(queued).toContainText('Queued');
  // Queued last: moved to the front, one place at a time, it is the next to open.
  const items = weeklyQueue.getByRole('article');
  for (let place = (await items.count()) - 1; place > 0; place -= 1) {
    await expect(items.nth(place)).toHaveAccessibleName(title);
    await queued.getByRole('button', { name: 'Move up' }).click();
    await expect(items.nth(place - 1)).toHaveAccessibleName(title);
  }
  await expect(queued.getByRole('button', { name: 'Move up' })).toBeDisabled();

  // The week's poll before it, as The Salon shows it now.
  const fanny = await signedInPage(browser, 'fanny@demo.example');
  await fanny.goto('/salon');
  await expectDiscussionsListed(fanny);
  const weekly = fanny.getByRole('region', { name: 'Poll of the Week' });
  const lastWeek = await weekly.getByRole('heading', { level: 3 }).textContent();

  // Cloud Scheduler's call on the coming Monday, at 00:00 UTC.
  await runScheduledFunction('http://127.0.0.1:5001', 'openScheduledPolls', comingMonday());

  // The Salon shows it live, and the queue no longer holds it.
  await expect(weekly.getByRole('heading', { name: title })).toBeVisible();
  await weekly.getByRole('radio', { name: 'Egmont' }).check();
  await weekly.getByRole('button', { name: 'Vote' }).click();
  await expect(weekly.getByRole('list', { name: 'Results' })).toContainText('100%');
  await expect(queued).toHaveCount(0);

  // Last week's poll is among the past polls, with its results.
  await fanny.getByRole('link', { name: 'Past polls' }).click();
  const past = fanny.getByRole('list', { name: 'Closed polls, newest first' });
  const retired = past.getByRole('article', { name: lastWeek ?? '' });
  await expect(retired).toContainText('Poll of the Week');
  await expect(retired.getByRole('list', { name: 'Results' })).toBeVisible();

  for (const page of [clara, fanny]) await page.context().close();
});
