// Editing on the thread page: "Edit" in the post menu for the author alone, the edit forms in place
// with the composers' limits, Preview and toasts, Cancel, the callable's refusals, the "edited"
// mark and staff's edit history, against the data-access fakes.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatExactMoment } from '@salon/domain';
import type { Session } from '../lib/session/session';
import { AppError } from '../lib/app-error';
import type { PostRevision } from '../lib/post-revisions';
import type { ReplyWithAuthor } from '../features/discussion/api/types';
import {
  aReply,
  fakeDiscussionApi,
  type FakeDiscussionApi,
} from '../features/discussion/testing/fake-discussion-api';
import type { ThreadWithAuthor } from '../features/salon/api/types';
import {
  aThread,
  clara,
  fakeSalonApi,
  fanny,
  type FakeSalonApi,
} from '../features/salon/testing/fake-salon-api';
import { member } from '../test/providers';
import { renderWithProviders } from '../test/render';
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

/** Fanny wrote the default thread; Clara the default reply. */
const asFanny = member('user', { uid: fanny.userId });
const asClara = member('user', { uid: clara.userId });
const asAdmin = member('admin', { uid: 'uid-admin' });
const asModerator = member('moderator', { uid: 'uid-moderator' });

function openThread(
  session: Session,
  thread: ThreadWithAuthor = aThread(),
  replies: readonly ReplyWithAuthor[] = [],
) {
  renderWithProviders(
    <Routes>
      <Route path="salon/thread/:threadId" element={<ThreadPage />} />
    </Routes>,
    { session, path: '/salon/thread/thread-1' },
  );
  act(() => {
    api.live.thread?.(thread);
    discussion.live.replies?.(replies);
  });
}

function toasts() {
  return within(screen.getByRole('region', { name: /^Messages/, hidden: true }));
}

function threadCard() {
  return screen.getByRole('article', { name: 'Gould 1955 or 1981?' });
}

/** The items of the post menu `name` (the nth of that name), once its code has loaded. */
async function menuItems(name: 'Discussion actions' | 'Reply actions', index = 0) {
  await userEvent.click(screen.getAllByRole('button', { name })[index]!);
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

async function editThreadForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Discussion actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return screen.findByRole('form', { name: 'Edit Discussion' });
}

async function editReplyForm(replyName: string) {
  const reply = screen.getByRole('article', { name: replyName });
  await userEvent.click(within(reply).getByRole('button', { name: 'Reply actions' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
  return within(reply).findByRole('form', { name: 'Edit reply' });
}

function field(form: HTMLElement, label: string) {
  return within(form).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
}

describe('ThreadPage editing', () => {
  beforeEach(() => {
    api = fakeSalonApi();
    discussion = fakeDiscussionApi();
    sessionStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  describe('who sees "Edit"', () => {
    it('offers it to the author of the discussion, first in the menu', async () => {
      openThread(asFanny);
      expect(await menuItems('Discussion actions')).toEqual(['Edit', 'Delete']);
    });

    it('never to another member', async () => {
      openThread(asClara);
      expect(await menuItems('Discussion actions')).toEqual(['Report']);
    });

    it('nor to an admin: admins delete, they do not rewrite', async () => {
      openThread(asAdmin);
      expect(await menuItems('Discussion actions')).toEqual(['Report', 'Delete']);
    });

    it("offers it on the member's own reply only, and never on a deleted one", async () => {
      openThread(asClara, aThread(), [
        aReply({ id: 'mine' }),
        aReply({
          id: 'hers',
          body: 'The 1955, for its speed.',
          authorId: fanny.userId,
          author: fanny,
        }),
        aReply({ id: 'gone', body: 'deleted' }),
      ]);
      const mine = screen.getByRole('article', { name: 'Reply by Clara Wieck' });
      await userEvent.click(within(mine).getByRole('button', { name: 'Reply actions' }));
      expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
      await userEvent.keyboard('{Escape}');

      const hers = screen.getByRole('article', { name: 'Reply by Fanny Hensel' });
      await userEvent.click(within(hers).getByRole('button', { name: 'Reply actions' }));
      await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Report' })).toBeTruthy());
      expect(screen.queryByRole('menuitem', { name: 'Edit' })).toBeNull();
      await userEvent.keyboard('{Escape}');

      const deleted = screen.getByRole('article', { name: 'Deleted reply' });
      expect(within(deleted).queryByRole('button', { name: 'Reply actions' })).toBeNull();
    });

    it("offers it on the member's own anonymous reply, found through its hidden author", async () => {
      discussion.fetchHiddenAuthorId.mockResolvedValue(clara.userId);
      openThread(asClara, aThread(), [aReply({ isAnonymous: true, authorId: null, author: null })]);
      const reply = screen.getByRole('article', { name: 'Reply by Anonymous' });
      await userEvent.click(within(reply).getByRole('button', { name: 'Reply actions' }));
      expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeTruthy();
    });
  });

  describe('the discussion edit form', () => {
    it('starts from the stored title and content, with the focus in the title', async () => {
      openThread(asFanny);
      const form = await editThreadForm();
      expect(field(form, 'Title').value).toBe('Gould 1955 or 1981?');
      expect(field(form, 'Content').value).toBe('Which Goldberg Variations do you return to?');
      expect(document.activeElement).toBe(field(form, 'Title'));
      expect(within(form).getByText('19/200 characters')).toBeTruthy();
      expect(within(form).getByRole('button', { name: 'Preview' })).toBeTruthy();
      // The form takes the body's place: the text is in its field only.
      expect(
        within(threadCard()).queryByText('Which Goldberg Variations do you return to?', {
          ignore: 'textarea',
        }),
      ).toBeNull();
    });

    it('keeps Save disabled while a field is empty or over its limit', async () => {
      openThread(asFanny);
      const form = await editThreadForm();
      const save = within(form).getByRole('button', { name: 'Save' });
      expect(save).toHaveProperty('disabled', false);
      await userEvent.clear(field(form, 'Content'));
      expect(save).toHaveProperty('disabled', true);
      await userEvent.type(field(form, 'Content'), 'Back again.');
      expect(save).toHaveProperty('disabled', false);
      await userEvent.click(field(form, 'Title'));
      await userEvent.paste('x'.repeat(200));
      expect(within(form).getByText('219/200 characters')).toBeTruthy();
      expect(field(form, 'Title').getAttribute('aria-invalid')).toBe('true');
      expect(save).toHaveProperty('disabled', true);
      expect(api.editThread).not.toHaveBeenCalled();
    });

    it('refuses inappropriate language with the content policy toast and sends nothing', async () => {
      openThread(asFanny);
      const form = await editThreadForm();
      await userEvent.type(field(form, 'Content'), ' You absolute shithead');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(toasts().getByText('Content Policy Violation')).toBeTruthy();
      expect(
        toasts().getByText(
          'Discussion content contains inappropriate language. Please use respectful language.',
        ),
      ).toBeTruthy();
      expect(api.editThread).not.toHaveBeenCalled();
      expect(screen.getByRole('form', { name: 'Edit Discussion' })).toBeTruthy();
    });

    it('saves the trimmed title and content, says so, and closes', async () => {
      openThread(asFanny);
      const form = await editThreadForm();
      await userEvent.clear(field(form, 'Title'));
      await userEvent.type(field(form, 'Title'), '  Gould: 1955 or 1981?  ');
      await userEvent.type(field(form, 'Content'), ' And why?');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(api.editThread).toHaveBeenCalledWith('thread-1', {
        title: 'Gould: 1955 or 1981?',
        body: 'Which Goldberg Variations do you return to? And why?',
      });
      expect(await toasts().findByText('Your post has been updated.')).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Edit Discussion' })).toBeNull();
      // Focus goes back to the discussion it changed.
      expect(document.activeElement).toBe(within(threadCard()).getByRole('heading', { level: 1 }));
    });

    it('closes without a toast when the text was that already', async () => {
      api.editThread.mockResolvedValue(false);
      openThread(asFanny);
      const form = await editThreadForm();
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: 'Edit Discussion' })).toBeNull(),
      );
      expect(toasts().queryByText('Your post has been updated.')).toBeNull();
    });

    it('Cancel leaves the discussion as it was and the next edit starts from it', async () => {
      openThread(asFanny);
      let form = await editThreadForm();
      await userEvent.clear(field(form, 'Content'));
      await userEvent.type(field(form, 'Content'), 'Something else entirely.');
      await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('form', { name: 'Edit Discussion' })).toBeNull();
      expect(
        within(threadCard()).getByText('Which Goldberg Variations do you return to?'),
      ).toBeTruthy();
      expect(api.editThread).not.toHaveBeenCalled();
      form = await editThreadForm();
      expect(field(form, 'Content').value).toBe('Which Goldberg Variations do you return to?');
    });

    it("shows the callable's refusal, keeps the form and its text, and changes nothing", async () => {
      api.editThread.mockRejectedValue(
        new AppError('permissionDenied', 'You can only edit your own posts.'),
      );
      openThread(asFanny);
      const form = await editThreadForm();
      await userEvent.type(field(form, 'Content'), ' Edited.');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await toasts().findByText('You can only edit your own posts.')).toBeTruthy();
      expect(field(form, 'Content').value).toBe(
        'Which Goldberg Variations do you return to? Edited.',
      );
      expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false);
    });

    it("shows the server's own toast (a rate limit) when it sends one", async () => {
      api.editThread.mockRejectedValue(
        new AppError('rejected', 'too often', {
          title: 'Slow Down',
          description: "You're doing that too often. Please wait a moment and try again.",
        }),
      );
      openThread(asFanny);
      const form = await editThreadForm();
      await userEvent.type(field(form, 'Content'), ' Edited.');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await toasts().findByText('Slow Down')).toBeTruthy();
    });

    it('says "Failed to save your changes. Please try again." when the call fails for no reason given', async () => {
      api.editThread.mockRejectedValue(new Error('network down'));
      openThread(asFanny);
      const form = await editThreadForm();
      await userEvent.type(field(form, 'Content'), ' Edited.');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(
        await toasts().findByText('Failed to save your changes. Please try again.'),
      ).toBeTruthy();
      expect(screen.getByRole('form', { name: 'Edit Discussion' })).toBeTruthy();
    });

    it('offers no anonymity choice on an anonymous discussion and says it stays anonymous', async () => {
      api.fetchHiddenThreadAuthorId.mockResolvedValue(fanny.userId);
      openThread(asFanny, aThread({ isAnonymous: true, authorId: null, author: null }));
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Discussion actions' })).toBeTruthy(),
      );
      const form = await editThreadForm();
      expect(
        within(form).getByText('Posted anonymously. It stays anonymous after your edit.'),
      ).toBeTruthy();
      expect(within(form).queryByLabelText('Post anonymously')).toBeNull();
    });
  });

  describe('the reply edit form', () => {
    it('saves the trimmed reply through editReply and closes', async () => {
      openThread(asClara, aThread(), [aReply()]);
      const form = await editReplyForm('Reply by Clara Wieck');
      const text = field(form, 'Edit your reply');
      expect(text.value).toBe('The 1981 recording, for its slowness.');
      expect(within(form).getByText('37/2000 characters')).toBeTruthy();
      await userEvent.clear(text);
      await userEvent.type(text, '  The 1981 recording, for its calm.  ');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(discussion.editReply).toHaveBeenCalledWith(
        thisThread,
        'reply-1',
        'The 1981 recording, for its calm.',
      );
      expect(await toasts().findByText('Your post has been updated.')).toBeTruthy();
      expect(screen.queryByRole('form', { name: 'Edit reply' })).toBeNull();
    });

    it('keeps Save disabled while empty or over 2000 characters', async () => {
      openThread(asClara, aThread(), [aReply()]);
      const form = await editReplyForm('Reply by Clara Wieck');
      const save = within(form).getByRole('button', { name: 'Save' });
      await userEvent.clear(field(form, 'Edit your reply'));
      expect(save).toHaveProperty('disabled', true);
      await userEvent.click(field(form, 'Edit your reply'));
      await userEvent.paste('x'.repeat(2001));
      expect(within(form).getByText('2001/2000 characters')).toBeTruthy();
      expect(save).toHaveProperty('disabled', true);
    });

    it('Cancel leaves the reply as it was', async () => {
      openThread(asClara, aThread(), [aReply()]);
      const form = await editReplyForm('Reply by Clara Wieck');
      await userEvent.type(field(form, 'Edit your reply'), ' Not sent.');
      await userEvent.click(within(form).getByRole('button', { name: 'Cancel' }));
      const reply = screen.getByRole('article', { name: 'Reply by Clara Wieck' });
      expect(within(reply).getByText('The 1981 recording, for its slowness.')).toBeTruthy();
      expect(discussion.editReply).not.toHaveBeenCalled();
    });

    it('shows "A deleted reply cannot be edited." when the reply was removed meanwhile', async () => {
      discussion.editReply.mockRejectedValue(
        new AppError('rejected', 'A deleted reply cannot be edited.'),
      );
      openThread(asClara, aThread(), [aReply()]);
      const form = await editReplyForm('Reply by Clara Wieck');
      await userEvent.type(field(form, 'Edit your reply'), ' More.');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await toasts().findByText('A deleted reply cannot be edited.')).toBeTruthy();
      expect(field(form, 'Edit your reply').value).toBe(
        'The 1981 recording, for its slowness. More.',
      );
    });

    it('keeps an anonymous reply anonymous: no choice offered', async () => {
      discussion.fetchHiddenAuthorId.mockResolvedValue(clara.userId);
      openThread(asClara, aThread(), [aReply({ isAnonymous: true, authorId: null, author: null })]);
      const reply = screen.getByRole('article', { name: 'Reply by Anonymous' });
      await within(reply).findByRole('button', { name: 'Reply actions' });
      const form = await editReplyForm('Reply by Anonymous');
      expect(
        within(form).getByText('Posted anonymously. It stays anonymous after your edit.'),
      ).toBeTruthy();
      expect(within(form).queryByLabelText('Post anonymously')).toBeNull();
    });
  });

  describe('the "edited" mark and the edit history', () => {
    const editedAt = new Date(Date.now() - 5 * 60 * 1000);
    const revisions = (from: number, count: number): PostRevision[] =>
      Array.from({ length: count }, (_, index) => ({
        id: `rev-${from + index}`,
        title: `Title ${from + index}`,
        body: `Version ${from + index}`,
        replacedAt: new Date(editedAt.getTime() - (from + index) * 60 * 1000),
      }));

    it('shows "edited" with the time of the edit, live', () => {
      openThread(asClara);
      expect(within(threadCard()).queryByText('edited')).toBeNull();
      act(() => api.live.thread?.(aThread({ body: 'Now with a question.', editedAt })));
      const mark = within(threadCard()).getByText('edited');
      expect(mark.closest('time')?.getAttribute('dateTime')).toBe(editedAt.toISOString());
      expect(mark.closest('time')?.getAttribute('title')).toBe(
        `Edited ${formatExactMoment(editedAt)}`,
      );
      expect(mark.closest('time')?.textContent).toBe(`edited ${formatExactMoment(editedAt)}`);
      expect(within(threadCard()).getByText('Now with a question.')).toBeTruthy();
    });

    it('marks an edited reply too, live', () => {
      openThread(asFanny, aThread(), [aReply()]);
      act(() => discussion.live.replies?.([aReply({ body: 'Changed my mind.', editedAt })]));
      const reply = screen.getByRole('article', { name: 'Reply by Clara Wieck' });
      expect(within(reply).getByText('edited')).toBeTruthy();
      expect(within(reply).getByText('Changed my mind.')).toBeTruthy();
    });

    it('offers members no edit history, authors included', () => {
      openThread(asFanny, aThread({ editedAt }), [aReply({ editedAt })]);
      expect(screen.queryByRole('button', { name: /^Edit history/ })).toBeNull();
    });

    it('lets a moderator read the earlier versions, newest first, ten at a time', async () => {
      api.fetchThreadRevisions.mockResolvedValue({
        revisions: revisions(1, 10),
        older: async () => ({ revisions: revisions(11, 2), older: null }),
      });
      openThread(asModerator, aThread({ editedAt }));
      await userEvent.click(
        within(threadCard()).getByRole('button', { name: 'Edit history of the discussion' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit History' });
      expect(api.fetchThreadRevisions).toHaveBeenCalledWith('thread-1');
      const list = await within(dialog).findByRole('list', { name: 'Earlier versions' });
      const items = within(list).getAllByRole('listitem');
      expect(items).toHaveLength(10);
      expect(items[0]!.textContent).toContain('Title 1');
      expect(items[0]!.textContent).toContain('Version 1');
      expect(items[0]!.textContent).toContain(
        `Replaced ${formatExactMoment(revisions(1, 1)[0]!.replacedAt!)}`,
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Show older versions' }));
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(12));
      expect(within(dialog).queryByRole('button', { name: 'Show older versions' })).toBeNull();
    });

    it("lets an admin read a reply's versions", async () => {
      discussion.fetchReplyRevisions.mockResolvedValue({
        revisions: [{ id: 'r', title: null, body: 'The first words.', replacedAt: editedAt }],
        older: null,
      });
      openThread(asAdmin, aThread(), [aReply({ editedAt })]);
      await userEvent.click(
        screen.getByRole('button', { name: 'Edit history of the reply by Clara Wieck' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Edit History' });
      expect(await within(dialog).findByText('The first words.')).toBeTruthy();
      expect(discussion.fetchReplyRevisions).toHaveBeenCalledWith(thisThread, 'reply-1');
    });

    it('says so when the versions cannot be read', async () => {
      api.fetchThreadRevisions.mockRejectedValue(new Error('permission-denied'));
      openThread(asAdmin, aThread({ editedAt }));
      await userEvent.click(screen.getByRole('button', { name: 'Edit history of the discussion' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit History' });
      expect(
        await within(dialog).findByText('Could not load the earlier versions. Please try again.'),
      ).toBeTruthy();
    });
  });
});
