// Sharing and discovery in Chromium (issue 34), through the local Hosting with firebase.json's
// headers: the app runs under the Content-Security-Policy without one violation, a discussion's
// address reads without JavaScript, and the app takes the page over when it has JavaScript.
import { expect, test, type Browser, type Page } from './support/test.js';
import { choosePicture, picture } from './support/pictures.js';
import { signIn } from './support/session.js';
import { expectDiscussionsListed, firstDiscussionLink } from './support/salon.js';
import { expectToast } from './support/toast.js';

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

/** What a page showed, recorded in the page from before its first frame (see `recordShown`). */
interface Shown {
  /** The first frame that drew anything in the root: its discussion links and level-1 heading. */
  firstFrame: { discussionLinks: number; heading: string; serverPage: boolean } | null;
  /** Every loading placeholder (skeleton, spinner, "Loading…") ever on screen. */
  placeholders: string[];
}

/**
 * Records, from before the page's first frame, what its first frame in the root shows and every
 * loading placeholder that is ever visible (checked at each change of the document and each
 * frame), for `shownOf` to read.
 */
async function recordShown(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shown: Shown = { firstFrame: null, placeholders: [] };
    (window as unknown as { shown: Shown }).shown = shown;
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const lookForPlaceholders = () => {
      const placeholders = document.querySelectorAll(
        '[role="status"]:not(.salon-empty), .salon-skeleton, .spinner, .profile-skeleton',
      );
      for (const element of Array.from(placeholders)) {
        const name = `${element.getAttribute('aria-label') ?? ''} ${element.textContent ?? ''}`;
        if (visible(element) && !shown.placeholders.includes(name)) shown.placeholders.push(name);
      }
    };
    new MutationObserver(lookForPlaceholders).observe(document, {
      childList: true,
      subtree: true,
    });
    const frame = () => {
      const root = document.getElementById('root');
      if (!shown.firstFrame && root?.firstElementChild) {
        const links = Array.from(root.querySelectorAll('a[href^="/salon/thread/"]')).filter(
          visible,
        );
        const heading = root.querySelector('h1');
        shown.firstFrame = {
          discussionLinks: links.length,
          heading: heading && visible(heading) ? (heading.textContent ?? '') : '',
          serverPage: root.querySelector('[data-server-page]') !== null,
        };
      }
      lookForPlaceholders();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const shownOf = (page: Page) => page.evaluate(() => (window as unknown as { shown: Shown }).shown);

/** The app has put its page in the server's place. */
async function expectTakenOver(page: Page): Promise<void> {
  await expect(page.locator('[data-server-page]')).toHaveCount(0);
}

test('the Salon and a discussion arrive rendered, and the app takes them over with no skeleton', async ({
  browser,
}) => {
  const violations: Violation[] = [];
  const page = await watchedPage(browser, violations);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordShown(page);

  await page.goto('/salon');
  await expectTakenOver(page);
  // The app's own controls are there, and the list with them.
  await expect(page.getByRole('group', { name: 'Search mode' })).toBeVisible();
  await expectDiscussionsListed(page);
  const salon = await shownOf(page);
  expect(salon.firstFrame).toMatchObject({ serverPage: true, heading: 'The Salon' });
  expect(salon.firstFrame!.discussionLinks).toBeGreaterThan(0);
  expect(salon.placeholders).toEqual([]);

  // Interactive: a discussion opens inside the app (the same document, no page load).
  const link = firstDiscussionLink(page);
  const title = (await link.textContent())!;
  const threadPath = (await link.getAttribute('href'))!;
  await page.evaluate(() => ((window as unknown as { beforeClick: boolean }).beforeClick = true));
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(await page.evaluate(() => 'beforeClick' in window)).toBe(true);

  // The discussion's own address, a new visit.
  await page.goto(threadPath);
  await expectTakenOver(page);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const thread = await shownOf(page);
  expect(thread.firstFrame).toMatchObject({ serverPage: true, heading: title });
  expect(thread.placeholders).toEqual([]);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Link copied');

  expect(violations).toEqual([]);
});
