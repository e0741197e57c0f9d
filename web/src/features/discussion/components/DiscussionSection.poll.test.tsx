import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BlockingContext, NO_BLOCKING } from '../../../hooks/use-blocking';
import { draftKey, replyDraftPlace, serialiseDraft } from '../../../lib/drafts';
import { member, visitor } from '../../../test/providers';
import { currentPath, renderWithProviders } from '../../../test/render';
import type { ReplyWithAuthor } from '../api/types';
import { useReplies } from '../hooks/use-replies';
import { aReply, fakeDiscussionApi, type FakeDiscussionApi } from '../testing/fake-discussion-api';
import { replyBox } from '../testing/reply-box';
import { DiscussionSection } from './DiscussionSection';

let api: FakeDiscussionApi;
vi.mock('../api/discussion-api', async () =>
  (await import('../testing/fake-discussion-api')).fakeDiscussionApiModule(() => api),
);

const poll = { kind: 'poll', id: 'poll-1' } as const;

/** Fanny's reply under the daily poll, as the poll's discussion shows its replies. */
function aPollReply(overrides: Partial<ReplyWithAuthor> = {}): ReplyWithAuthor {
  return aReply({
    id: 'poll-reply-1',
    body: 'The Fourth, for its passacaglia.',
    authorId: 'uid-fanny',
    author: {
      userId: 'uid-fanny',
      username: 'fanny',
      displayName: 'Fanny Hensel',
      avatar: null,
      featuredBadge: null,
    },
    ...overrides,
  });
}

/** The discussion as the Salon page hangs it under the daily poll. */
function PollDiscussion() {
  return <DiscussionSection parent={poll} replies={useReplies(poll)} />;
}

const clara = {
  userId: 'uid-clara',
  username: 'clara',
  displayName: 'Clara Wieck',
  avatar: null,
  featuredBadge: null,
};
const MINUTE = 60 * 1000;

function renderDiscussion(session = member()) {
  return renderWithProviders(<PollDiscussion />, {
    session,
    path: '/salon',
  });
}

function showReplies(replies: readonly ReplyWithAuthor[]) {
  act(() => api.live.replies?.(replies));
}

/** The toasts, also while an open dialog hides the rest of the page from assistive tech. */
function toastRegion() {
  return screen.getByRole('region', { name: /^Messages/, hidden: true });
}

/** Fanny's reply, Clara's answer to it, and an anonymous answer to Clara's: three levels. */
function conversation(): ReplyWithAuthor[] {
  return [
    aPollReply({ id: 'r1', createdAt: new Date(Date.now() - 30 * MINUTE) }),
    aPollReply({
      id: 'r2',
      parentId: 'r1',
      body: 'The Third is underrated.',
      authorId: clara.userId,
      author: clara,
      createdAt: new Date(Date.now() - 20 * MINUTE),
    }),
    aPollReply({
      id: 'r3',
      parentId: 'r2',
      body: 'Its ending is so quiet.',
      isAnonymous: true,
      authorId: null,
      author: null,
      createdAt: new Date(Date.now() - 10 * MINUTE),
    }),
  ];
}

describe('DiscussionSection under a poll', () => {
  beforeEach(() => {
    api = fakeDiscussionApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it("listens to this poll's replies and says when there are none", () => {
    renderDiscussion();
    expect(api.subscribeToReplies).toHaveBeenCalledWith(
      poll,
      expect.any(Function),
      expect.any(Function),
    );
    showReplies([]);
    expect(screen.getByRole('heading', { name: 'Poll Discussion (0 replies)' })).toBeTruthy();
    expect(screen.getByText('No replies yet. Be the first to share your thoughts!')).toBeTruthy();
  });

  it('nests replies like thread replies, with quotes, Anonymous and the Deep thread badge', () => {
    renderDiscussion();
    showReplies([
      ...conversation(),
      aPollReply({
        id: 'r4',
        parentId: 'r3',
        body: 'Agreed.',
        createdAt: new Date(Date.now() - 5 * MINUTE),
      }),
    ]);
    expect(screen.getByRole('heading', { name: 'Poll Discussion (4 replies)' })).toBeTruthy();
    const top = screen.getByRole('list', { name: 'Poll replies' });
    expect(within(top).getAllByRole('article', { name: 'Reply by Fanny Hensel' })).toHaveLength(2);
    const claras = screen.getByRole('article', { name: 'Reply by Clara Wieck' });
    expect(within(claras).getByText('The Fourth, for its passacaglia.')).toBeTruthy();
    const anonymous = screen.getByRole('article', { name: 'Reply by Anonymous' });
    expect(within(anonymous).queryByRole('link', { name: 'Anonymous' })).toBeNull();
    expect(within(anonymous).queryByText('Deep thread')).toBeNull();
    const deepest = screen.getAllByRole('article', { name: 'Reply by Fanny Hensel' })[1]!;
    expect(within(deepest).getByText('Deep thread')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clara Wieck' }).getAttribute('href')).toBe('/clara');
  });

  it('collapses a branch with [-]', async () => {
    renderDiscussion();
    showReplies(conversation());
    const toggle = within(screen.getByRole('article', { name: 'Reply by Fanny Hensel' })).getByRole(
      'button',
      { name: /Collapse 1 reply/ },
    );
    await userEvent.click(toggle);
    expect(screen.queryByRole('article', { name: 'Reply by Clara Wieck' })).toBeNull();
  });

  it('posts a top-level reply anonymously with the poll toast', async () => {
    renderDiscussion();
    showReplies([]);
    await userEvent.type(await replyBox('Your reply to the poll'), '  Brahms 4, always.  ');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Post anonymously' }));
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(api.postReply).toHaveBeenCalledWith(poll, {
      parentId: null,
      body: 'Brahms 4, always.',
      isAnonymous: true,
    });
    expect(await within(toastRegion()).findByText('Reply Posted')).toBeTruthy();
    expect(
      within(toastRegion()).getByText('Your reply has been added to the poll discussion.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Your reply to the poll') as HTMLTextAreaElement).value).toBe('');
  });

  it('answers one reply from its own reply box', async () => {
    renderDiscussion();
    showReplies([aPollReply()]);
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    await userEvent.type(screen.getByLabelText('Reply to Fanny Hensel'), 'Seconded.');
    await userEvent.click(
      within(screen.getByRole('article', { name: 'Reply by Fanny Hensel' })).getByRole('button', {
        name: 'Post Reply',
      }),
    );
    expect(api.postReply).toHaveBeenCalledWith(poll, {
      parentId: 'poll-reply-1',
      body: 'Seconded.',
      isAnonymous: false,
    });
    await waitFor(() => expect(screen.queryByLabelText('Reply to Fanny Hensel')).toBeNull());
  });

  it('opens a reply box that holds a draft, with its words', () => {
    const place = replyDraftPlace(poll, 'poll-reply-1');
    localStorage.setItem(
      draftKey('uid-clara', place),
      serialiseDraft({ body: 'Half an answer', isAnonymous: false }, Date.now()),
    );
    renderDiscussion();
    showReplies([aPollReply(), aPollReply({ id: 'poll-reply-2', body: 'Another view.' })]);
    const box = screen.getByLabelText('Reply to Fanny Hensel') as HTMLTextAreaElement;
    expect(box.value).toBe('Half an answer');
    expect(screen.getAllByLabelText('Reply to Fanny Hensel')).toHaveLength(1);
    expect((screen.getByLabelText('Your reply to the poll') as HTMLTextAreaElement).value).toBe('');
  });

  it('refuses blocked words with the content policy toast and posts nothing', async () => {
    renderDiscussion();
    showReplies([]);
    await userEvent.type(screen.getByLabelText('Your reply to the poll'), 'what a shit ending');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await within(toastRegion()).findByText('Content Policy Violation')).toBeTruthy();
    expect(api.postReply).not.toHaveBeenCalled();
  });

  it('keeps Post Reply disabled over 2000 characters', async () => {
    renderDiscussion();
    showReplies([]);
    const field = screen.getByLabelText('Your reply to the poll');
    await userEvent.click(field);
    await userEvent.paste('a'.repeat(2001));
    expect((screen.getByRole('button', { name: 'Post Reply' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('toasts the spec message when posting fails', async () => {
    api.postReply.mockRejectedValue(new Error('unavailable'));
    renderDiscussion();
    showReplies([]);
    await userEvent.type(screen.getByLabelText('Your reply to the poll'), 'Brahms 4.');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(
      await within(toastRegion()).findByText('Failed to post reply. Please try again.'),
    ).toBeTruthy();
  });

  it('lets the author delete their reply, and no one else but admins', async () => {
    renderDiscussion();
    showReplies(conversation());
    // Fanny's and the anonymous reply are not Clara's: no menu.
    expect(screen.getAllByRole('button', { name: 'Reply actions' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reply actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Reply' });
    expect(within(dialog).queryByText('Admin Action')).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Report' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.deleteReply).toHaveBeenCalledWith(poll, 'r2');
    expect(await within(toastRegion()).findByText('Your reply has been deleted.')).toBeTruthy();
  });

  it('lets the author edit their poll reply in place, and nobody else', async () => {
    renderDiscussion();
    showReplies(conversation());
    // Only Clara's own reply has a menu; in it, Edit comes first.
    await userEvent.click(screen.getByRole('button', { name: 'Reply actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const reply = screen.getByRole('article', { name: 'Reply by Clara Wieck' });
    const form = await within(reply).findByRole('form', { name: 'Edit reply' });
    const text = within(form).getByLabelText('Edit your reply');
    await userEvent.clear(text);
    await userEvent.type(text, 'The Third is much underrated.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(api.editReply).toHaveBeenCalledWith(poll, 'r2', 'The Third is much underrated.');
    expect(await within(toastRegion()).findByText('Your post has been updated.')).toBeTruthy();
  });

  it('marks an edited poll reply "edited"', () => {
    renderDiscussion();
    showReplies([aPollReply({ editedAt: new Date(Date.now() - MINUTE) })]);
    const reply = screen.getByRole('article', { name: 'Reply by Fanny Hensel' });
    expect(within(reply).getByText('edited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Edit history/ })).toBeNull();
  });

  it("finds the member's own anonymous reply through its hidden author", async () => {
    api.fetchHiddenAuthorId.mockImplementation(async (_poll, replyId) =>
      replyId === 'r3' ? 'uid-clara' : null,
    );
    renderDiscussion();
    showReplies(conversation());
    const anonymous = screen.getByRole('article', { name: 'Reply by Anonymous' });
    expect(await within(anonymous).findByRole('button', { name: 'Reply actions' })).toBeTruthy();
    expect(api.fetchHiddenAuthorId).toHaveBeenCalledWith(poll, 'r3');
  });

  it('offers Block on a reply naming another member, never on an anonymous one', async () => {
    const block = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <BlockingContext.Provider value={{ ...NO_BLOCKING, ready: true, block }}>
        <PollDiscussion />
      </BlockingContext.Provider>,
      { session: member(), path: '/salon' },
    );
    showReplies(conversation());
    // Fanny's reply (Block) and Clara's own (Edit, Delete); the anonymous one has no menu.
    const menus = screen.getAllByRole('button', { name: 'Reply actions' });
    expect(menus).toHaveLength(2);
    const anonymous = screen.getByRole('article', { name: /^Reply by Anonymous/ });
    expect(within(anonymous).queryByRole('button', { name: 'Reply actions' })).toBeNull();

    await userEvent.click(menus[0]!);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Block',
    ]);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Block this member?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(block).toHaveBeenCalledWith('uid-fanny');
  });

  it("lets an admin delete another member's reply, with the Admin Action note", async () => {
    renderDiscussion(member('admin', { uid: 'uid-admin' }));
    showReplies([aPollReply()]);
    await userEvent.click(screen.getByRole('button', { name: 'Reply actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Reply' });
    expect(within(dialog).getByText('Admin Action')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(toastRegion()).findByText('Reply has been deleted by admin.')).toBeTruthy();
  });

  it('toasts the spec message when deleting fails', async () => {
    api.deleteReply.mockRejectedValue(new Error('unavailable'));
    renderDiscussion();
    showReplies([aPollReply({ authorId: clara.userId, author: clara })]);
    await userEvent.click(screen.getByRole('button', { name: 'Reply actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Reply' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(toastRegion()).findByText('Failed to delete reply. Please try again.'),
    ).toBeTruthy();
  });

  it('shows new and deleted replies live', () => {
    renderDiscussion();
    showReplies([aPollReply()]);
    showReplies([aPollReply(), aPollReply({ id: 'r9', body: 'A newcomer here.' })]);
    expect(screen.getByText('A newcomer here.')).toBeTruthy();
    showReplies([aPollReply({ id: 'r9', body: 'A newcomer here.' })]);
    expect(screen.queryByText('The Fourth, for its passacaglia.')).toBeNull();
  });

  it('asks visitors to sign in instead of showing the reply box', async () => {
    renderDiscussion(visitor);
    showReplies([aPollReply()]);
    expect(screen.queryByLabelText('Your reply to the poll')).toBeNull();
    expect(screen.getByText('Sign in to join the discussion')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reply actions' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reply' }));
    expect(await within(toastRegion()).findByText('Sign In Required')).toBeTruthy();
    expect(currentPath()).toBe('/auth');
  });
});
