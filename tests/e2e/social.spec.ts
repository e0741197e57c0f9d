// Friends and follows in Chromium against the local stack: two members, each in a
// browser of their own, go through request, accept, follow, unfollow and remove with the spec's
// buttons and toasts, and each sees the other's acts arrive without a reload; a private profile
// opens to the accepted friend and closes again after the removal.
import { expect, test, type Page } from './support/test.js';
import { signedInPage } from './support/session.js';
import { signUpMembers } from './support/sdk.js';
import { expectToast } from './support/toast.js';

const socialBar = (page: Page) => page.getByRole('group', { name: 'Friend and follow' });
const counts = (page: Page) => socialBar(page).getByRole('list', { name: 'Connections' });
const button = (page: Page, name: string) =>
  socialBar(page).getByRole('button', { name, exact: true });
const privateNotice = (page: Page) => page.getByRole('region', { name: 'Private Profile' });

test('two members befriend, follow, unfollow and part, each seeing the other live', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-6);
  const [ada, ben] = [`ada${suffix}`, `ben${suffix}`];
  await signUpMembers([ada, ben]);
  const adaPage = await signedInPage(browser, `${ada}@e2e.example`);
  const benPage = await signedInPage(browser, `${ben}@e2e.example`);
  const benOwn = await signedInPage(browser, `${ben}@e2e.example`);

  // Ben makes his profile private; Ada, a stranger, sees only his header.
  await benOwn.goto('/profile');
  await benOwn.getByLabel('Private account').click();
  await expectToast(benOwn, 'Your account is now private.');
  await adaPage.goto(`/${ben}`);
  await expect(privateNotice(adaPage)).toBeVisible();
  await expect(counts(adaPage)).toContainText('0 friends');
  await benPage.goto(`/${ada}`);
  await expect(button(benPage, 'Add Friend')).toBeEnabled();

  // Ada asks; Ben's open page of her turns to Accept Request, and his own profile lists it.
  await button(adaPage, 'Add Friend').click();
  await expectToast(adaPage, 'Friend request sent');
  await expect(button(adaPage, 'Request Sent')).toBeDisabled();
  await expect(button(benPage, 'Accept Request')).toBeEnabled();
  const requests = benOwn.getByRole('region', { name: 'Friend Requests' });
  await expect(requests.getByRole('link', { name: ada })).toBeVisible();

  // Ben accepts; Ada's page of him opens: friends see a private profile, and count each other.
  await button(benPage, 'Accept Request').click();
  await expectToast(benPage, 'Friend request accepted');
  await expect(button(benPage, 'Remove Friend')).toBeEnabled();
  await expect(button(adaPage, 'Remove Friend')).toBeEnabled();
  await expect(privateNotice(adaPage)).toHaveCount(0);
  await expect(adaPage.getByRole('region', { name: 'Musical Preferences' })).toBeVisible();
  await expect(counts(adaPage)).toContainText('1 friend');
  await expect(counts(benPage)).toContainText('1 friend');
  await expect(requests.getByText('No friend requests waiting.')).toBeVisible();
  const friends = benOwn.getByRole('region', { name: 'Friends', exact: true });
  await expect(friends.getByRole('link', { name: ada })).toHaveAttribute('href', `/${ada}`);

  // Ada follows Ben and unfollows him; both pages count it as it happens.
  await button(adaPage, 'Follow').click();
  await expectToast(adaPage, 'Following');
  await expect(button(adaPage, 'Following')).toBeEnabled();
  await expect(counts(adaPage)).toContainText('1 follower');
  await expect(counts(benPage)).toContainText('1 following');
  await expect(
    benOwn.getByRole('region', { name: 'Followers' }).getByRole('link', { name: ada }),
  ).toBeVisible();
  await button(adaPage, 'Following').click();
  await expectToast(adaPage, 'Unfollowed');
  await expect(button(adaPage, 'Follow')).toBeEnabled();
  await expect(counts(adaPage)).toContainText('0 followers');
  await expect(counts(benPage)).toContainText('0 following');

  // Ben removes the friendship; Ada's page of him closes again without a reload.
  await button(benPage, 'Remove Friend').click();
  await expectToast(benPage, 'Friend removed');
  await expect(button(benPage, 'Add Friend')).toBeEnabled();
  await expect(button(adaPage, 'Add Friend')).toBeEnabled();
  await expect(privateNotice(adaPage)).toBeVisible();
  await expect(counts(adaPage)).toContainText('0 friends');
});

test('a member sees no friend or follow buttons on her own profile, only her counts', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'fanny@demo.example');
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'My Profile', exact: true });
  await expect(card.getByRole('list', { name: 'Connections' })).toContainText(/\d+ friends?/);
  await expect(card.getByRole('button', { name: /Add Friend|Follow/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Friends', exact: true })).toBeVisible();
});
