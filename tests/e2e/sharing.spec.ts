// Sharing and discovery in Chromium, through the local Hosting with firebase.json's
// headers: the app runs under the Content-Security-Policy without one violation, the pages
// publicPages renders read without JavaScript, and with it the app hydrates them where they
// stand (docs/sharing.md, "One tree"): no placeholder, no page replaced, no hydration message.
import { expect, test, type Browser, type BrowserContext, type Page } from './support/test.js';
import { choosePicture, picture } from './support/pictures.js';
import { signIn, signedInPage } from './support/session.js';
import {
  expectDiscussionsListed,
  expectHydrated,
  firstDiscussionLink,
  openNewDiscussion,
} from './support/salon.js';
import { expectNoSeriousViolations } from './support/axe.js';
import { callAs } from './support/sdk.js';
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
  await openNewDiscussion(page, '/');
  expect(violations).toEqual([]);
});

test('a discussion’s address and the Salon read without JavaScript', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await noScript.newPage();
  await reader.goto(await aDiscussionPath(reader));
  const heading = reader.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const title = (await heading.textContent())!;
  const article = reader.getByRole('article', { name: title });
  await expect(article.locator('.post-body')).not.toBeEmpty();
  await expect(reader.getByRole('region', { name: /^Discussion \(\d+ repl/ })).toBeVisible();

  await reader.goto('/salon');
  // The list as the server drew it (expectDiscussionsListed would wait for a hydration that
  // never comes without JavaScript).
  await expect(reader.getByText(/^Showing \d+-\d+ of \d+\+? discussions?$/)).toBeVisible();
  await expect(firstDiscussionLink(reader)).toBeVisible();
  const poll = reader.getByRole('region', { name: 'Daily Poll' });
  await expect(poll.getByRole('radio').first()).toBeVisible();
});

/** What a page showed, recorded in the page from before its first frame (see `recordShown`). */
interface Shown {
  /** The first frame that drew anything in the root: its discussion links and level-1 heading. */
  firstFrame: { discussionLinks: number; heading: string } | null;
  /** Every loading placeholder (skeleton, spinner, "Loading…") ever on screen. */
  placeholders: string[];
}

/** The root's first child and its h1 at the first frame, kept in the page (see `recordShown`). */
interface FirstElements {
  rootChild: Element;
  heading: Element | null;
}

/**
 * Records, from before the page's first frame, what its first frame in the root shows, which
 * elements it shows it with, and every loading placeholder that is ever visible (checked at
 * each change of the document and each frame), for `shownOf` and `keptFromFirstFrame` to read;
 * in every page of a context when given one.
 */
async function recordShown(pages: Page | BrowserContext): Promise<void> {
  await pages.addInitScript(() => {
    const shown: Shown = { firstFrame: null, placeholders: [] };
    const kept = window as unknown as { shown: Shown; firstElements?: FirstElements };
    kept.shown = shown;
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const lookForPlaceholders = () => {
      const placeholders = document.querySelectorAll(
        '[role="status"]:not(.empty-note), .spinner, .profile-skeleton',
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
        };
        kept.firstElements = { rootChild: root.firstElementChild, heading };
      }
      lookForPlaceholders();
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

const shownOf = (page: Page) => page.evaluate(() => (window as unknown as { shown: Shown }).shown);

/**
 * Whether the elements of the first frame are still in the document: hydrating keeps the
 * server's elements, a page drawn anew in its place would not.
 */
const keptFromFirstFrame = (page: Page) =>
  page.evaluate(() => {
    const { firstElements } = window as unknown as { firstElements?: FirstElements };
    return {
      rootChild: firstElements?.rootChild.isConnected ?? false,
      heading: firstElements?.heading?.isConnected ?? false,
    };
  });

test('the Salon and a discussion arrive rendered, and the app hydrates them in place with no placeholder', async ({
  browser,
}) => {
  const violations: Violation[] = [];
  const page = await watchedPage(browser, violations);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await recordShown(page);

  // The site's home, the Salon at `/`.
  await page.goto('/');
  await expectHydrated(page);
  await expect(page.getByRole('group', { name: 'Search mode' })).toBeVisible();
  await expectDiscussionsListed(page);
  const salon = await shownOf(page);
  expect(salon.firstFrame).toMatchObject({ heading: 'The Salon' });
  expect(salon.firstFrame!.discussionLinks).toBeGreaterThan(0);
  expect(salon.placeholders).toEqual([]);
  expect(await keptFromFirstFrame(page)).toEqual({ rootChild: true, heading: true });

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
  await expectHydrated(page);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  const thread = await shownOf(page);
  expect(thread.firstFrame).toMatchObject({ heading: title });
  expect(thread.placeholders).toEqual([]);
  expect(await keptFromFirstFrame(page)).toEqual({ rootChild: true, heading: true });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expectToast(page, 'Link copied');

  expect(violations).toEqual([]);
});

/** What React says when the page it hydrates is not the one it renders (production builds). */
const HYDRATION_MESSAGE =
  /hydrat|Minified React error #4(18|19|21|22|23|25)|did not match|recoverable/i;

/** The hydration messages `page` logs or throws from now on, as they come. */
function hydrationMessagesOf(page: Page): string[] {
  const messages: string[] = [];
  const keep = (message: string) => {
    if (HYDRATION_MESSAGE.test(message)) messages.push(message);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') keep(message.text());
  });
  page.on('pageerror', (error) => keep(`${error.message}\n${error.stack ?? ''}`));
  return messages;
}

/**
 * Every element in the root is React's: a part that waits to hydrate (a Suspense boundary, such
 * as a formatted body whose renderer is still loading) does so after the rest, the top bar's
 * account controls included, and would only then say it did not match. React marks each element
 * it hydrated or drew with its fiber; what a post's renderer wrote inside one is not React's.
 */
async function expectEveryPartHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const keys = (element: Element) => Object.keys(element);
    const owned = (element: Element) =>
      keys(element).some((key) => key.startsWith('__reactFiber$'));
    const injected = (element: Element) =>
      keys(element).some((key) => {
        if (!key.startsWith('__reactProps$')) return false;
        const props = (element as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[
          key
        ];
        return props?.dangerouslySetInnerHTML !== undefined;
      });
    const waiting = (element: Element): boolean =>
      !owned(element) || (!injected(element) && Array.from(element.children).some(waiting));
    const root = document.getElementById('root');
    return root?.firstElementChild != null && !Array.from(root.children).some(waiting);
  });
}

/**
 * A discussion with each kind of post its page draws: a formatted body (emphasis, a list, a
 * quote, a link, inline code, a mention), formatted replies nested three deep, an anonymous
 * reply, an edited one and one its author deleted. Posted through the SDK: the scene, not the
 * subject.
 */
async function aDiscussionOfEveryKind(title: string): Promise<string> {
  const { threadId } = await callAs<{ threadId: string }>('amadeus@demo.example', 'createThread', {
    title,
    body:
      'Which **Don Giovanni** do you _keep_?\n\n' +
      '- Giulini, 1959\n- Krips, 1955\n\n' +
      '> Là ci darem la mano\n\n' +
      'Notes at <https://example.com/giovanni>, the score as `K. 527`. @fanny?',
    isAnonymous: false,
  });
  const reply = async (email: string, parentId: string | null, body: string, isAnonymous = false) =>
    (
      await callAs<{ replyId: string }>(email, 'postReply', {
        threadId,
        parentId,
        body,
        isAnonymous,
      })
    ).replyId;
  const first = await reply('fanny@demo.example', null, 'Giulini, for *Schwarzkopf* alone.');
  const second = await reply(
    'moderator@demo.example',
    first,
    'And for the **Commendatore**:\n\n1. Frick\n2. Taddei',
  );
  await reply('amadeus@demo.example', second, 'Frick, @felix. Always `Frick`.');
  await reply('amadeus@demo.example', first, 'An anonymous _Krips_ vote.', true);
  const edited = await reply('fanny@demo.example', null, 'Böhm too.');
  await callAs('fanny@demo.example', 'editReply', {
    threadId,
    replyId: edited,
    body: 'Böhm too, the **1977** Salzburg one.',
  });
  const regretted = await reply('moderator@demo.example', null, 'Karajan.');
  await callAs('moderator@demo.example', 'deleteReply', { threadId, replyId: regretted });
  return threadId;
}

test('every page the server renders hydrates with no message, for a visitor and for a member', async ({
  browser,
}) => {
  const title = `Which Don Giovanni (${Date.now().toString(36)})`;
  const threadPath = `/salon/thread/${await aDiscussionOfEveryKind(title)}`;
  const visitor = await browser.newContext();
  // Amadeus: Lili's friend request is still pending, so her page is private to him.
  const member = (await signedInPage(browser, 'amadeus@demo.example')).context();

  /** Visits `path` in a new page, until `answered` and every part hydrated: then no message. */
  const visit = async (
    context: BrowserContext,
    path: string,
    answered: (page: Page) => Promise<void>,
  ) => {
    const page = await context.newPage();
    const messages = hydrationMessagesOf(page);
    await page.goto(path);
    await answered(page);
    await expectEveryPartHydrated(page);
    expect.soft(messages, `hydrating ${path}`).toEqual([]);
    return page;
  };
  // A member's page needs an account: a visitor is sent to the sign-in screen, which has no top
  // bar, once Auth has answered.
  const sentToSignIn = async (page: Page) => {
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
  };

  await visit(visitor, '/', expectHydrated);
  // The server renders the Salon's first page whatever the query: it must hydrate as well.
  await visit(visitor, '/salon?page=2&genre=opera', expectHydrated);
  const salon = await visit(visitor, '/salon', expectHydrated);
  await expect(
    salon.getByRole('region', { name: 'Daily Poll' }).getByRole('radio').first(),
  ).toBeVisible();
  const thread = await visit(visitor, threadPath, expectHydrated);
  // The page holds what it is here for.
  await expect(thread.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(thread.getByRole('article', { name: 'Deleted reply' })).toBeVisible();
  await expect(thread.locator('.reply .post-body strong').first()).toBeVisible();
  // A member's page, public, private and missing: the server draws the frame the session is
  // awaited in.
  for (const path of ['/fanny', '/lili', '/nobody-here-xyz']) {
    await visit(visitor, path, sentToSignIn);
    await visit(member, path, expectHydrated);
  }

  // The member opens the discussion's address: the server drew it for nobody, and the member's
  // own controls come into the same page once Auth answers.
  await recordShown(member);
  const own = await visit(member, threadPath, (page) =>
    expect(
      page
        .getByRole('navigation', { name: 'Account' })
        .getByRole('button', { name: 'Account menu' }),
    ).toBeVisible(),
  );
  expect((await shownOf(own)).firstFrame).toMatchObject({ heading: title });
  expect(await keptFromFirstFrame(own)).toEqual({ rootChild: true, heading: true });
});

test('the server’s pages pass axe as they stand, before any script', async ({ browser }) => {
  const served = await (await browser.newContext()).newPage();
  await served.route('**/assets/*.js', (route) => route.abort());
  for (const path of ['/salon', await aDiscussionPath(served), '/fanny']) {
    await served.goto(path);
    // With no script run, what the root holds is the server's.
    await expect(served.locator('#root > *').first()).toBeAttached();
    await expectNoSeriousViolations(served, `the server's ${path}`);
  }
});
