// Accounts as a person walks them in Chromium against the local stack: sign up (meeting every
// username message on the way), sign out and in again, the admin panel refused to a member and
// opened to the demo admin, and the not-found page.
import { expect, test, type Page } from './support/test.js';
import { DEMO_PASSWORD, signIn, signOut } from './support/session.js';
import { expectToast } from './support/toast.js';

/** Every message of spec 1 §5, in the spec's order, with an input that triggers it. */
const USERNAME_MESSAGES: [typed: string, message: string][] = [
  ['ab', 'Username must be at least 3 characters long'],
  ['a'.repeat(21), 'Username must be less than 20 characters'],
  ['bach!', 'Username can only contain letters, numbers, underscores, and hyphens'],
  ['bach_', 'Username cannot end with punctuation'],
  ['_bach', 'Username cannot start with punctuation'],
  ['ba__ch', 'Username cannot have consecutive punctuation marks'],
  ['hitlerfan', 'Username contains inappropriate language. Please choose a different username'],
];

async function openSignUp(page: Page) {
  await page.goto('/auth');
  await page.getByRole('button', { name: "Don't have an account? Sign up" }).click();
  await expect(page.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
}

test('a newcomer signs up, meeting every username message, then signs out and in again', async ({
  page,
}) => {
  await openSignUp(page);
  const username = page.getByLabel('Username');

  await username.fill('x');
  await username.fill('');
  await expect(page.getByText('Username is required')).toBeVisible();
  for (const [typed, message] of USERNAME_MESSAGES) {
    await username.fill(typed);
    await expect(page.getByText(message)).toBeVisible();
  }
  const email = `nadia-${Date.now()}@demo.example`;
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('boulanger-1887');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Please fix the username validation errors before submitting.'),
  ).toBeVisible();

  // Spaces are stripped and letters lowercased as the person types.
  await username.fill('');
  await username.pressSequentially('Nadia B');
  await expect(username).toHaveValue('nadiab');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(
    page.getByText('Please agree to the Terms of Use and Privacy Policy to continue.'),
  ).toBeVisible();

  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Use and Privacy Policy' })
    .check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expectToast(page, 'Account created successfully!');
  await expectToast(page, 'Please check your email to verify your account.');
  await expect(page).toHaveURL(/\/$/);

  await signOut(page);
  await signIn(page, email, 'boulanger-1887');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
});

test('a taken username is refused with the spec’s words', async ({ page }) => {
  await openSignUp(page);
  await page.getByLabel('Username').fill('clara'); // the demo admin's
  await page.getByLabel('Email').fill(`someone-${Date.now()}@demo.example`);
  await page.getByLabel('Password').fill('schumann-1840');
  await page
    .getByRole('checkbox', { name: 'I agree to the Terms of Use and Privacy Policy' })
    .check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('That username is already taken. Try another one?')).toBeVisible();
});

test('a wrong password shows the server’s message in the red box', async ({ page }) => {
  await signIn(page, 'fanny@demo.example', 'not-her-password');
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a member is refused the admin panel; the demo admin is admitted and can view as a member', async ({
  page,
}) => {
  await signIn(page, 'fanny@demo.example');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  // The menu's code loads on first use: its absence means something once the menu is open.
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await signOut(page);

  await signIn(page, 'admin@demo.example');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin Panel' }).click();
  await expect(page).toHaveURL(/\/admin$/);

  // The View as switch: the admin sees the site as a regular user would, and says so.
  await page.getByRole('combobox', { name: 'View as' }).selectOption({ label: 'Regular User' });
  await expectToast(page, 'View Mode Changed');
  await expectToast(page, 'Now viewing as Regular User');
});

test('a visitor on a protected page is sent to sign in, then back', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth$/);
  await page.getByLabel('Email').fill('amadeus@demo.example');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
