import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Session } from '../lib/session/session';
import { AppError } from '../lib/app-error';
import type { ReplyWithAuthor } from '../features/discussion/api/types';
import {
  aReply,
  fakeDiscussionApi,
  type FakeDiscussionApi,
} from '../features/discussion/testing/fake-discussion-api';
import type { ThreadWithAuthor } from '../features/salon/api/types';
import { sessionViewKey } from '../features/salon/hooks/use-view-counting';
import {
  aThread,
  clara,
  fakeSalonApi,
  fanny,
  type FakeSalonApi,
} from '../features/salon/testing/fake-salon-api';
import { replyBox } from '../features/discussion/testing/reply-box';
import { member, visitor } from '../test/providers';
import { currentPath, renderWithProviders } from '../test/render';
import { ThreadPage } from './ThreadPage';

let api: FakeSalonApi;
vi.mock('../features/salon/api/salon-api', async () =>
  (await import('../features/salon/testing/fake-salon-api')).fakeSalonApiModule(() => api),
);
let discussion: FakeDiscussionApi;
vi.mock('../features/discussion/api/discussion-api', async () =>
  (await import('../features/discussion/testing/fake-discussion-api')).fakeDiscussionApiModule(
    () => discussion,
  ),
);
const thisThread = { kind: 'thread', id: 'thread-1' } as const;

/** Fanny, a member, is the author of the default thread; Clara (uid-clara) replies. */
const asFanny = member('user', { uid: fanny.userId });
const asClara = member('user', { uid: clara.userId });
const asAdmin = member('admin', { uid: 'uid-admin' });

/** The page under its real route, so it reads the thread id from the path. */
function renderThreadPage(session: Session) {
  return renderWithProviders(
    <Routes>
      <Route path="salon/thread/:threadId" element={<ThreadPage />} />
    </Routes>,
    { session, path: '/salon/thread/thread-1' },
  );
}

function openThread(
  session: Session,
  thread: ThreadWithAuthor | null = aThread(),
  replies: readonly ReplyWithAuthor[] = [],
) {
  const view = renderThreadPage(session);
  act(() => {
    api.live.thread?.(thread);
    discussion.live.replies?.(replies);
  });
  return view;
}

function toasts() {
  return within(screen.getByRole('region', { name: /^Messages/ }));
}

function threadCard() {
  return screen.getByRole('article', { name: 'Gould 1955 or 1981?' });
}

/** Opens a post's menu; its code is fetched on first use, so the menu shows a moment later. */
async function openMenu(name: 'Discussion actions' | 'Reply actions', index = 0) {
  await userEvent.click(screen.getAllByRole('button', { name })[index]!);
  await screen.findByRole('menu');
}

describe('ThreadPage', () => {
  beforeEach(() => {
    api = fakeSalonApi();
    discussion = fakeDiscussionApi();
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows a skeleton until the thread and its replies are loaded', () => {
    renderThreadPage(visitor);
    expect(screen.getByRole('status', { name: 'Loading discussion' })).toBeTruthy();
    expect(api.subscribeToThread).toHaveBeenCalledWith(
      'thread-1',
      expect.any(Function),
      expect.any(Function),
    );
    act(() => api.live.thread?.(aThread()));
    expect(screen.getByRole('status', { name: 'Loading discussion' })).toBeTruthy();
    act(() => discussion.live.replies?.([]));
    expect(screen.queryByRole('status', { name: 'Loading discussion' })).toBeNull();
  });

  it('shows the thread card: masked text, author link, age, counts and reactions', () => {
    openThread(visitor, aThread({ title: 'Gould 1955 or 1981?', body: 'What the shit, Glenn.' }));
    const card = threadCard();
    expect(within(card).getByRole('heading', { level: 1 }).textContent).toBe('Gould 1955 or 1981?');
    expect(within(card).getByText('What the ****, Glenn.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Fanny Hensel' }).getAttribute('href')).toBe(
      '/fanny',
    );
    expect(within(card).getByText('2 hours ago')).toBeTruthy();
    expect(within(card).getByText('4 replies')).toBeTruthy();
    expect(within(card).getByText('17 views')).toBeTruthy();
    const reactions = within(card).getByRole('group', { name: 'Reactions to this discussion' });
    expect(within(reactions).getByRole('button', { name: 'Applause 2' })).toBeTruthy();
    expect(within(reactions).getByRole('button', { name: 'Bravo 1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Salon/ }).getAttribute('href')).toBe('/salon');
  });

  it('shows "Anonymous" without a link for an anonymous thread', () => {
    openThread(visitor, aThread({ isAnonymous: true, authorId: null, author: null }));
    expect(within(threadCard()).getByText('Anonymous')).toBeTruthy();
    expect(within(threadCard()).queryByRole('link', { name: 'Anonymous' })).toBeNull();
  });

  describe('visitors', () => {
    it('see "Sign in to join the discussion" instead of the reply box', async () => {
      openThread(visitor);
      expect(screen.getByText('Sign in to join the discussion')).toBeTruthy();
      // The reply box is a combobox (its @mention list), not a plain textbox.
      expect(screen.queryByRole('textbox')).toBeNull();
      expect(screen.queryByRole('combobox', { name: 'Your reply' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Sign In to Reply' }));
      expect(currentPath()).toBe('/auth');
    });

    it('are asked to sign in when they react', async () => {
      openThread(visitor);
      await userEvent.click(within(threadCard()).getByRole('button', { name: 'Applause 2' }));
      expect(toasts().getByText('Sign In Required')).toBeTruthy();
      expect(currentPath()).toBe('/auth');
      expect(api.toggleReaction).not.toHaveBeenCalled();
    });

    it('are asked to sign in when they report, and are never offered Delete', async () => {
      openThread(visitor);
      await openMenu('Discussion actions');
      expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
      expect(toasts().getByText('Sign In Required')).toBeTruthy();
      expect(currentPath()).toBe('/auth');
    });
  });

  describe('missing, failing and deleted threads', () => {
    it('says "Discussion Not Found" with a way back for an id that leads nowhere', async () => {
      openThread(visitor, null);
      expect(screen.getByRole('heading', { name: 'Discussion Not Found' })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Back to Salon' }));
      expect(currentPath()).toBe('/salon');
    });

    it('toasts "Failed to load discussion." and returns to /salon when loading fails', () => {
      renderThreadPage(visitor);
      act(() => api.live.threadError?.(new Error('unavailable')));
      expect(toasts().getByText('Failed to load discussion.')).toBeTruthy();
      expect(currentPath()).toBe('/salon');
    });

    it('does the same when the replies cannot be loaded', () => {
      renderThreadPage(visitor);
      act(() => discussion.live.repliesError?.(new Error('unavailable')));
      expect(toasts().getByText('Failed to load discussion.')).toBeTruthy();
      expect(currentPath()).toBe('/salon');
    });

    it('sends everyone on it to /salon with "Discussion Deleted" when it is deleted', () => {
      openThread(asClara);
      act(() => api.live.thread?.(null));
      expect(currentPath()).toBe('/salon');
      expect(toasts().getByText('Discussion Deleted')).toBeTruthy();
      expect(toasts().getByText('This discussion has been deleted.')).toBeTruthy();
    });
  });

  describe('replying', () => {
    it('posts a trimmed reply to the thread and thanks the member', async () => {
      openThread(asClara);
      await userEvent.type(await replyBox('Your reply'), '  The 1981 one.  ');
      expect(screen.getByText('17/2000 characters')).toBeTruthy();
      await userEvent.click(screen.getByLabelText('Post anonymously'));
      await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
      expect(discussion.postReply).toHaveBeenCalledWith(thisThread, {
        parentId: null,
        body: 'The 1981 one.',
        isAnonymous: true,
      });
      expect(
        await toasts().findByText('Your reply has been added to the discussion.'),
      ).toBeTruthy();
      expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('');
    });

    it('keeps Post Reply disabled while the reply is blank or over 2000 characters', async () => {
      openThread(asClara);
      await replyBox('Your reply');
      const post = screen.getByRole('button', { name: 'Post Reply' });
      expect(post).toHaveProperty('disabled', true);
      await userEvent.type(screen.getByLabelText('Your reply'), '   ');
      expect(post).toHaveProperty('disabled', true);
      await userEvent.click(screen.getByLabelText('Your reply'));
      await userEvent.paste('x'.repeat(2001));
      expect(screen.getByText('2004/2000 characters')).toBeTruthy();
      expect(post).toHaveProperty('disabled', true);
    });

    it('refuses inappropriate language with the spec toast and posts nothing', async () => {
      openThread(asClara);
      await userEvent.type(await replyBox('Your reply'), 'You absolute shithead');
      await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
      expect(toasts().getByText('Content Policy Violation')).toBeTruthy();
      expect(
        toasts().getByText(
          'Your reply contains inappropriate language. Please use respectful language.',
        ),
      ).toBeTruthy();
      expect(discussion.postReply).not.toHaveBeenCalled();
      expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).not.toBe('');
    });

    it('toasts "Failed to post reply. Please try again." when posting fails', async () => {
      discussion.postReply.mockRejectedValue(new Error('unavailable'));
      openThread(asClara);
      await userEvent.type(screen.getByLabelText('Your reply'), 'Hello');
      await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
      expect(await toasts().findByText('Failed to post reply. Please try again.')).toBeTruthy();
      expect((screen.getByLabelText('Your reply') as HTMLTextAreaElement).value).toBe('Hello');
    });

    it('answers one reply from its own reply box', async () => {
      openThread(asFanny, aThread(), [aReply()]);
      const replyCard = screen.getByRole('article', { name: 'Reply by Clara Wieck' });
      await userEvent.click(within(replyCard).getByRole('button', { name: 'Reply' }));
      await userEvent.type(within(replyCard).getByLabelText('Reply to Clara Wieck'), 'Agreed.');
      await userEvent.click(within(replyCard).getByRole('button', { name: 'Post Reply' }));
      expect(discussion.postReply).toHaveBeenCalledWith(thisThread, {
        parentId: 'reply-1',
        body: 'Agreed.',
        isAnonymous: false,
      });
      await waitFor(() =>
        expect(within(replyCard).queryByLabelText('Reply to Clara Wieck')).toBeNull(),
      );
    });
  });

  describe('the discussion', () => {
    const tree = [
      aReply({ id: 'r1', body: 'Top level' }),
      aReply({
        id: 'r2',
        parentId: 'r1',
        body: 'x'.repeat(90),
        author: fanny,
        authorId: fanny.userId,
      }),
      aReply({ id: 'r3', parentId: 'r2', body: 'Depth two' }),
      aReply({
        id: 'r4',
        parentId: 'r3',
        body: 'Depth three',
        isAnonymous: true,
        authorId: null,
        author: null,
      }),
    ];

    it('has the header, the hint and the empty state', () => {
      openThread(visitor);
      expect(screen.getByRole('heading', { name: 'Discussion (0 replies)' })).toBeTruthy();
      expect(screen.getByText('Click [-] to collapse threads')).toBeTruthy();
      expect(screen.getByText('No replies yet. Be the first to share your thoughts!')).toBeTruthy();
    });

    it('nests replies with the parent quoted and "Deep thread" above depth 2', () => {
      openThread(visitor, aThread(), tree);
      expect(screen.getByRole('heading', { name: 'Discussion (4 replies)' })).toBeTruthy();
      const deep = screen.getByRole('article', { name: 'Reply by Anonymous' });
      expect(within(deep).getByText('Deep thread')).toBeTruthy();
      expect(within(deep).getByText('Anonymous')).toBeTruthy();
      expect(within(deep).queryByRole('link', { name: 'Anonymous' })).toBeNull();
      expect(screen.getAllByText('Deep thread')).toHaveLength(1);
      // The 90-character parent is quoted by its first 80 characters.
      const depthTwo = screen.getAllByRole('article', { name: 'Reply by Clara Wieck' })[1]!;
      expect(within(depthTwo).getByRole('blockquote').textContent).toBe(
        `Replying to Fanny Hensel: ${'x'.repeat(80)}...`,
      );
    });

    it('collapses and expands a branch with [-] and [+]', async () => {
      openThread(visitor, aThread(), tree);
      const top = screen.getAllByRole('article', { name: 'Reply by Clara Wieck' })[0]!;
      await userEvent.click(within(top).getByRole('button', { name: /Collapse 1 reply/ }));
      expect(screen.queryByText('Depth three')).toBeNull();
      expect(within(top).getByRole('button', { name: /Expand 1 reply/ }).textContent).toContain(
        '[+]',
      );
      await userEvent.click(within(top).getByRole('button', { name: /Expand 1 reply/ }));
      expect(screen.getByText('Depth three')).toBeTruthy();
    });

    it('shows a deleted reply as a placeholder with no actions, its answers kept', () => {
      openThread(asClara, aThread(), [
        aReply({ id: 'r1', body: 'deleted' }),
        aReply({
          id: 'r2',
          parentId: 'r1',
          body: 'Still here',
          author: fanny,
          authorId: fanny.userId,
        }),
      ]);
      const gone = screen.getByRole('article', { name: 'Deleted reply' });
      expect(within(gone).getByText('This reply has been deleted.')).toBeTruthy();
      expect(within(gone).queryByRole('button', { name: /Reply|Applause|actions/ })).toBeNull();
      const answer = screen.getByRole('article', { name: 'Reply by Fanny Hensel' });
      expect(within(answer).getByText('Still here')).toBeTruthy();
      expect(within(answer).queryByRole('blockquote')).toBeNull();
    });

    it('sorts by Most Reacted', async () => {
      openThread(visitor, aThread(), [
        aReply({ id: 'quiet', body: 'Quiet one', reactionCount: 0 }),
        aReply({
          id: 'loud',
          body: 'Loud one',
          reactionCount: 5,
          createdAt: new Date(Date.now() - 5 * 60 * 60 * 1000),
        }),
      ]);
      const bodies = () =>
        screen
          .getAllByRole('article', { name: /^Reply by/ })
          .map((card) => within(card).queryByText(/one$/)?.textContent);
      expect(bodies()).toEqual(['Quiet one', 'Loud one']);
      await userEvent.selectOptions(screen.getByLabelText('Sort replies'), 'Most Reacted');
      expect(bodies()).toEqual(['Loud one', 'Quiet one']);
    });

    it('shows replies arriving live', () => {
      openThread(visitor);
      act(() => discussion.live.replies?.([aReply({ body: 'Fresh from the other side' })]));
      expect(screen.getByText('Fresh from the other side')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Discussion (1 reply)' })).toBeTruthy();
    });
  });

  describe('reactions', () => {
    it('shows the member her own reactions pressed and toggles them', async () => {
      api.fetchOwnReactions.mockResolvedValue([{ reactionType: 'bravo', replyId: null }]);
      api.toggleReaction.mockResolvedValue({
        active: true,
        reactionCounts: { applause: 3, bravo: 1 },
      });
      openThread(asClara);
      const bravo = within(threadCard()).getByRole('button', { name: 'Bravo 1' });
      await waitFor(() => expect(bravo.getAttribute('aria-pressed')).toBe('true'));
      const applause = within(threadCard()).getByRole('button', { name: 'Applause 2' });
      expect(applause.getAttribute('aria-pressed')).toBe('false');
      await userEvent.click(applause);
      expect(api.toggleReaction).toHaveBeenCalledWith({
        threadId: 'thread-1',
        replyId: null,
        reactionType: 'applause',
      });
      await waitFor(() => expect(applause.getAttribute('aria-pressed')).toBe('true'));
      expect(bravo.getAttribute('aria-pressed')).toBe('true');
    });

    it('reacts to a reply by its id', async () => {
      openThread(asFanny, aThread(), [aReply()]);
      const replyCard = screen.getByRole('article', { name: 'Reply by Clara Wieck' });
      await userEvent.click(within(replyCard).getByRole('button', { name: 'Bravo 0' }));
      expect(api.toggleReaction).toHaveBeenCalledWith({
        threadId: 'thread-1',
        replyId: 'reply-1',
        reactionType: 'bravo',
      });
    });

    it('toasts "Failed to update reaction. Please try again." when it fails', async () => {
      api.toggleReaction.mockRejectedValue(new Error('unavailable'));
      openThread(asClara);
      const applause = within(threadCard()).getByRole('button', { name: 'Applause 2' });
      await userEvent.click(applause);
      expect(
        await toasts().findByText('Failed to update reaction. Please try again.'),
      ).toBeTruthy();
      expect(applause.getAttribute('aria-pressed')).toBe('false');
    });
  });

  describe('deleting', () => {
    it('lets the author delete her thread: no admin note, her toast, back to /salon', async () => {
      openThread(asFanny);
      await openMenu('Discussion actions');
      expect(screen.queryByRole('menuitem', { name: 'Report' })).toBeNull();
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Discussion' });
      expect(within(dialog).queryByText('Admin Action')).toBeNull();
      // The live snapshot may say "gone" before the call returns: still one toast, hers.
      api.deleteThread.mockImplementation(async () => {
        act(() => api.live.thread?.(null));
      });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(api.deleteThread).toHaveBeenCalledWith('thread-1');
      await waitFor(() => expect(currentPath()).toBe('/salon'));
      expect(toasts().getAllByText('Discussion Deleted')).toHaveLength(1);
      expect(toasts().getByText('This discussion has been deleted.')).toBeTruthy();
    });

    it('shows an admin the "Admin Action" note and the admin toast for another member\'s thread', async () => {
      openThread(asAdmin);
      await openMenu('Discussion actions');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Discussion' });
      expect(within(dialog).getByText('Admin Action')).toBeTruthy();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(await toasts().findByText('Discussion has been deleted by admin.')).toBeTruthy();
      await waitFor(() => expect(currentPath()).toBe('/salon'));
    });

    it.each([
      [new Error('unavailable'), 'Failed to delete discussion. Please try again.'],
      [new AppError('permissionDenied'), "You don't have permission to delete this discussion."],
    ])('stays on the thread and says why when deleting fails (%s)', async (error, message) => {
      api.deleteThread.mockRejectedValue(error);
      openThread(asFanny);
      await openMenu('Discussion actions');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await toasts().findByText(message)).toBeTruthy();
      expect(currentPath()).toBe('/salon/thread/thread-1');
    });

    it('offers another member Report but not Delete', async () => {
      openThread(asClara);
      await openMenu('Discussion actions');
      expect(screen.getByRole('menuitem', { name: 'Report' })).toBeTruthy();
      expect(screen.queryByRole('menuitem', { name: 'Delete' })).toBeNull();
    });

    it('finds the hidden author of an anonymous thread for its author only', async () => {
      const anonymous = aThread({ isAnonymous: true, authorId: null, author: null });
      api.fetchHiddenThreadAuthorId.mockResolvedValue(fanny.userId);
      openThread(asFanny, anonymous);
      expect(api.fetchHiddenThreadAuthorId).toHaveBeenCalledWith('thread-1');
      await waitFor(async () => {
        await openMenu('Discussion actions');
        expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeTruthy();
      });
      expect(screen.queryByRole('menuitem', { name: 'Report' })).toBeNull();
    });

    it('deletes her own reply with "Your reply has been deleted."', async () => {
      openThread(asClara, aThread(), [aReply()]);
      await openMenu('Reply actions');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Reply' });
      expect(within(dialog).queryByText('Admin Action')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      expect(discussion.deleteReply).toHaveBeenCalledWith(thisThread, 'reply-1');
      expect(await toasts().findByText('Your reply has been deleted.')).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });

    it("tells an admin deleting a member's reply that it was an admin action", async () => {
      openThread(asAdmin, aThread(), [aReply()]);
      await openMenu('Reply actions');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      expect(screen.getByText('Admin Action')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await toasts().findByText('Reply has been deleted by admin.')).toBeTruthy();
    });

    it('toasts "Failed to delete reply. Please try again." when that fails', async () => {
      discussion.deleteReply.mockRejectedValue(new Error('unavailable'));
      openThread(asClara, aThread(), [aReply()]);
      await openMenu('Reply actions');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
      await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await toasts().findByText('Failed to delete reply. Please try again.')).toBeTruthy();
    });
  });

  describe('reporting', () => {
    async function openReport() {
      openThread(asClara);
      await openMenu('Discussion actions');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
      return screen.findByRole('dialog', { name: 'Report Content' });
    }

    it('offers six reasons and keeps Submit disabled until one is chosen', async () => {
      const dialog = await openReport();
      const reasons = within(dialog)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent);
      expect(reasons).toEqual([
        'Spam or unwanted content',
        'Harassment or bullying',
        'Inappropriate content',
        'Misinformation',
        'Copyright violation',
        'Other',
      ]);
      const submit = within(dialog).getByRole('button', { name: 'Submit Report' });
      expect(submit).toHaveProperty('disabled', true);
      await userEvent.click(within(dialog).getByLabelText('Other'));
      expect(submit).toHaveProperty('disabled', false);
    });

    it('counts the details down from 300 and turns amber under 50 remaining', async () => {
      const dialog = await openReport();
      const counter = within(dialog).getByText('300 characters remaining');
      expect(counter.getAttribute('data-warn')).toBe('false');
      await userEvent.click(within(dialog).getByLabelText('Details (optional)'));
      await userEvent.paste('x'.repeat(251));
      expect(counter.textContent).toBe('49 characters remaining');
      expect(counter.getAttribute('data-warn')).toBe('true');
      await userEvent.paste('y'.repeat(100));
      expect(counter.textContent).toBe('0 characters remaining');
    });

    it('sends the report, thanks the reporter, and closes; the next report starts afresh', async () => {
      const dialog = await openReport();
      await userEvent.click(within(dialog).getByLabelText('Misinformation'));
      await userEvent.type(
        within(dialog).getByLabelText('Details (optional)'),
        '  Mono, not stereo. ',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
      expect(api.submitReport).toHaveBeenCalledWith({
        threadId: 'thread-1',
        replyId: null,
        reason: 'misinformation',
        description: 'Mono, not stereo.',
      });
      expect(await toasts().findByText('Report Submitted')).toBeTruthy();
      expect(
        toasts().getByText('Thank you for your report. Our moderators will review it shortly.'),
      ).toBeTruthy();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await openMenu('Discussion actions');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
      const again = screen.getByRole('dialog', { name: 'Report Content' });
      expect(within(again).getByText('300 characters remaining')).toBeTruthy();
      expect(
        within(again)
          .getAllByRole('radio')
          .some((radio) => (radio as HTMLInputElement).checked),
      ).toBe(false);
    });

    it('reports a reply by its id', async () => {
      openThread(asFanny, aThread(), [aReply()]);
      await openMenu('Reply actions');
      await userEvent.click(screen.getByRole('menuitem', { name: 'Report' }));
      await userEvent.click(screen.getByLabelText('Spam or unwanted content'));
      await userEvent.click(screen.getByRole('button', { name: 'Submit Report' }));
      expect(api.submitReport).toHaveBeenCalledWith({
        threadId: 'thread-1',
        replyId: 'reply-1',
        reason: 'spam',
        description: '',
      });
    });

    it('keeps the dialog open and says "Failed to submit report. Please try again." on failure', async () => {
      api.submitReport.mockRejectedValue(new Error('unavailable'));
      const dialog = await openReport();
      await userEvent.click(within(dialog).getByLabelText('Other'));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Report' }));
      // The open dialog hides the rest of the page from the accessibility tree, toasts included.
      const messages = screen.getByRole('region', { name: /^Messages/, hidden: true });
      expect(
        await within(messages).findByText('Failed to submit report. Please try again.'),
      ).toBeTruthy();
      expect(screen.getByRole('dialog', { name: 'Report Content' })).toBeTruthy();
    });
  });

  describe('view counting', () => {
    it("records a member's view once, one second after the thread shows", () => {
      vi.useFakeTimers();
      openThread(asClara);
      act(() => vi.advanceTimersByTime(999));
      expect(api.recordThreadView).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(api.recordThreadView).toHaveBeenCalledExactlyOnceWith('thread-1');
      act(() => api.live.thread?.(aThread({ viewCount: 18 })));
      act(() => vi.advanceTimersByTime(5000));
      expect(api.recordThreadView).toHaveBeenCalledTimes(1);
    });

    it('counts a visitor once per browser session per 30 minutes', async () => {
      vi.useFakeTimers();
      const first = openThread(visitor);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(api.recordThreadView).toHaveBeenCalledTimes(1);
      expect(sessionStorage.getItem(sessionViewKey('thread-1'))).not.toBeNull();
      first.unmount();

      openThread(visitor);
      await act(async () => vi.advanceTimersByTime(1000));
      expect(api.recordThreadView).toHaveBeenCalledTimes(1);
    });

    it('does not count a visit left within the second', () => {
      vi.useFakeTimers();
      const view = openThread(asClara);
      act(() => vi.advanceTimersByTime(500));
      view.unmount();
      act(() => vi.advanceTimersByTime(1000));
      expect(api.recordThreadView).not.toHaveBeenCalled();
    });
  });
});
