// Every screen, for a visitor, a member and an admin, checked by axe-core against WCAG 2.1 A and
// AA: no serious or critical violation anywhere, dialogs and open menus included.
import { expectNoSeriousViolations } from './support/axe.js';
import { expect, test, type Page } from './support/test.js';
import { expectDiscussionsListed, firstDiscussionLink } from './support/salon.js';
import { signedInPage } from './support/session.js';
import { choosePicture, picture } from './support/pictures.js';

/**
 * The bell shows its unread badge: the demo members have unread notifications, and the badge's
 * text must be in the bell's name (Label in Name), so axe looks at it only once it is drawn.
 */
async function expectBellWithBadge(page: Page): Promise<void> {
  await expect(
    page.getByRole('button', { name: /^Notifications \(\d+\+? unread\)$/ }),
  ).toBeVisible();
}

test('a visitor meets no serious accessibility barrier on any public screen', async ({ page }) => {
  await page.goto('/salon');
  await expectDiscussionsListed(page);
  await expectNoSeriousViolations(page, 'the Salon');

  const firstThread = firstDiscussionLink(page);
  const title = await firstThread.innerText();
  await firstThread.click();
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'a thread');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText('Sign in to see your notifications.')).toBeVisible();
  await expectNoSeriousViolations(page, 'the open notification list');
  await page.keyboard.press('Escape');

  await page.goto('/auth');
  await expect(page.getByLabel('Email')).toBeVisible();
  await expectNoSeriousViolations(page, 'sign in');

  for (const path of [
    '/about',
    '/join',
    '/donate',
    '/coming-soon',
    '/privacy-policy',
    '/terms-of-use',
    '/cookie-policy',
    '/404',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousViolations(page, path);
  }
});

test('a member meets none in the Salon, the dialogs, the bell and the profiles', async ({
  browser,
}) => {
  const page = await signedInPage(browser, 'fanny@demo.example');
  await page.goto('/salon');
  await expectDiscussionsListed(page);
  await expectBellWithBadge(page);
  await expectNoSeriousViolations(page, 'the Salon as a member');

  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Start a New Discussion' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the new discussion dialog');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByRole('menu').or(page.getByRole('dialog'))).toBeVisible();
  await expectNoSeriousViolations(page, 'the open notification list as a member');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousViolations(page, 'the open account menu');
  await page.keyboard.press('Escape');

  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'My Profile', exact: true })).toBeVisible();
  // My activity's first tab filled, so its list is scanned too.
  const activity = page.getByRole('region', { name: 'My activity' });
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'the own profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('form', { name: 'Edit Profile' })).toBeVisible();
  await expectNoSeriousViolations(page, 'the profile card being edited');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // The picture dialog with a picture chosen: the cropper, its zoom slider and the preview.
  await choosePicture(page, 'Change profile picture', await picture('#556677', 320, 240));
  await expectNoSeriousViolations(page, 'the picture dialog with a picture to crop');
  await page.keyboard.press('Escape');

  await page.goto('/clara');
  await expect(page.getByRole('heading', { name: 'clara', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'a member’s profile');

  const stranger = await signedInPage(browser, 'amadeus@demo.example');
  await stranger.goto('/lili');
  await expect(stranger.getByText('Private Profile')).toBeVisible();
  await expectNoSeriousViolations(stranger, 'a private profile');
});

test('an admin meets none in either tab of the admin panel', async ({ browser }) => {
  const page = await signedInPage(browser, 'admin@demo.example');
  await page.goto('/admin');
  await expectBellWithBadge(page);
  for (const [tab, filled] of [
    ['User Management', /^Showing 1-\d+ of \d+ users?$/],
    ['Reports Management', /Reported by @/],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel.getByText(filled).first()).toBeVisible();
    await expectNoSeriousViolations(page, `the admin panel’s ${tab}`);
  }
});
