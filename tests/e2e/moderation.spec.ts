// Suspensions and the moderation log in Chromium, with two people at once: the demo admin suspends
// a new member from User Management; the member, in a second browser, sees the banner with the
// reason and the end and is refused a new discussion with the end; the admin finds the suspension
// in the Moderation Log, filtered by the member, and lifts it early; the member's banner goes by
// itself and their next discussion is posted. (That a suspension also ends by itself at its end
// time is proven in the rules and functions suites with an end in the past: a walk does not wait a
// day.)
import { expect, test, type Page } from './support/test.js';
import { openNewDiscussion } from './support/salon.js';
import { signUpMembers } from './support/sdk.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

const marker = Date.now().toString(36);
const username = `spammer${marker}`.slice(0, 20);
const reason = `Link spam ${marker}`;

async function openTab(page: Page, name: 'User Management' | 'Moderation Log') {
  await page.goto('/admin');
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel', { name });
}

async function tryDiscussion(page: Page, title: string) {
  const dialog = await openNewDiscussion(page);
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content').fill('Buy my recordings at a discount, follow the link.');
  await dialog.getByRole('button', { name: 'Create Discussion' }).click();
  return dialog;
}

test('an admin suspends a member, who is refused and told; the log shows it; a lift ends it', async ({
  browser,
}) => {
  await signUpMembers([username]);
  const member = await signedInPage(browser, `${username}@e2e.example`);
  await member.goto('/salon');
  const banner = member.getByRole('complementary', { name: 'Account suspension' });
  await expect(banner).toHaveCount(0);

  const clara = await signedInPage(browser, 'admin@demo.example');
  const users = await openTab(clara, 'User Management');
  await users.getByLabel('Search users').fill(username);
  await users.getByRole('button', { name: `Suspend @${username}` }).click();
  const dialog = clara.getByRole('dialog', { name: `Suspend @${username}` });
  await dialog.getByRole('combobox', { name: 'Duration' }).selectOption({ label: '1 day' });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expectToast(clara, 'Member Suspended');
  await expect(users.getByText(/^Suspended until /)).toBeVisible();

  // The member's page follows the suspension as it happens: the banner, with reason and end.
  await expect(banner).toContainText(/Your account is suspended until .+\./);
  await expect(banner).toContainText(`Reason: ${reason}`);
  const refused = await tryDiscussion(member, `Discount recordings ${marker}`);
  const toasts = member.getByRole('region', { name: /^Messages/, includeHidden: true });
  await expect(toasts.getByText(/^Your account is suspended until /)).toBeVisible();
  await expect(refused).toBeVisible();
  await member.keyboard.press('Escape');

  // The log holds the suspension, found by the member it was about.
  const log = await openTab(clara, 'Moderation Log');
  await log.getByRole('textbox', { name: 'Member' }).fill(`@${username}`);
  await log.getByRole('button', { name: 'Apply filters' }).click();
  const entry = log.getByRole('row').filter({ hasText: reason });
  await expect(entry).toContainText('Suspension');
  await expect(entry).toContainText('@clara');

  // Lifted early: the banner goes without a reload, and the member posts again.
  const again = await openTab(clara, 'User Management');
  await again.getByLabel('Search users').fill(username);
  await again.getByRole('button', { name: `Lift suspension of @${username}` }).click();
  const lift = clara.getByRole('dialog', { name: `Lift the suspension of @${username}` });
  await lift.getByRole('textbox', { name: 'Reason (optional)' }).fill('Appeal accepted');
  await lift.getByRole('button', { name: 'Lift suspension' }).click();
  await expectToast(clara, 'Suspension Lifted');
  await expect(banner).toHaveCount(0);
  const posted = await tryDiscussion(member, `Back to Bach ${marker}`);
  await expectToast(member, 'Your discussion has been created successfully.');
  await expect(posted).toBeHidden();

  const after = await openTab(clara, 'Moderation Log');
  await after
    .getByRole('combobox', { name: 'Action' })
    .selectOption({ label: 'Suspension lifted' });
  await after.getByRole('textbox', { name: 'Member' }).fill(username);
  await after.getByRole('button', { name: 'Apply filters' }).click();
  await expect(after.getByRole('row').filter({ hasText: 'Appeal accepted' })).toBeVisible();

  await member.context().close();
  await clara.context().close();
});
