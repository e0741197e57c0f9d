// The frame around every page, as a visitor sees it in Chromium.
import { expect, test, type Page } from './support/test.js';
import { expectDiscussionsListed, firstDiscussionLink } from './support/salon.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

test('a visitor sees the top bar with the bell and a Sign In button, and the footer', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveTitle('The Social Home of Classical Music');
  await expect(
    page.getByRole('link', { name: 'The Social Home of Classical Music, home' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // The bell is there for visitors too; its list says notifications come with an account.
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('Sign in to see your notifications.')).toBeVisible();
  await page.keyboard.press('Escape');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(/© 2025/)).toBeVisible();
  await expect(footer.getByText('Beta')).toBeVisible();
});

test('the TikTok button only announces that it is coming soon', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /TikTok/ })
    .click();
  await expectToast(page, 'TikTok integration is coming soon!');
});

test('a button clicked on the served page before it is hydrated still does its work after', async ({
  page,
}) => {
  // The Salon's chunk is held back, so the page cannot hydrate until the click is made.
  let letThePageLoad = () => {};
  const clicked = new Promise<void>((resolve) => (letThePageLoad = resolve));
  await page.route(/\/assets\/SalonPage-[^/]+\.js$/, async (route) => {
    await clicked;
    await route.continue();
  });
  // The app's own script has run by DOMContentLoaded; the held chunk keeps React from the page.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page
    .getByRole('contentinfo')
    .getByRole('button', { name: /TikTok/ })
    .click();
  letThePageLoad();
  await expectToast(page, 'TikTok integration is coming soon!');
});

test('the home page links the site’s icon and manifest, and loads with no error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/');
  await expectDiscussionsListed(page);
  const links = await page
    .locator('head link[rel~="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]')
    .evaluateAll((found) =>
      found.map((link) => ({
        rel: link.getAttribute('rel'),
        href: (link as HTMLLinkElement).href,
      })),
    );
  expect(links.map((link) => link.rel)).toEqual(['icon', 'icon', 'apple-touch-icon', 'manifest']);
  // Hosting answers a file it lacks with the app's page and 200: the type is what tells.
  for (const { href } of links) {
    const answer = await page.request.get(href);
    expect(answer.status(), href).toBe(200);
    expect(answer.headers()['content-type'], href).toMatch(
      /^(image\/|application\/manifest\+json)/,
    );
  }
  // The manifest as Chromium itself fetches it (under the Content-Security-Policy) and reads it.
  const devtools = await page.context().newCDPSession(page);
  const manifest = await devtools.send('Page.getAppManifest');
  expect(manifest.errors).toEqual([]);
  expect(JSON.parse(manifest.data ?? '{}')).toMatchObject({
    name: 'The Social Home of Classical Music',
  });
  expect(problems).toEqual([]);
});

/** Collects the console's errors and every failed response of `page` from here on. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`${page.url()} console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} uncaught: ${error.message}`));
  // A listener's channel cut short by leaving the page is aborted, which is no fault.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason !== 'net::ERR_ABORTED') problems.push(`${reason} ${request.url()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

test('the main screens log no error, for a visitor, a member and an admin', async ({
  browser,
  page,
}) => {
  const visitorProblems = watchForProblems(page);
  await page.goto('/salon');
  await expectDiscussionsListed(page);
  await firstDiscussionLink(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In to Reply' })).toBeVisible();
  await page.goto('/clara');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(visitorProblems).toEqual([]);

  const member = await signedInPage(browser, 'fanny@demo.example');
  const memberProblems = watchForProblems(member);
  await member.goto('/salon');
  await expectDiscussionsListed(member);
  await firstDiscussionLink(member).click();
  await expect(member.getByLabel('Your reply', { exact: true })).toBeVisible();
  await member.goto('/profile');
  await expect(member.getByRole('region', { name: 'My Profile', exact: true })).toBeVisible();
  await member.goto('/clara');
  await expect(member.getByRole('heading', { name: 'clara', level: 1 })).toBeVisible();
  await member.getByRole('button', { name: /^Notifications/ }).click();
  await expect(member.getByRole('menu')).toBeVisible();
  expect(memberProblems).toEqual([]);

  const admin = await signedInPage(browser, 'admin@demo.example');
  const adminProblems = watchForProblems(admin);
  await admin.goto('/admin');
  await expect(admin.getByText(/^Showing 1-\d+ of \d+ users?$/)).toBeVisible();
  expect(adminProblems).toEqual([]);
});
