// A member's poll in a discussion, in Chromium, as people use it: Fanny starts a discussion with a
// poll of several choices; she and Amadeus vote from two browsers and each sees the other's
// ballot counted live; she closes it and both pages show it closed. A poll whose closing time has
// passed on the server refuses a ballot from a browser whose clock says it is still open.
import { expect, test, type Locator, type Page } from './support/test.js';
import { callAs, readStringField, setDocumentFields } from './support/sdk.js';
import { expectHydrated, openNewDiscussion } from './support/salon.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

test.describe.configure({ mode: 'serial' });

// Other suites share the stack: every title here carries a word nobody else writes.
const marker = `fugue${Date.now().toString(36)}`;
const HOUR = 3_600_000;

function poll(page: Page): Locator {
  return page.getByRole('region', { name: 'Poll' });
}

function result(page: Page, option: string): Locator {
  return poll(page).getByRole('list', { name: 'Results' }).getByRole('listitem').filter({
    hasText: option,
  });
}

async function expectResult(page: Page, option: string, votes: string, percentage: string) {
  await expect(result(page, option)).toContainText(votes);
  await expect(result(page, option)).toContainText(percentage);
}

test('a member starts a discussion with a poll; two members vote and see each other live; she closes it', async ({
  browser,
}) => {
  const title = `Bach ${marker}: which Art of Fugue?`;
  const fanny = await signedInPage(browser, 'fanny@demo.example');
  const dialog = await openNewDiscussion(fanny);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('Organ, harpsichord, strings or piano?');
  await dialog.getByLabel('Add a poll').check();
  const fields = dialog.getByRole('group', { name: 'Poll' });
  await fields.getByLabel('Question').fill('Which instruments?');
  await fields.getByRole('textbox', { name: 'Option 1' }).fill('Organ');
  // One option is no poll: refused before anything is sent.
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expectToast(fanny, 'Please give your poll a question and at least two options.');
  await fields.getByRole('textbox', { name: 'Option 2' }).fill('Harpsichord');
  await fields.getByRole('button', { name: 'Add Option' }).click();
  await fields.getByRole('textbox', { name: 'Option 3' }).fill('String quartet');
  await fields.getByLabel('Allow more than one choice').check();
  await fields.getByLabel('Most choices per member').fill('2');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expectToast(fanny, 'Your discussion has been created successfully.');

  // The list says it has a poll; the discussion shows it.
  const card = fanny.getByRole('list', { name: 'Discussions' }).getByRole('article').filter({
    hasText: title,
  });
  await expect(card.getByText('Poll', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(poll(fanny).getByRole('heading', { name: 'Which instruments?' })).toBeVisible();
  await expect(poll(fanny).getByText('Choose up to 2.')).toBeVisible();
  // Before anyone votes, she may still put an option right.
  await poll(fanny).getByRole('button', { name: 'Edit Poll' }).click();
  const editing = poll(fanny).getByRole('group', { name: 'Poll' });
  await editing.getByRole('textbox', { name: 'Option 3' }).fill('String quartet (Juilliard)');
  await poll(fanny).getByRole('button', { name: 'Save Poll' }).click();
  await expectToast(fanny, 'Your poll has been updated.');
  await expect(
    poll(fanny).getByRole('checkbox', { name: 'String quartet (Juilliard)' }),
  ).toBeVisible();
  const address = fanny.url();

  const amadeus = await signedInPage(browser, 'amadeus@demo.example');
  await amadeus.goto(address);
  await expectHydrated(amadeus);
  // Results only after voting, as Fanny left the setting.
  await expect(poll(amadeus).getByRole('button', { name: 'Show results' })).toHaveCount(0);
  await expect(poll(amadeus).getByRole('button', { name: 'Close Poll' })).toHaveCount(0);

  // Fanny names two; a third cannot be ticked.
  await poll(fanny).getByRole('checkbox', { name: 'Organ' }).check();
  await poll(fanny).getByRole('checkbox', { name: 'String quartet (Juilliard)' }).check();
  await expect(poll(fanny).getByRole('checkbox', { name: 'Harpsichord' })).toBeDisabled();
  await poll(fanny).getByRole('button', { name: 'Vote' }).click();
  await expectResult(fanny, 'Organ', '1 vote', '100%');
  await expectResult(fanny, 'String quartet', '1 vote', '100%');
  // Once a ballot names its options, they stay as they are.
  await expect(poll(fanny).getByRole('button', { name: 'Edit Poll' })).toHaveCount(0);

  // Amadeus names one; both pages count both ballots without a reload.
  await poll(amadeus).getByRole('checkbox', { name: 'Organ' }).check();
  await poll(amadeus).getByRole('button', { name: 'Vote' }).click();
  for (const page of [fanny, amadeus]) {
    await expectResult(page, 'Organ', '2 votes', '100%');
    await expectResult(page, 'String quartet', '1 vote', '50%');
    await expectResult(page, 'Harpsichord', '0 votes', '0%');
    await expect(poll(page).getByText('2 votes in total')).toBeVisible();
  }

  // Fanny closes it early: both pages show it closed, with no way to vote again.
  await poll(fanny).getByRole('button', { name: 'Close Poll' }).click();
  await expectToast(fanny, 'The poll no longer accepts votes.');
  for (const page of [fanny, amadeus]) {
    await expect(poll(page).getByText('This poll is closed.')).toBeVisible();
    await expect(poll(page).getByRole('button', { name: 'Change vote' })).toHaveCount(0);
  }

  for (const page of [fanny, amadeus]) await page.context().close();
});

test('a poll past its closing time on the server refuses a ballot, whatever the browser’s clock says', async ({
  browser,
}) => {
  const { threadId } = await callAs<{ threadId: string }>('fanny@demo.example', 'createThread', {
    title: `Goldberg ${marker}: repeats or not?`,
    body: 'Gould took none in 1955.',
    isAnonymous: false,
    poll: {
      question: 'Repeats?',
      options: ['All of them', 'None'],
      maxChoices: 1,
      closesAt: Date.now() + HOUR,
      resultsVisibility: 'afterVoting',
    },
  });
  const pollId = await readStringField(`threads/${threadId}`, 'pollId');
  if (!pollId) throw new Error('the discussion names no poll');
  // The hour passes for the server: its closing time is now behind it.
  await setDocumentFields(`polls/${pollId}`, { closesAt: new Date(Date.now() - 60_000) });

  const lili = await signedInPage(browser, 'lili@demo.example');
  // Lili's clock is two hours slow: for her page the poll is still open.
  await lili.clock.setFixedTime(new Date(Date.now() - 2 * HOUR));
  await lili.goto(`/salon/thread/${threadId}`);
  await expectHydrated(lili);
  await expect(poll(lili).getByText(/^Closes /)).toBeVisible();
  await poll(lili).getByRole('radio', { name: 'None' }).check();
  await poll(lili).getByRole('button', { name: 'Vote' }).click();
  await expectToast(lili, 'This poll closed before your vote arrived.');
  await expect(poll(lili).getByRole('list', { name: 'Results' })).toHaveCount(0);
  await lili.context().close();
});
