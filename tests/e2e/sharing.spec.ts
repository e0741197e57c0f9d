// Sharing and discovery in Chromium (issue 34), through the local Hosting with firebase.json's
// headers: the app runs under the Content-Security-Policy without one violation, a discussion's
// address reads without JavaScript, and the app takes the page over when it has JavaScript.
import { expect, test, type Browser, type Page } from './support/test.js';
import { choosePicture, picture } from './support/pictures.js';
import { signIn } from './support/session.js';
import { expectDiscussionsListed, firstDiscussionLink } from './support/salon.js';

test.describe.configure({ mode: 'serial' });

interface Violation {
  directive: string;
  blocked: string;
  page: string;
}

/** A context whose pages report every CSP violation, of every document they load, to `seen`. */
async function watchedPage(browser: Browser, seen: Violation[]): Promise<Page> {
  const context = await browser.newContext();
  await context.exposeBinding('reportCspViolation', (_source, violation: Violation) => {
    seen.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (
        window as unknown as { reportCspViolation: (violation: Violation) => Promise<void> }
      ).reportCspViolation({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        page: location.pathname,
      });
    });
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      seen.push({ directive: 'console', blocked: message.text(), page: page.url() });
    }
  });
  return page;
}

/** A discussion's address, from the sitemap as a crawler finds it. */
async function aDiscussionPath(page: Page): Promise<string> {
  const index = await (await page.request.get('/sitemap.xml')).text();
  const file = /<loc>([^<]*sitemap-threads-[^<]*)<\/loc>/.exec(index)?.[1];
  expect(file, 'a month of discussions in the sitemap').toBeTruthy();
  const month = await (await page.request.get(new URL(file!).pathname)).text();
  const url = /<loc>([^<]*\/salon\/thread\/[^<]*)<\/loc>/.exec(month)?.[1];
  expect(url, 'a discussion in the sitemap').toBeTruthy();
  return new URL(url!).pathname;
}

test('the app runs under the Content-Security-Policy with no violation', async ({ browser }) => {
  const violations: Violation[] = [];
  const page = await watchedPage(browser, violations);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await expectDiscussionsListed(page);
  // A discussion, as a visitor (the shared page, then the app over it).
  await firstDiscussionLink(page).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto(await aDiscussionPath(page));
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  // A member: their profile with its picture, a member's page, a dialog, the cropper's styles.
  await signIn(page, 'admin@demo.example');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.goto('/fanny');
  await expect(page.getByRole('heading', { name: 'Fanny Hensel' })).toBeVisible();
  await page.goto('/profile');
  const dialog = await choosePicture(page, 'Change profile picture', await picture('#336699'));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/admin');
  await expect(page.getByRole('tab').first()).toBeVisible();
  await page.goto('/');
  await page.getByRole('button', { name: 'New Discussion' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Start a New Discussion' })).toBeVisible();
  expect(violations).toEqual([]);
});

test('a discussion’s address reads without JavaScript, and the app takes it over with it', async ({
  browser,
}) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  const path = await aDiscussionPath(reader);
  await reader.goto(path);
  const article = reader.getByRole('article');
  await expect(article.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(article.getByRole('paragraph').nth(1)).not.toBeEmpty();
  await expect(reader.getByRole('region', { name: 'Replies' })).toBeVisible();
  const title = await article.getByRole('heading', { level: 1 }).textContent();
  await noScript.close();

  const visitor = await browser.newPage();
  await visitor.goto(path);
  await expect(visitor.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 1, name: title! })).toBeVisible();
  await expect(visitor.locator('.shared-page')).toHaveCount(0);
});
