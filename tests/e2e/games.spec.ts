// The Intervals game in Chromium, by keyboard alone, each answer chosen by reading the question's
// words as a screen reader would: a visitor practises; a member plays a scored round to the end,
// sees the score and a new personal best, then the best on their profile and their row on the
// week's leaderboard.
import { INTERVAL_NAMES, intervalSemitones, type IntervalId } from '@salon/domain';
import { Note } from 'tonal';
import { expect, test, type Page } from './support/test.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { signUpMembers } from './support/sdk.js';
import { signedInPage } from './support/session.js';

const marker = Date.now().toString(36);

/** The interval the question's words describe, by its name in the answers. */
async function intervalHeard(page: Page): Promise<string> {
  const words = await page.getByText(/^Two notes/).textContent();
  const notes = [...(words ?? '').matchAll(/([A-G]#?\d)/g)].map((match) => Note.midi(match[1]!)!);
  const semitones = Math.abs(notes[1]! - notes[0]!);
  const id = (Object.keys(INTERVAL_NAMES) as IntervalId[]).find(
    (interval) => intervalSemitones(interval) === semitones,
  )!;
  return INTERVAL_NAMES[id];
}

/** The game itself, apart from the leaderboard beside it. */
const game = (page: Page) => page.getByRole('region', { name: 'Intervals' });

const idNamed = (name: string) =>
  (Object.keys(INTERVAL_NAMES) as IntervalId[]).find((id) => INTERVAL_NAMES[id] === name)!;

/** Chooses the interval by keyboard: Tab into the answers, arrows to it, then "Answer". */
async function answerByKeyboard(page: Page, name: string) {
  const answers = page.getByRole('group', { name: 'Your answer' });
  const radios = answers.getByRole('radio');
  await radios.first().focus();
  const names = await radios.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  const target = names.indexOf(idNamed(name));
  // Space checks the first; each arrow moves to the next answer and checks it.
  await page.keyboard.press('Space');
  for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
  await expect(answers.getByRole('radio', { name })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Answer' })).toBeFocused();
  await page.keyboard.press('Enter');
}

test('a visitor practises Intervals by keyboard, unscored', async ({ page }) => {
  await page.goto('/games');
  await page.getByRole('link', { name: 'Intervals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Intervals' })).toBeVisible();
  await expect(page.getByText('Sign in to keep your score.')).toBeVisible();
  await page.getByRole('button', { name: 'Practise' }).focus();
  await page.keyboard.press('Enter');
  await answerByKeyboard(page, await intervalHeard(page));
  await expect(game(page).getByRole('status')).toContainText('Right!');
  await expect(page.getByRole('img', { name: /^The notes on a staff/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'a practice question answered');
  await expect(page.getByText('Loading the leaderboard…')).toBeHidden();
});

test('a member plays a scored round to the end and finds the best on the profile and the leaderboard', async ({
  browser,
}) => {
  const username = `ear${marker}`;
  await signUpMembers([username]);
  const page = await signedInPage(browser, `${username}@e2e.example`);
  await page.goto('/games/intervals');
  await page.getByLabel('Level').selectOption({ label: 'Every interval within an octave' });
  await page.getByRole('button', { name: 'Start Round' }).focus();
  await page.keyboard.press('Enter');

  for (let question = 1; question <= 10; question += 1) {
    await expect(page.getByRole('heading', { name: `Question ${question} of 10` })).toBeFocused();
    await answerByKeyboard(page, await intervalHeard(page));
    await expect(game(page).getByRole('status')).toContainText('Right!');
    if (question < 10) {
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
  }
  const over = page.getByRole('region', { name: 'Round over' });
  await expect(over).toContainText('A new personal best!');
  const score = Number(/Your score\D*(\d+)/.exec((await over.textContent()) ?? '')?.[1]);
  expect(score).toBeGreaterThanOrEqual(10 * 75);
  await expect(page.getByRole('button', { name: 'Play Again' })).toBeFocused();

  const leaderboard = page.getByRole('list', { name: 'This Week’s Leaderboard' });
  await expect(leaderboard.getByRole('listitem').filter({ hasText: username })).toContainText(
    `${score} points`,
  );

  await page.goto('/profile');
  const record = page.getByRole('region', { name: 'Music Games' });
  await expect(record).toContainText('Personal best');
  await expect(record).toContainText(String(score));
  await expect(record).toContainText('Every interval within an octave');
});
