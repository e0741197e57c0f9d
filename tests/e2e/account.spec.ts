// Account self-service in Chromium against the local stack: a member who forgot the
// password asks for the reset e-mail, opens its link (read from the Auth emulator's out-of-band
// codes, as a developer would), chooses a new password and is signed in with it; a member not
// verified yet sees the reminder, has the e-mail sent again, opens its link and the reminder goes;
// a member deletes the account and can no longer sign in, while their reply stays under
// "Deleted member".
import { expect, test } from './support/test.js';
import { DEMO_PASSWORD, signIn, signOut, signedInPage } from './support/session.js';
import { signUpMembers } from './support/sdk.js';
import { expectToast } from './support/toast.js';

const PROJECT_ID = 'demo-classical-home';

/** The newest code of `requestType` the Auth emulator "sent" to `email`. */
async function latestCode(
  email: string,
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL',
): Promise<string> {
  const response = await fetch(`http://127.0.0.1:9099/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  const { oobCodes } = (await response.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const code = oobCodes
    .filter((entry) => entry.email === email && entry.requestType === requestType)
    .at(-1)?.oobCode;
  if (!code) throw new Error(`no ${requestType} e-mail for ${email}`);
  return code;
}

test('a member resets a forgotten password through the e-mail link and signs in with it', async ({
  page,
}) => {
  const username = `reset${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@e2e.example`;
  await signUpMembers([username]);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const request = page.getByRole('form', { name: 'Reset your password' });
  // An address without an account gets the same answer: the form reveals no members.
  await request.getByLabel('Email').fill('nobody@e2e.example');
  await request.getByRole('button', { name: 'Send reset link' }).click();
  await expect(request.getByRole('status')).toHaveText(
    'If an account exists for nobody@e2e.example, we have sent it a link to reset the password. Check your inbox.',
  );

  await page.reload();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await request.getByLabel('Email').fill(email);
  await request.getByRole('button', { name: 'Send reset link' }).click();
  await expect(request.getByRole('status')).toContainText(`If an account exists for ${email}`);

  const code = await latestCode(email, 'PASSWORD_RESET');
  await page.goto(`/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  const choose = page.getByRole('form', { name: 'Choose a new password' });
  await expect(choose.getByText(email)).toBeVisible();
  await choose.getByLabel('New password').fill('a-new-sonata');
  await choose.getByRole('button', { name: 'Save new password' }).click();
  await expectToast(page, 'Password updated');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  // The link works once; the old password no longer does, the new one does.
  await page.goto(`/auth/action?mode=resetPassword&oobCode=${encodeURIComponent(code)}`);
  await expect(
    page.getByText('This password reset link is invalid or has expired. Ask for a new one.'),
  ).toBeVisible();
  await page.goto('/');
  await signOut(page);
  await signIn(page, email);
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await signIn(page, email, 'a-new-sonata');
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
});

test('an unverified member is reminded, resends the e-mail, opens its link and is verified', async ({
  browser,
}) => {
  const username = `verify${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@e2e.example`;
  await signUpMembers([username]);
  const page = await signedInPage(browser, email);
  const reminder = page.getByRole('complementary', { name: 'E-mail verification' });
  await expect(reminder).toContainText(`open the link we sent to ${email}`);
  await reminder.getByRole('button', { name: 'Resend verification e-mail' }).click();
  await expectToast(page, 'Verification e-mail sent');

  const code = await latestCode(email, 'VERIFY_EMAIL');
  await page.goto(`/auth/action?mode=verifyEmail&oobCode=${encodeURIComponent(code)}`);
  await expectToast(page, 'Email verified');
  await expect(page).toHaveURL(/\/$/);
  await expect(reminder).toHaveCount(0);
});

test('a member deletes the account: signed out, unable to sign in, their reply by "Deleted member"', async ({
  browser,
}) => {
  const username = `leave${Date.now().toString(36).slice(-6)}`;
  const email = `${username}@e2e.example`;
  await signUpMembers([username]);
  const page = await signedInPage(browser, email);

  // The demo's welcome discussion, found by its title: other walks may be adding discussions.
  await page.goto('/salon');
  await page.getByRole('searchbox', { name: 'Search discussions, topics...' }).fill('introduce');
  await page.getByRole('link', { name: 'Welcome to The Salon: introduce yourself' }).click();
  // The Salon stays on screen while the thread page's code loads, and its poll has a reply box
  // too ("Your reply to the poll"): wait for the thread before typing into its box.
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to The Salon: introduce yourself' }),
  ).toBeVisible();
  const threadUrl = page.url();
  const words = `Farewell from ${username}, and thank you for the Brahms.`;
  await page.getByLabel('Your reply', { exact: true }).fill(words);
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await expectToast(page, 'Your reply has been added to the discussion.');
  await expect(page.getByRole('article', { name: `Reply by ${username}` })).toContainText(words);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Delete Account' });
  await section.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('show "Deleted member" instead of your name');
  // Nothing happens without the right password.
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter your password to confirm.');
  await dialog.getByLabel('Password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid login credentials');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await expectToast(page, 'Account Deleted');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();

  await signIn(page, email);
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await page.goto(threadUrl);
  // The demo's Johann left a reply here too: this one is found by its words.
  const left = page.getByRole('article', { name: 'Reply by Deleted member' }).filter({
    hasText: words,
  });
  await expect(left).toHaveCount(1);
  await expect(left.getByRole('link', { name: 'Deleted member' })).toHaveCount(0);
});
