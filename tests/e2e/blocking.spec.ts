// Blocking in Chromium against the local stack: Ada blocks Ben from his page, and on
// Ben's own browser his friend request is refused with the neutral words; Ada sees his discussion
// and his reply folded ("Post from a member you blocked", Show), and his reply to her brings no
// notification while Carol's does, and Dan's answer to him does not quote him to her. Ada then
// blocks Carol from a reply's menu, and unblocks Ben from "Blocked members", after which Ben's
// request goes through.
import { expect, test, type Locator, type Page } from './support/test.js';
import { callAs, signUpMembers } from './support/sdk.js';
import { signedInPage } from './support/session.js';
import { expectToast } from './support/toast.js';

const FOLDED = 'Post from a member you blocked';
const email = (username: string) => `${username}@e2e.example`;
const socialBar = (page: Page) => page.getByRole('group', { name: 'Friend and follow' });

/** The bell, also while its open list hides the rest of the page from assistive tech. */
function bell(page: Page): Locator {
  return page.getByRole('button', { name: /^Notifications/, includeHidden: true });
}

async function startThread(username: string, title: string): Promise<string> {
  const { threadId } = await callAs<{ threadId: string }>(email(username), 'createThread', {
    title,
    body: 'Which recording first?',
    isAnonymous: false,
  });
  return threadId;
}

async function replyTo(
  username: string,
  threadId: string,
  body: string,
  parentId: string | null = null,
): Promise<string> {
  const { replyId } = await callAs<{ replyId: string }>(email(username), 'postReply', {
    threadId,
    parentId,
    body,
    isAnonymous: false,
  });
  return replyId;
}

test('a block takes effect on the blocked member’s own browser, unseen by them', async ({
  browser,
}) => {
  const suffix = Date.now().toString(36).slice(-6);
  const [ada, ben, carol, dan] = [`ada${suffix}`, `ben${suffix}`, `carol${suffix}`, `dan${suffix}`];
  await signUpMembers([ada, ben, carol, dan]);
  const bensTitle = `Ben on Bruckner ${suffix}`;
  const adasTitle = `Ada asks about Mahler ${suffix}`;
  await startThread(ben, bensTitle);
  const adasThread = await startThread(ada, adasTitle);

  const adaPage = await signedInPage(browser, email(ada));
  const benPage = await signedInPage(browser, email(ben));

  // Ada blocks Ben from his page, after confirming.
  await adaPage.goto(`/${ben}`);
  await adaPage.getByRole('button', { name: 'Block', exact: true }).click();
  const confirm = adaPage.getByRole('alertdialog', { name: 'Block this member?' });
  await expect(confirm).toContainText("They won't be told.");
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expectToast(adaPage, 'Member blocked');
  await expect(adaPage.getByRole('button', { name: 'Unblock', exact: true })).toBeVisible();
  // While she blocks him, her page of him offers no friend or follow buttons.
  await expect(socialBar(adaPage).getByRole('button')).toHaveCount(0);

  // Ben, in his own browser, is refused in neutral words, and his page of her looks as before.
  await benPage.goto(`/${ada}`);
  await socialBar(benPage).getByRole('button', { name: 'Add Friend', exact: true }).click();
  await expectToast(benPage, "You can't do that with this member.");
  await expect(
    socialBar(benPage).getByRole('button', { name: 'Add Friend', exact: true }),
  ).toBeEnabled();
  await expect(benPage.getByRole('button', { name: 'Unblock' })).toHaveCount(0);

  // Ada sees Ben's discussion folded in the Salon, and opens it with Show.
  await adaPage.goto('/salon');
  const list = adaPage.getByRole('list', { name: 'Discussions' });
  const folded = list.getByRole('group', { name: FOLDED });
  await expect(folded).toHaveCount(1);
  await expect(list.getByRole('link', { name: bensTitle })).toHaveCount(0);
  await folded.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(list.getByRole('link', { name: bensTitle })).toBeVisible();

  // Ben replies to Ada's discussion, then Carol does: only Carol's reply reaches Ada's bell.
  const bensReply = await replyTo(ben, adasThread, 'Start with the Ninth.');
  await replyTo(carol, adasThread, 'Start with the Fourth.');
  // Dan answers Ben (which tells Ben, not Ada); his answer must not quote Ben to Ada.
  await replyTo(dan, adasThread, 'The Ninth, unfinished?', bensReply);
  await expect(bell(adaPage)).toHaveAccessibleName('Notifications (1 unread)');
  await bell(adaPage).click();
  const items = adaPage.getByRole('menuitem');
  await expect(items.filter({ hasText: carol })).toHaveCount(1);
  await expect(items.filter({ hasText: ben })).toHaveCount(0);
  await adaPage.keyboard.press('Escape');

  // On her discussion, Ben's reply is folded, and quoted nowhere; Carol's and Dan's are not.
  await adaPage.goto(`/salon/thread/${adasThread}`);
  await expect(adaPage.getByRole('article', { name: `Reply by ${carol}` })).toBeVisible();
  await expect(adaPage.getByRole('article', { name: `Reply by ${dan}` })).toBeVisible();
  await expect(adaPage.getByRole('group', { name: FOLDED })).toHaveCount(1);
  await expect(adaPage.getByText('Start with the Ninth.')).toHaveCount(0);

  // She blocks Carol from her reply's menu; that reply folds too.
  const carolsReply = adaPage.getByRole('article', { name: `Reply by ${carol}` });
  await carolsReply.getByRole('button', { name: 'Reply actions' }).click();
  await adaPage.getByRole('menuitem', { name: 'Block' }).click();
  await adaPage
    .getByRole('alertdialog', { name: 'Block this member?' })
    .getByRole('button', { name: 'Block', exact: true })
    .click();
  await expectToast(adaPage, 'Member blocked');
  await expect(adaPage.getByRole('group', { name: FOLDED })).toHaveCount(2);

  // "Blocked members" on her profile lists both; she unblocks Ben, and his request goes through.
  await adaPage.goto('/profile');
  const blocked = adaPage.getByRole('region', { name: 'Blocked members' });
  await expect(blocked.getByRole('link', { name: ben })).toBeVisible();
  await expect(blocked.getByRole('link', { name: carol })).toBeVisible();
  await blocked
    .getByRole('group', { name: ben })
    .getByRole('button', { name: 'Unblock', exact: true })
    .click();
  await expectToast(adaPage, 'Member unblocked');
  await expect(blocked.getByRole('link', { name: ben })).toHaveCount(0);

  await socialBar(benPage).getByRole('button', { name: 'Add Friend', exact: true }).click();
  await expectToast(benPage, 'Friend request sent');
  await expect(
    socialBar(benPage).getByRole('button', { name: 'Request Sent', exact: true }),
  ).toBeDisabled();

  await adaPage.context().close();
  await benPage.context().close();
});
