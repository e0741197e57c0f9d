import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_DISCUSSION_DRAFT_PLACE, draftKey, serialiseDraft } from '../../../lib/drafts';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { fakeSalonApi, type FakeSalonApi } from '../testing/fake-salon-api';
import { NewDiscussionDialog } from './NewDiscussionDialog';

let api: FakeSalonApi;
vi.mock('../api/salon-api', async () =>
  (await import('../testing/fake-salon-api')).fakeSalonApiModule(() => api),
);

const KEY = draftKey('uid-clara', NEW_DISCUSSION_DRAFT_PLACE);
const DAY = 24 * 60 * 60 * 1000;

function renderDialog(onOpenChange = vi.fn()) {
  const view = renderWithProviders(<NewDiscussionDialog open onOpenChange={onOpenChange} />, {
    session: member(),
    path: '/salon',
  });
  const dialog = screen.getByRole('dialog', { name: 'Start a New Discussion' });
  const field = (name: string) => within(dialog).getByLabelText(name) as HTMLInputElement;
  return { ...view, dialog, field, onOpenChange };
}

describe('NewDiscussionDialog drafts', () => {
  beforeEach(() => {
    api = fakeSalonApi();
  });

  it('restores title, content and anonymity after the page was left', async () => {
    const first = renderDialog();
    await userEvent.type(first.field('Title'), 'Cello suites');
    await userEvent.type(first.field('Content'), 'Casals or Fournier?');
    await userEvent.click(first.field('Post anonymously'));
    first.unmount();

    const again = renderDialog();
    expect(again.field('Title').value).toBe('Cello suites');
    expect(again.field('Content').value).toBe('Casals or Fournier?');
    expect(again.field('Post anonymously').checked).toBe(true);
    expect(within(again.dialog).getByRole('button', { name: 'Discard draft' })).toBeTruthy();
  });

  it('clears the draft once the discussion is created', async () => {
    const first = renderDialog();
    await userEvent.type(first.field('Title'), 'Cello suites');
    await userEvent.type(first.field('Content'), 'Casals or Fournier?');
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Create Discussion' }));
    await waitFor(() => expect(first.onOpenChange).toHaveBeenCalledWith(false));
    expect(api.createThread).toHaveBeenCalledTimes(1);
    first.unmount();

    expect(localStorage.getItem(KEY)).toBeNull();
    expect(renderDialog().field('Title').value).toBe('');
  });

  it('does not restore a draft older than 30 days', () => {
    localStorage.setItem(
      KEY,
      serialiseDraft({ title: 'Old', body: 'news' }, Date.now() - 31 * DAY),
    );
    const { field, dialog } = renderDialog();
    expect(field('Title').value).toBe('');
    expect(within(dialog).queryByRole('button', { name: 'Discard draft' })).toBeNull();
  });
});
