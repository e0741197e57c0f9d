// The frame around every page, as a visitor sees it in Chromium.
import { expect, test } from './support/test.js';
import { expectDiscussionsListed } from './support/salon.js';
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
