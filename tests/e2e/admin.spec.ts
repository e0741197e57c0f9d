// The admin panel in Chromium as people walk it, with three at once: a member starts discussions,
// another reports them in The Salon, and the demo admin handles the reports in Reports Management
// (in review and back, dismissed; deleted after the confirmation) while the reporter hears of each
// outcome in the bell; then the admin changes a member's role in User Management and meets the rule
// that keeps her own, and pages through eleven members a search finds. A member's profile picture
// is reported and removed. The moderator sees the demo's reports and the log of report handling.
import { expect, test, type Locator, type Page } from './support/test.js';
import { setStaffTwoStepRequired, signUpMembers } from './support/sdk.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';
import { picture, savePicture } from './support/pictures.js';
import { openNewDiscussion } from './support/salon.js';

test.describe.configure({ mode: 'serial' });

// Other suites share the stack: every title here carries a word nobody else writes.
const marker = `partita${Date.now().toString(36)}`;
const dismissedTitle = `Bach ${marker}: harpsichord or piano?`;
const deletedTitle = `Bach ${marker}: which Passion first?`;

async function startDiscussion(page: Page, title: string, body: string) {
  const dialog = await openNewDiscussion(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill(body);
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  await expectToast(page, 'Your discussion has been created successfully.');
  await expect(dialog).toBeHidden();
}

async function report(page: Page, title: string, reason: string) {
  await page.goto('/salon');
  await page.getByRole('list', { name: 'Discussions' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('button', { name: 'Discussion actions' }).click();
  await page.getByRole('menuitem', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report Content' });
  await dialog.getByLabel(reason).check();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(page, 'Thank you for your report. Our moderators will review it shortly.');
}

async function openTab(page: Page, name: 'User Management' | 'Reports Management') {
  await page.goto('/admin');
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

function reportCard(panel: Locator, title: string): Locator {
  return panel.getByRole('article', {
    name: new RegExp(`^${escape(title)} Reported by @amadeus$`),
  });
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/, includeHidden: true });
}

/** The reporter's bell holds the outcome of her report, by its title and message. */
async function expectOutcome(page: Page, title: string, message: string) {
  await page.goto('/salon');
  await bell(page).click();
  const item = page.getByRole('menuitem').filter({ hasText: message });
  await expect(item).toContainText(title);
  await page.keyboard.press('Escape');
}

test('an admin reviews a report and dismisses it; the reporter is told', async ({ browser }) => {
  const lili = await signedInPage(browser, 'lili@demo.example');
  await startDiscussion(
    lili,
    dismissedTitle,
    'The Goldbergs on a Steinway: sacrilege or revelation?',
  );
  const amadeus = await signedInPage(browser, 'amadeus@demo.example');
  await report(amadeus, dismissedTitle, 'Misinformation');

  const clara = await signedInPage(browser, 'admin@demo.example');
  const reports = await openTab(clara, 'Reports Management');
  // The search reaches a report by its thread's title.
  await reports.getByRole('searchbox', { name: 'Search reports' }).fill(marker);
  const card = reportCard(reports, dismissedTitle);
  await expect(card).toBeVisible();
  await expect(card.getByText('Misinformation')).toBeVisible();
  await expect(
    card.getByText('The Goldbergs on a Steinway: sacrilege or revelation?'),
  ).toBeVisible();
  await expect(card.getByText('Pending')).toBeVisible();

  await card.getByRole('button', { name: 'Mark In Review' }).click();
  await expectToast(clara, 'Report status changed to reviewed.');
  await expect(card.getByText('In Review')).toBeVisible();
  await card.getByRole('button', { name: 'Remove Review' }).click();
  await expectToast(clara, 'Report status changed to pending.');
  await expect(card.getByRole('button', { name: 'Mark In Review' })).toBeVisible();

  await card.getByRole('button', { name: 'Dismiss' }).click();
  await expectToast(clara, 'Report status changed to dismissed.');
  await expect(card).toHaveCount(0);
  await expect(reports.getByText('No reports match your search')).toBeVisible();

  await expectOutcome(
    amadeus,
    'Report Status Update',
    `Your report about the discussion "${dismissedTitle}" has been reviewed and dismissed.`,
  );

  await lili.context().close();
  await amadeus.context().close();
  await clara.context().close();
});

test('an admin deletes reported content after the confirmation; the reporter is told', async ({
  browser,
}) => {
  const lili = await signedInPage(browser, 'lili@demo.example');
  await startDiscussion(lili, deletedTitle, 'St John first, for the drama. Then St Matthew.');
  const amadeus = await signedInPage(browser, 'amadeus@demo.example');
  await report(amadeus, deletedTitle, 'Spam or unwanted content');

  const clara = await signedInPage(browser, 'admin@demo.example');
  const reports = await openTab(clara, 'Reports Management');
  const card = reportCard(reports, deletedTitle);
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete Discussion' }).click();
  const confirm = clara.getByRole('alertdialog', { name: 'Delete Reported Content' });
  await expect(
    confirm.getByText(
      'This will permanently delete the reported discussion and mark the report as resolved. This action cannot be undone.',
    ),
  ).toBeVisible();
  // Cancel leaves everything as it was.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'Delete Discussion' }).click();
  await confirm.getByRole('button', { name: 'Delete Discussion' }).click();
  await expectToast(clara, 'Content Deleted');
  await expect(card).toHaveCount(0);

  await expectOutcome(
    amadeus,
    'Report Action Taken',
    `Your report about the discussion "${deletedTitle}" has been reviewed and the content has been removed.`,
  );
  await expect(
    amadeus.getByRole('list', { name: 'Discussions' }).getByRole('link', { name: deletedTitle }),
  ).toHaveCount(0);

  await lili.context().close();
  await amadeus.context().close();
  await clara.context().close();
});

test('a member reports a profile picture; an admin removes it and the reporter is told', async ({
  browser,
}) => {
  const username = `cellist${marker}`.slice(0, 20);
  await signUpMembers([username]);
  const owner = await signedInPage(browser, `${username}@e2e.example`);
  await owner.goto('/profile');
  await savePicture(owner, 'Change profile picture', await picture('#aa3366'));

  const amadeus = await signedInPage(browser, 'amadeus@demo.example');
  await amadeus.goto(`/${username}`);
  await amadeus.getByRole('button', { name: 'Report profile picture' }).click();
  const dialog = amadeus.getByRole('dialog', { name: 'Report Content' });
  await dialog.getByLabel('Inappropriate content').check();
  await dialog.getByRole('button', { name: 'Submit Report' }).click();
  await expectToast(amadeus, 'Thank you for your report. Our moderators will review it shortly.');

  const clara = await signedInPage(browser, 'admin@demo.example');
  const reports = await openTab(clara, 'Reports Management');
  const card = reportCard(reports, `Profile picture of @${username}`);
  await expect(card.getByRole('img', { name: new RegExp(`@${username}`) })).toBeVisible();
  await card.getByRole('button', { name: 'Remove picture' }).click();
  const confirm = clara.getByRole('alertdialog', { name: 'Delete Reported Content' });
  await confirm.getByRole('button', { name: 'Remove picture' }).click();
  await expect(card).toHaveCount(0);

  // The face is gone from the member's page for everyone, and the reporter hears of it.
  await owner.reload();
  await expect(
    owner.getByRole('region', { name: 'My Profile', exact: true }).locator('img'),
  ).toHaveCount(0);
  await expectOutcome(
    amadeus,
    'Report Action Taken',
    `Your report about the profile picture of @${username} has been reviewed and the content has been removed.`,
  );

  await owner.context().close();
  await amadeus.context().close();
  await clara.context().close();
});

test('an admin changes a member’s role, never her own', async ({ browser }) => {
  const clara = await signedInPage(browser, 'admin@demo.example');
  const users = await openTab(clara, 'User Management');
  await expect(users.getByText(/^Showing 1-\d+ of \d+ users$/)).toBeVisible();
  const search = users.getByRole('searchbox', { name: 'Search users' });

  await search.fill('LILI');
  await expect(users.getByText('Showing 1-1 of 1 user')).toBeVisible();
  const lili = users.getByRole('combobox', { name: 'Role for @lili' });
  await expect(lili).toHaveValue('user');
  await lili.selectOption({ label: 'Moderator' });
  await expectToast(clara, 'Role Updated');
  await expectToast(clara, 'User role has been successfully updated.');
  await expect(lili).toHaveValue('moderator');

  // The filter reads the list again: Lili is a moderator now.
  await search.fill('');
  await users
    .getByRole('combobox', { name: 'Filter by role' })
    .selectOption({ label: 'Moderator' });
  await expect(users.getByRole('combobox', { name: 'Role for @lili' })).toHaveValue('moderator');
  await expect(users.getByRole('combobox', { name: 'Role for @felix' })).toBeVisible();

  // Put her back, for the suites after this one. The toast may still be the first change's, so
  // the row is what tells that the server took this one.
  await users.getByRole('combobox', { name: 'Role for @lili' }).selectOption({ label: 'User' });
  await expect(users.getByRole('combobox', { name: 'Role for @lili' })).toHaveValue('user');

  // Her own row: disabled, and a try says why.
  await users.getByRole('combobox', { name: 'Filter by role' }).selectOption({ label: 'Admin' });
  const own = users.getByRole('combobox', { name: 'Role for @clara' });
  await expect(own).toBeDisabled();
  // Still focusable (aria-disabled), so the keyboard can try; Playwright will not pick an option
  // of a disabled select.
  await own.focus();
  await clara.keyboard.press('ArrowDown');
  await expectToast(clara, 'Action Not Allowed');
  await expectToast(
    clara,
    'You cannot change your own role. Use the view switcher above to toggle how you see the site.',
  );
  await expect(own).toHaveValue('admin');

  await clara.context().close();
});

test('an admin pages through the members a search finds, ten at a time', async ({ browser }) => {
  // Eleven members whose names hold a word nobody else's does: two pages of them.
  const word = `pg${Date.now().toString(36).slice(-6)}`;
  const usernames = 'abcdefghijk'.split('').map((letter) => `${word}${letter}`);
  await signUpMembers(usernames);

  const clara = await signedInPage(browser, 'admin@demo.example');
  const users = await openTab(clara, 'User Management');
  await users.getByRole('searchbox', { name: 'Search users' }).fill(word.toUpperCase());
  await expect(users.getByText('Showing 1-10 of 11 users')).toBeVisible();
  await expect(users.getByRole('combobox', { name: /^Role for @/ })).toHaveCount(10);

  const pages = users.getByRole('navigation', { name: 'User pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(users.getByText('Showing 11-11 of 11 users')).toBeVisible();
  await expect(users.getByRole('combobox', { name: /^Role for @/ })).toHaveCount(1);
  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(users.getByText('Showing 1-10 of 11 users')).toBeVisible();

  // The filter narrows the same search: none of them is an admin.
  await users.getByRole('combobox', { name: 'Filter by role' }).selectOption({ label: 'Admin' });
  await expect(users.getByRole('combobox', { name: /^Role for @/ })).toHaveCount(0);
  await clara.context().close();
});

test('a moderator gets Reports Management, with the demo’s open reports, and the log of report handling', async ({
  browser,
}) => {
  const felix = await signedInPage(browser, 'moderator@demo.example');
  await felix.getByRole('button', { name: 'Account menu' }).click();
  await felix.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(felix).toHaveURL(/\/admin$/);
  await expect(felix.getByRole('tab')).toHaveText(['Reports Management', 'Moderation Log']);
  await expect(felix.getByRole('combobox', { name: 'View as' })).toHaveCount(0);
  const reports = felix.getByRole('tabpanel', { name: 'Reports Management' });
  await expect(
    reports.getByRole('article', {
      name: 'Reply in: Is minimalism really classical music? Reported by @fanny',
    }),
  ).toBeVisible();
  const reviewed = reports.getByRole('article', {
    name: 'Don Giovanni at the Staatsoper tonight: anyone else going? Reported by @lili',
  });
  await expect(reviewed.getByText('In Review')).toBeVisible();

  // The log shows a moderator the handling of reports (his own demo review), never
  // the admin's suspension of Antonio.
  await felix.getByRole('tab', { name: 'Moderation Log' }).click();
  const log = felix.getByRole('tabpanel', { name: 'Moderation Log' });
  // Once entries show, none is the admin's suspension of Antonio.
  await expect(
    log.getByRole('row').filter({ hasText: 'Report status change' }).first(),
  ).toBeVisible();
  await expect(log.getByRole('row').filter({ hasText: '@antonio' })).toHaveCount(0);
  await log.getByRole('textbox', { name: 'Actor' }).fill('@felix');
  await log.getByRole('button', { name: 'Apply filters' }).click();
  await expect(
    log
      .getByRole('row')
      .filter({ hasText: 'Don Giovanni at the Staatsoper tonight' })
      .filter({ hasText: 'pending to reviewed' }),
  ).toBeVisible();
  await felix.context().close();
});

test('the admin panel shows which staff have two-step verification', async ({ browser }) => {
  const clara = await signedInPage(browser, 'admin@demo.example');
  const users = await openTab(clara, 'User Management');
  await expect(users.getByRole('columnheader', { name: 'Two-step verification' })).toBeVisible();
  const search = users.getByRole('searchbox', { name: 'Search users' });
  // The demo admin signed in with her code (README); the demo moderator has none.
  await search.fill('clara');
  await expect(
    users
      .getByRole('row', { name: /@clara/ })
      .getByRole('cell', { name: 'Two-step verification: On' }),
  ).toBeVisible();
  await search.fill('felix');
  await expect(
    users
      .getByRole('row', { name: /@felix/ })
      .getByRole('cell', { name: 'Two-step verification: Off' }),
  ).toBeVisible();
  await search.fill('fanny');
  await expect(
    users.getByRole('row', { name: /@fanny/ }).getByRole('cell', { name: 'Not shown for members' }),
  ).toBeVisible();
  await clara.context().close();
});

test('with two-step verification required of staff, a moderator without it is told to set it up', async ({
  browser,
}) => {
  await setStaffTwoStepRequired(true);
  try {
    const felix = await signedInPage(browser, 'moderator@demo.example');
    await felix.goto('/admin');
    const required = felix.getByRole('region', { name: 'Two-step verification required' });
    await expect(
      required.getByText(
        'Two-step verification is required for the admin panel. Set it up on your profile; if it is already on, sign out and sign in again with your code.',
      ),
    ).toBeVisible();
    await expect(felix.getByRole('tab')).toHaveCount(0);
    await required.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(felix).toHaveURL(/\/profile$/);
    await expect(felix.getByRole('button', { name: 'Set up two-step verification' })).toBeVisible();

    // The demo admin signed in with her code: the panel is hers as always.
    const clara = await signedInPage(browser, 'admin@demo.example');
    await clara.goto('/admin');
    await expect(clara.getByRole('tab', { name: 'User Management' })).toBeVisible();
    await expect(clara.getByRole('region', { name: 'Two-step verification required' })).toHaveCount(
      0,
    );
    await clara.context().close();

    // Switched off again, the moderator's panel opens.
    await setStaffTwoStepRequired(false);
    await felix.goto('/admin');
    await expect(felix.getByRole('tab')).toHaveText(['Reports Management', 'Moderation Log']);
    await felix.context().close();
  } finally {
    await setStaffTwoStepRequired(false);
  }
});
