import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { draftKey, replyDraftPlace, serialiseDraft } from '../../../lib/drafts';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { ReplyComposer } from './ReplyComposer';

const PLACE = replyDraftPlace({ kind: 'thread', id: 'thread-1' }, 'reply-7');
const KEY = draftKey('uid-clara', PLACE);
const DAY = 24 * 60 * 60 * 1000;

function renderComposer(post = vi.fn(async () => 'new-reply'), session = member(), place = PLACE) {
  const view = renderWithProviders(
    <ReplyComposer draftPlace={place} post={post} label="Reply to Fanny" />,
    { session, path: '/salon/thread/thread-1' },
  );
  return { ...view, post, field: () => screen.getByLabelText('Reply to Fanny') };
}

function discardButton() {
  return screen.queryByRole('button', { name: 'Discard draft' });
}

describe('ReplyComposer drafts', () => {
  afterEach(() => vi.restoreAllMocks());

  it('restores what was typed after the box was closed', async () => {
    const first = renderComposer();
    expect(discardButton()).toBeNull();
    await userEvent.type(first.field(), 'The slow movement');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Post anonymously' }));
    first.unmount();

    const again = renderComposer();
    expect((again.field() as HTMLTextAreaElement).value).toBe('The slow movement');
    expect(screen.getByRole('checkbox', { name: 'Post anonymously' })).toHaveProperty(
      'checked',
      true,
    );
    expect(discardButton()).toBeTruthy();
  });

  it('writes the draft while typing pauses, before anything closes', async () => {
    const { field } = renderComposer();
    await userEvent.type(field(), 'Adagio');
    await waitFor(() => expect(localStorage.getItem(KEY)).toContain('Adagio'));
  });

  it('keeps one draft per place and per member', async () => {
    const first = renderComposer();
    await userEvent.type(first.field(), 'For Fanny');
    first.unmount();

    const elsewhere = renderComposer(
      undefined,
      member(),
      replyDraftPlace({ kind: 'poll', id: 'p' }, null),
    );
    expect((elsewhere.field() as HTMLTextAreaElement).value).toBe('');
    elsewhere.unmount();

    const someoneElse = renderComposer(undefined, member('user', { uid: 'uid-fanny' }));
    expect((someoneElse.field() as HTMLTextAreaElement).value).toBe('');
  });

  it('clears the draft once posted', async () => {
    const first = renderComposer();
    await userEvent.type(first.field(), '  Bravo!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(first.post).toHaveBeenCalledWith({ body: 'Bravo!', isAnonymous: false });
    await waitFor(() => expect((first.field() as HTMLTextAreaElement).value).toBe(''));
    expect(discardButton()).toBeNull();
    first.unmount();

    expect(localStorage.getItem(KEY)).toBeNull();
    const again = renderComposer();
    expect((again.field() as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the draft when posting fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderComposer(vi.fn(async () => Promise.reject(new Error('offline'))));
    await userEvent.type(first.field(), 'Encore');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(await screen.findByText('Failed to post reply. Please try again.')).toBeTruthy();
    first.unmount();
    expect((renderComposer().field() as HTMLTextAreaElement).value).toBe('Encore');
  });

  it('forgets the draft on Discard draft', async () => {
    const first = renderComposer();
    await userEvent.type(first.field(), 'Second thoughts');
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect((first.field() as HTMLTextAreaElement).value).toBe('');
    expect(document.activeElement).toBe(first.field());
    expect(discardButton()).toBeNull();
    first.unmount();

    expect(localStorage.getItem(KEY)).toBeNull();
    expect((renderComposer().field() as HTMLTextAreaElement).value).toBe('');
  });

  it('does not restore a draft older than 30 days', () => {
    localStorage.setItem(KEY, serialiseDraft({ body: 'Last season' }, Date.now() - 31 * DAY));
    const { field } = renderComposer();
    expect((field() as HTMLTextAreaElement).value).toBe('');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('restores a draft of 29 days', () => {
    localStorage.setItem(KEY, serialiseDraft({ body: 'Last month' }, Date.now() - 29 * DAY));
    expect((renderComposer().field() as HTMLTextAreaElement).value).toBe('Last month');
  });

  it('ignores a corrupted draft', () => {
    localStorage.setItem(KEY, '{"v":1,"savedAt":');
    expect((renderComposer().field() as HTMLTextAreaElement).value).toBe('');
  });

  it('still posts when the storage is full', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const { field, post, unmount } = renderComposer();
    await userEvent.type(field(), 'Da capo');
    unmount();
    const again = renderComposer(post);
    await userEvent.type(again.field(), 'Da capo');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    expect(post).toHaveBeenCalledWith({ body: 'Da capo', isAnonymous: false });
    await waitFor(() => expect((again.field() as HTMLTextAreaElement).value).toBe(''));
  });
});

describe('ReplyComposer preview', () => {
  it('shows the reply as it will read, formatted, on Preview', async () => {
    const { field } = renderComposer();
    await userEvent.click(field());
    await userEvent.paste('**Bravo**, see [the score](https://example.com)');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview of your post' });
    expect(await within(preview).findByText('Bravo')).toHaveProperty('tagName', 'STRONG');
    expect(within(preview).getByRole('link', { name: 'the score' }).getAttribute('rel')).toBe(
      'nofollow ugc noopener',
    );
  });
});
