// Sharing and discovery in Chromium, through the local Hosting with firebase.json's
// headers: the app runs under the Content-Security-Policy without one violation, a discussion's
// address reads without JavaScript, and the app takes the page over when it has JavaScript.
import { expect, test, type Browser, type Page } from './support/test.js';
import { choosePicture, picture } from './support/pictures.js';
import { signIn } from './support/session.js';
import { expectDiscussionsListed, expectTakenOver, firstDiscussionLink } from './support/salon.js';
import { expectNoSeriousViolations } from './support/axe.js';
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
  const heading = reader.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.textContent())!;
  const article = reader.getByRole('article', { name: title });
  await expect(article.locator('.post-body')).not.toBeEmpty();
  await expect(reader.getByRole('region', { name: /^Discussion \(\d+ repl/ })).toBeVisible();

  // The Salon's fields take nothing that the app's page would drop on replacing them.
  await reader.goto('/');
  const option = reader.getByRole('radio').first();
  await option.click({ force: true });
  await expect(option).not.toBeChecked();
  const searchBox = reader.getByRole('searchbox');
  await searchBox.focus();
  await reader.keyboard.type('Brahms');
  await expect(searchBox).toHaveValue('');
  await noScript.close();

  const visitor = await browser.newPage();
  await visitor.goto(path);
  await expectTakenOver(visitor);
  await expect(visitor.getByRole('button', { name: 'Copy link' })).toBeEnabled();
  await expect(visitor.getByRole('button', { name: 'Copy link' })).not.toHaveAttribute(
    'aria-disabled',
  );
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
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

test('the Salon and a discussion arrive rendered, and the app takes them over with no skeleton', async ({
  browser,
}) => {
  const violations: Violation[] = [];
  const page = await watchedPage(browser, violations);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordShown(page);

  // The site's home, the Salon at `/` (the walk below takes over `/salon`, the same page).
  await page.goto('/');
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

  // A member's page needs an account (spec 2 §2): a visitor reads the server's card until the
  // app's sign-in screen is ready, then that screen, with no spinner between.
  const visitor = await watchedPage(browser, violations);
  await recordShown(visitor);
  await visitor.goto('/fanny');
  await expect(visitor).toHaveURL(/\/auth$/);
  await expectTakenOver(visitor);
  await expect(visitor.getByRole('button', { name: 'Sign In', exact: true }).first()).toBeVisible();
  const profile = await shownOf(visitor);
  expect(profile.firstFrame).toMatchObject({ serverPage: true, heading: 'Fanny Hensel' });
  expect(profile.placeholders).toEqual([]);

  expect(violations).toEqual([]);
});

/** Where the page draws its landmarks and its first content, by selector (null: not there). */
type Boxes = Record<string, { x: number; y: number; width: number; height: number } | null>;

const SALON_PARTS = {
  'top bar': 'header.top-bar',
  h1: 'main h1',
  'search box': '.salon-search__input',
  filters: '.salon-filters',
  poll: '.daily-poll',
  'first discussion title': '.salon-list .thread-card__title',
  footer: 'footer.footer',
};
const THREAD_PARTS = {
  'top bar': 'header.top-bar',
  title: '#thread-title',
  body: '.thread-detail .post-body',
  'reply heading': '#discussion-heading',
  'first reply': '.reply__card',
  footer: 'footer.footer',
};

/**
 * Records, in the page, the boxes of `parts` as the server's page draws them at its last frame
 * before the app's page replaces it, and as the app's page draws them in its first frame.
 */
async function recordTakeover(page: Page, parts: Record<string, string>): Promise<void> {
  await page.addInitScript((selectors: Record<string, string>) => {
    const measure = (): Boxes =>
      Object.fromEntries(
        Object.entries(selectors).map(([name, selector]) => {
          const element = document.querySelector(selector);
          if (!element) return [name, null];
          const { x, y, width, height } = element.getBoundingClientRect();
          return [name, { x: x + scrollX, y: y + scrollY, width, height }];
        }),
      );
    const seen = window as unknown as { serverBoxes?: Boxes; appBoxes?: Boxes };
    const frame = () => {
      if (document.querySelector('[data-server-page]')) {
        seen.serverBoxes = measure();
        requestAnimationFrame(frame);
      }
    };
    requestAnimationFrame(frame);
    new MutationObserver((_changes, observer) => {
      if (seen.serverBoxes && !document.querySelector('[data-server-page]')) {
        observer.disconnect();
        // The frame the replacement is drawn in runs its resize observers (ClampedText's) after
        // its animation frame callbacks: read the page at the next frame's.
        requestAnimationFrame(() => requestAnimationFrame(() => (seen.appBoxes = measure())));
      }
    }).observe(document, { childList: true, subtree: true });
  }, parts);
}

const boxesOf = (page: Page, parts: Record<string, string>) =>
  page.evaluate((selectors: Record<string, string>) => {
    return Object.fromEntries(
      Object.entries(selectors).map(([name, selector]) => {
        const element = document.querySelector(selector);
        if (!element) return [name, null];
        const { x, y, width, height } = element.getBoundingClientRect();
        return [name, { x: x + scrollX, y: y + scrollY, width, height }];
      }),
    );
  }, parts) as Promise<Boxes>;

/** Every part is there, in both, within 1.5 px in place and size. */
function expectSameBoxes(server: Boxes, app: Boxes, when: string): void {
  for (const [name, box] of Object.entries(server)) {
    expect(box, `${name} in the server's page`).not.toBeNull();
    const other = app[name];
    expect(other, `${name} in the app's page (${when})`).not.toBeNull();
    for (const side of ['x', 'y', 'width', 'height'] as const) {
      expect(
        Math.abs(other![side] - box![side]),
        `${name}'s ${side}: server ${box![side]}, app ${other![side]} (${when})`,
      ).toBeLessThanOrEqual(1.5);
    }
  }
}

/**
 * Visits `path` as a visitor and checks that the app's page, at the takeover and once it has
 * settled, draws `parts` where the server's page drew them.
 */
async function expectNoShift(browser: Browser, path: string, parts: Record<string, string>) {
  const page = await browser.newPage();
  await recordTakeover(page, parts);
  await page.goto(path);
  await expectTakenOver(page);
  const recorded = await page.waitForFunction(() => {
    const seen = window as unknown as { serverBoxes?: Boxes; appBoxes?: Boxes };
    const { serverBoxes, appBoxes } = seen;
    return serverBoxes && appBoxes ? { serverBoxes, appBoxes } : null;
  });
  const { serverBoxes, appBoxes } = (await recorded.jsonValue()) as {
    serverBoxes: Boxes;
    appBoxes: Boxes;
  };
  expectSameBoxes(serverBoxes, appBoxes, 'at the takeover');
  // Settled: its fonts and pictures loaded, a frame drawn since.
  await page.waitForFunction(
    () =>
      document.fonts.status === 'loaded' &&
      Array.from(document.images).every((image) => image.complete),
  );
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expectSameBoxes(serverBoxes, await boxesOf(page, parts), 'settled');
  return page;
}

/** A count's word in the singular: a count read as "some" reads the same at 1 and at 2. */
const SINGULAR: Record<string, string> = { views: 'view', replies: 'reply', bravos: 'bravo' };

/**
 * What assistive technology reads of `selector`, its controls' disabled marks aside, and its
 * ages and counts as words: the server's page is kept a minute, the app's is live (a visit
 * counts a view).
 */
async function readOut(page: Page, selector: string): Promise<string> {
  const tree = await page.locator(selector).first().ariaSnapshot();
  return tree
    .replace(/ \[disabled\]/g, '')
    .replace(/\d+ (second|minute|hour|day)s? ago/g, 'some time ago')
    .replace(
      /\b\d+ (views?|repl(?:y|ies)|applause|bravos?)\b/g,
      (_count, word: string) => `some ${SINGULAR[word] ?? word}`,
    )
    .replace(/\b(Applause|Bravo) \d+/g, '$1 some');
}

test('the app takes over the server’s pages without moving anything', async ({ browser }) => {
  // The Salon: the top bar, the search bar, the filters, the poll, the list and the footer.
  const salon = await expectNoShift(browser, '/salon', SALON_PARTS);
  // The first discussion listed with replies.
  const threadPath = (await salon
    .locator('.thread-card')
    .filter({
      has: salon
        .locator('.salon-stats li')
        .first()
        .filter({ hasNotText: /^0 replies$/ }),
    })
    .first()
    .locator('.thread-card__title a')
    .getAttribute('href'))!;
  await salon.context().close();
  // A discussion: its card, its replies and the footer.
  await expectNoShift(browser, threadPath, THREAD_PARTS);

  // The server's page says what the app's says: the same landmarks, controls and words; and it
  // passes axe as it stands, the app's scripts kept from loading.
  const served = await (await browser.newContext()).newPage();
  await served.route('**/assets/*.js', (route) => route.abort());
  const app = await browser.newPage();
  for (const [path, selectors] of [
    [
      '/salon',
      [
        'header.top-bar',
        '.salon-header',
        '.salon-toolbar',
        '.salon-filters',
        '.daily-poll',
        '.salon-list',
        '.pagination, .salon-range',
        'footer.footer',
      ],
    ],
    [threadPath, ['.thread-detail', '.sign-in-to-reply', '.discussion']],
  ] as const) {
    await served.goto(path);
    await expect(served.locator('[data-server-page]')).toHaveCount(1);
    await expectNoSeriousViolations(served, `the server's ${path}`);
    await app.goto(path);
    await expectTakenOver(app);
    for (const selector of selectors) {
      expect(await readOut(served, selector), `${path} ${selector}`).toBe(
        await readOut(app, selector),
      );
    }
  }
  await served.goto('/fanny');
  await expectNoSeriousViolations(served, "the server's /fanny");
});
