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

describe('NewDiscussionDialog with a poll', () => {
  beforeEach(() => {
    api = fakeSalonApi();
    localStorage.clear();
  });

  async function startWithPoll() {
    const view = renderDialog();
    await userEvent.type(view.field('Title'), 'Brahms 4');
    await userEvent.type(view.field('Content'), 'Which do you keep?');
    await userEvent.click(view.field('Add a poll'));
    const poll = within(view.dialog).getByRole('group', { name: 'Poll' });
    const pollField = (name: string) => within(poll).getByLabelText(name) as HTMLInputElement;
    return { ...view, poll, pollField };
  }

  it('opens the discussion with its poll: options, several choices, results before voting', async () => {
    const { dialog, poll, pollField, onOpenChange } = await startWithPoll();
    await userEvent.type(pollField('Question'), 'Whose Fourth?');
    await userEvent.type(pollField('Option 1'), 'Kleiber');
    await userEvent.type(pollField('Option 2'), 'Furtwängler');
    await userEvent.click(within(poll).getByRole('button', { name: 'Add Option' }));
    await userEvent.type(pollField('Option 3'), 'Abbado');
    await userEvent.click(pollField('Allow more than one choice'));
    await userEvent.click(pollField('Show results before voting'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Discussion' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(api.createThread).toHaveBeenCalledWith({
      title: 'Brahms 4',
      body: 'Which do you keep?',
      isAnonymous: false,
      poll: {
        question: 'Whose Fourth?',
        options: ['Kleiber', 'Furtwängler', 'Abbado'],
        maxChoices: 2,
        closesAt: null,
        resultsVisibility: 'always',
      },
    });
  });

  it('refuses a poll with one option, or a closing time past, with a toast and no call', async () => {
    const { dialog, poll, pollField } = await startWithPoll();
    await userEvent.type(pollField('Question'), 'Whose Fourth?');
    await userEvent.type(pollField('Option 1'), 'Kleiber');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Discussion' }));
    expect(await screen.findByText('Missing Poll Information')).toBeTruthy();

    await userEvent.type(pollField('Option 2'), 'Abbado');
    await userEvent.type(pollField('Closes at (optional)'), '2020-01-01T10:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Discussion' }));
    expect(await screen.findByText('The closing time must be in the future.')).toBeTruthy();
    expect(api.createThread).not.toHaveBeenCalled();
    // Two options are the least a poll has: neither can be removed.
    expect(within(poll).queryByRole('button', { name: 'Remove Option 1' })).toBeNull();
  });
});
