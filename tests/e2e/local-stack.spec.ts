// The local stack in Chromium: what `npm start` runs (the browser suites run it in memory) serves
// the site on the seeded demo community, signed in as the demo admin, and the web app reaches the
// functions host through the browser SDK: opening a discussion counts a view, Bravo toggles a
// reaction, and both answers come back from the callables.
import { expect, test, type Page, type Response } from './support/test.js';
import { signIn } from './support/session.js';

/** The next POST to a callable of the functions host (not its CORS preflight). */
function callableAnswer(page: Page, name: string): Promise<Response> {
  return page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname.endsWith(`/us-central1/${name}`),
  );
}

test('the demo admin signs in to the seeded Salon, and the app calls functions', async ({
  page,
}) => {
  await signIn(page, 'admin@demo.example');
  const accountMenu = page.getByRole('button', { name: 'Account menu' });
  await expect(accountMenu).toBeVisible();
  await accountMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Admin Panel' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A seeded discussion, found as a member finds it.
  await page.goto('/salon');
  await page.getByRole('searchbox', { name: 'Search discussions, topics...' }).fill('Staatsoper');
  const title = 'Don Giovanni at the Staatsoper tonight: anyone else going?';
  const viewed = callableAnswer(page, 'recordThreadView');
  await page.getByRole('list', { name: 'Discussions' }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Seeded as read by its author only, so the admin's first visit counts.
  const view = await viewed;
  expect(view.status()).toBe(200);
  expect(await view.json()).toEqual({ result: { counted: true } });

  const reactions = page.getByRole('group', { name: 'Reactions to this discussion' });
  const toggled = callableAnswer(page, 'toggleReaction');
  await reactions.getByRole('button', { name: 'Bravo 0' }).click();
  expect(await (await toggled).json()).toEqual({
    result: { active: true, reactionCounts: { applause: 0, bravo: 1 } },
  });
  await expect(reactions.getByRole('button', { name: 'Bravo 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
