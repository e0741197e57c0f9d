// Daily trivia in Chromium, as people use it: two members answer today's question in the Salon,
// one right and one wrong, each then sees the verdict, the right answer and the explanation, and
// the count of right answers moves live on the other's page; the answer holds after a reload and
// the streak shows on the profile; the month's leaderboard hides a private member; an admin
// writes a question into the queue from the Polls tab, a bad one refused first.
import { DEMO_TRIVIA_TODAY } from '@salon/local-stack/demo-trivia';
import { expect, test, type Locator, type Page } from './support/test.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { signUpMembers } from './support/sdk.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

test.describe.configure({ mode: 'serial' });

const marker = Date.now().toString(36);
const today = DEMO_TRIVIA_TODAY;
const rightAnswer = today.answers[today.correctIndex]!;
const wrongAnswer = today.answers[(today.correctIndex + 1) % today.answers.length]!;

function trivia(page: Page): Locator {
  return page.getByRole('region', { name: 'Daily Trivia' });
}

/** "r of m members answered right" as numbers. */
async function rightCount(page: Page): Promise<{ right: number; answered: number }> {
  const line = trivia(page).getByText(/\d+ of \d+ members? answered right/);
  const [, right, answered] = /(\d+) of (\d+)/.exec((await line.textContent()) ?? '')!;
  return { right: Number(right), answered: Number(answered) };
}

async function answer(page: Page, choice: string) {
  await trivia(page).getByRole('radio', { name: choice }).check();
  await trivia(page).getByRole('button', { name: 'Submit Answer' }).click();
}

test('two members answer today’s trivia, one right and one wrong, and see the explanation', async ({
  browser,
}) => {
  const [right, wrong] = [`quizright${marker}`, `quizwrong${marker}`];
  await signUpMembers([right, wrong]);
  const first = await signedInPage(browser, `${right}@e2e.example`);
  await first.goto('/');
  await expect(trivia(first).getByText(today.question)).toBeVisible();
  // No answer chosen: refused on the page, nothing sent.
  await trivia(first).getByRole('button', { name: 'Submit Answer' }).click();
  await expectToast(first, 'Please choose one of the answers.');
  await expectNoSeriousViolations(first, 'the Salon with today’s trivia');

  await answer(first, rightAnswer);
  await expect(trivia(first).getByText('Correct!')).toBeVisible();
  await expect(trivia(first).getByText(today.explanation)).toBeVisible();
  await expect(trivia(first).getByRole('listitem').filter({ hasText: rightAnswer })).toContainText(
    '(right answer)',
  );
  await expect(trivia(first).getByRole('button', { name: 'Submit Answer' })).toHaveCount(0);
  const before = await rightCount(first);
  expect(before.right).toBeGreaterThanOrEqual(1);

  const second = await signedInPage(browser, `${wrong}@e2e.example`);
  await second.goto('/');
  await answer(second, wrongAnswer);
  await expect(trivia(second).getByText('Not quite')).toBeVisible();
  await expect(trivia(second).getByText(today.explanation)).toBeVisible();
  await expect(trivia(second).getByRole('listitem').filter({ hasText: wrongAnswer })).toContainText(
    '(your answer)',
  );
  await expect(trivia(second).getByRole('listitem').filter({ hasText: rightAnswer })).toContainText(
    '(right answer)',
  );
  // The first member's count moves live: one more answer, no more right ones.
  await expect(trivia(first)).toContainText(
    `${before.right} of ${before.answered + 1} members answered right`,
  );

  // Answered once: a reload shows the verdict, never the answers to choose again.
  await second.reload();
  await expect(trivia(second).getByText('Not quite')).toBeVisible();
  await expect(trivia(second).getByRole('radio')).toHaveCount(0);

  // The streak and the total on the member's own profile.
  await first.goto('/profile');
  const record = first.getByRole('region', { name: 'Trivia', exact: true });
  await expect(record).toContainText('Current streak1 day');
  await expect(record).toContainText('Answered right1');
});

test('the month’s leaderboard names public members and hides a private one', async ({ page }) => {
  await page.goto('/trivia/leaderboard');
  const board = page.getByRole('list', { name: /leaderboard$/ });
  await expect(board.getByRole('link', { name: 'Clara Wieck' })).toBeVisible();
  await expect(board.getByText('A private member')).toBeVisible();
  await expect(board.getByText('Lili B.')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the trivia leaderboard');
});

test('an admin writes a trivia question into the queue, a bad draft refused first', async ({
  browser,
}) => {
  const clara = await signedInPage(browser, 'admin@demo.example');
  await clara.goto('/admin');
  await clara.getByRole('tab', { name: 'Polls' }).click();
  const editor = clara.getByRole('region', { name: 'New Trivia Question' });
  const question = `Which Brahms symphony opens with a timpani pedal? (${marker})`;
  await editor.getByLabel('Question').fill(question);
  await editor.getByRole('textbox', { name: 'Answer 1', exact: true }).fill('No. 1');
  await editor.getByRole('textbox', { name: 'Answer 2', exact: true }).fill('No. 4');
  await editor.getByRole('button', { name: 'Add to Queue' }).click();
  await expectToast(clara, 'Please mark which answer is right.');

  await editor.getByRole('radio', { name: 'Answer 1 is right' }).check();
  await editor.getByLabel('Explanation').fill('The First opens over a pounding timpani C.');
  await editor.getByLabel('Composer (optional)').fill('Brahms');
  await editor.getByLabel('Period (optional)').selectOption('romantic');
  await editor.getByRole('button', { name: 'Add to Queue' }).click();
  await expectToast(clara, 'The trivia question is saved.');
  const queue = clara.getByRole('region', { name: 'Trivia Queue' });
  const item = queue.getByRole('article', { name: question });
  await expect(item).toContainText('Right answer: No. 1');
  await expectNoSeriousViolations(clara, 'the admin panel’s Polls tab');
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect(item).toHaveCount(0);
});
