// The music games in Chromium, by keyboard alone, each answer chosen by reading the question's
// words as a screen reader would: a visitor practises Intervals; a member plays a scored round of
// each game to the end, sees the score and a new personal best, then the best on their profile and
// their row on the week's leaderboard.
import {
  CHORD_NAMES,
  describeThemePrompt,
  INTERVAL_NAMES,
  intervalSemitones,
  serveThemePrompt,
  THEMES,
  workLabel,
  type IntervalId,
} from '@salon/domain';
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
const game = (page: Page, name = 'Intervals') => page.getByRole('region', { name });

const idNamed = (name: string) =>
  (Object.keys(INTERVAL_NAMES) as IntervalId[]).find((id) => INTERVAL_NAMES[id] === name)!;

/** Chooses the interval by keyboard: Tab into the answers, arrows to it, then "Answer". */
async function answerByKeyboard(page: Page, name: string, value: string = idNamed(name)) {
  const answers = page.getByRole('group', { name: 'Your answer' });
  const radios = answers.getByRole('radio');
  await radios.first().focus();
  const values = await radios.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  const target = values.indexOf(value);
  expect(target).toBeGreaterThanOrEqual(0);
  // Space checks the first; each arrow moves to the next answer and checks it.
  await page.keyboard.press('Space');
  for (let step = 0; step < target; step += 1) await page.keyboard.press('ArrowDown');
  await expect(radios.nth(target)).toBeChecked();
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
  // Practice goes on until stopped, by a button beside the level.
  await page.getByRole('button', { name: 'Stop practice' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Practise' })).toBeFocused();
  await expect(page.getByRole('heading', { name: /^Practice question/ })).toHaveCount(0);
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

/** The game's question, in words, as a screen reader reads it (the live region). */
const words = async (page: Page) =>
  (await page.locator('.games-question__prompt').textContent()) ?? '';

/** Semitones above the bass of each chord the game asks for, by its name among the answers. */
const CHORDS_BY_SHAPE: Record<string, string> = {
  '0,4,7': 'Major triad',
  '0,3,7': 'Minor triad',
  '0,3,6': 'Diminished triad',
  '0,4,8': 'Augmented triad',
  '0,4,7,10': 'Dominant seventh',
  '0,4,7,11': 'Major seventh',
  '0,3,7,10': 'Minor seventh',
  '0,3,6,10': 'Half-diminished seventh',
  '0,3,6,9': 'Diminished seventh',
};

/** The chord or cadence the words describe: the chord's shape, or the cadence's last basses. */
function chordHeard(said: string): string {
  const notesOf = (text: string) =>
    [...text.matchAll(/([A-G](?:#|b)?-?\d)/g)].map((match) => Note.midi(match[1]!)!);
  const cadence = /^A cadence in ([A-G][b#]?) major: (.*)\.$/.exec(said);
  if (!cadence) {
    const notes = notesOf(said.replace(/^A chord: /, ''));
    return CHORDS_BY_SHAPE[notes.map((note) => note - notes[0]!).join(',')]!;
  }
  const tonic = Note.midi(`${cadence[1]}4`)!;
  const [before, last] = cadence[2]!
    .split('; then ')
    .slice(-2)
    .map((chord) => (((notesOf(chord)[0]! - tonic) % 12) + 12) % 12);
  if (last === 9) return 'Deceptive cadence';
  if (last === 7) return 'Half cadence';
  return before === 5 ? 'Plagal cadence' : 'Authentic cadence';
}

/** Starts a scored round at `level` by keyboard, on the game's page. */
async function startRound(page: Page, path: string, level: string) {
  await page.goto(path);
  await page.getByLabel('Level').selectOption({ label: level });
  await page.getByRole('button', { name: 'Start Round' }).focus();
  await page.keyboard.press('Enter');
}

/** The round over: its score, a new best, this week's row and the record on the profile. */
async function expectRecorded(page: Page, username: string, gameName: string, level: string) {
  const over = page.getByRole('region', { name: 'Round over' });
  await expect(over).toContainText('A new personal best!');
  const score = Number(/Your score\D*(\d+)/.exec((await over.textContent()) ?? '')?.[1]);
  expect(score).toBeGreaterThan(0);
  const leaderboard = page.getByRole('list', { name: 'This Week’s Leaderboard' });
  await expect(leaderboard.getByRole('listitem').filter({ hasText: username })).toContainText(
    `${score} points`,
  );
  await page.goto('/profile');
  const record = page
    .getByRole('region', { name: 'Music Games' })
    .locator('.games-record__game')
    .filter({ hasText: gameName });
  await expect(record).toContainText(`${score} points`);
  await expect(record).toContainText(level);
}

test('a member plays a round of Chords and Cadences by keyboard and finds the best recorded', async ({
  browser,
}) => {
  const username = `chords${marker}`;
  await signUpMembers([username]);
  const page = await signedInPage(browser, `${username}@e2e.example`);
  const level = 'Every chord and cadence';
  await startRound(page, '/games/chords', level);
  for (let question = 1; question <= 10; question += 1) {
    await expect(page.getByRole('heading', { name: `Question ${question} of 10` })).toBeFocused();
    const heard = chordHeard(await words(page));
    const id = Object.entries(CHORD_NAMES).find(([, name]) => name === heard)![0];
    await answerByKeyboard(page, heard, id);
    await expect(game(page, 'Chords and Cadences').getByRole('status')).toContainText('Right!');
    if (question === 1) {
      await expect(page.getByRole('img', { name: /on a staff/ })).toBeVisible();
      await expectNoSeriousViolations(page, 'a chord question answered');
      await page.getByRole('button', { name: 'Next' }).focus();
    }
    if (question < 10) {
      // Focus moves to Next once the verdict is drawn: an Enter before it is lost.
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
  }
  await expectRecorded(page, username, 'Chords and Cadences', level);
});

test('a member names five works by keyboard, from the fewest bars the words tell apart', async ({
  browser,
}) => {
  const username = `works${marker}`;
  await signUpMembers([username]);
  const page = await signedInPage(browser, `${username}@e2e.example`);
  const level = 'Four choices';
  await startRound(page, '/games/name-the-work', level);
  const ask = { kind: 'theme', part: 'composer', choices: [] } as const;
  for (let theme = 1; theme <= 5; theme += 1) {
    const heading = page.getByRole('heading', { name: `Theme ${theme} of 5` });
    await expect(heading).toBeFocused();
    await expect(page.getByText('Who composed it?')).toBeVisible();
    // A listener who knows every theme asks for bars until only one theme fits what is shown.
    let known = THEMES.filter(() => false);
    for (;;) {
      const said = await words(page);
      const shown = Number(/^The first (\d+) bars?/.exec(said)?.[1] ?? 1);
      known = THEMES.filter(
        (candidate) => describeThemePrompt(serveThemePrompt(ask, candidate, shown)) === said,
      );
      if (known.length === 1) break;
      await page.getByRole('button', { name: 'Hear the Next Bar' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.games-question__prompt')).not.toHaveText(said);
    }
    const [named] = known as [(typeof THEMES)[number]];
    await answerByKeyboard(page, named.composer, named.composer);
    await expect(game(page, 'Name the Work').getByRole('status')).toContainText('Right!');
    if (theme === 1) {
      await expect(
        page.getByRole('img', { name: /^The first (bar|\d+ bars) on a staff$/ }),
      ).toBeVisible();
      await expectNoSeriousViolations(page, 'a theme’s composer named');
      await page.getByRole('button', { name: 'Next' }).focus();
    }
    await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
    await page.keyboard.press('Enter'); // Next: the work
    await expect(heading).toBeFocused();
    await expect(page.getByText('Which work is it?')).toBeVisible();
    await answerByKeyboard(page, workLabel(named), workLabel(named));
    await expect(game(page, 'Name the Work').getByRole('status')).toContainText('Right!');
    await expect(game(page, 'Name the Work').getByRole('status')).toContainText(named.composer);
    if (theme < 5) {
      await expect(page.getByRole('button', { name: 'Next' })).toBeFocused();
      await page.keyboard.press('Enter');
    }
  }
  await expectRecorded(page, username, 'Name the Work', level);
});
