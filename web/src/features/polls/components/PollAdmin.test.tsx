import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import { AppError } from '../../../lib/app-error';
import { aPoll, fakePollsApi, type FakePollsApi } from '../testing/fake-polls-api';
import { PollAdmin } from './PollAdmin';

let api: FakePollsApi;
vi.mock('../api/polls-api', async () =>
  (await import('../testing/fake-polls-api')).fakePollsApiModule(() => api),
);
const queueItems = vi.hoisted(() => ({
  moveQueueItem: vi.fn(async () => true),
  deleteQueueItem: vi.fn(async () => true),
}));
vi.mock('../../../lib/queue-items', () => queueItems);

function renderAdmin() {
  return renderWithProviders(<PollAdmin />, { session: member('admin'), path: '/admin' });
}

function toastRegion() {
  return screen.getByRole('region', { name: /^Messages/ });
}

async function fillDraft(title: string, options: readonly string[]) {
  if (title) await userEvent.type(screen.getByLabelText('Poll title'), title);
  for (const [index, option] of options.entries()) {
    if (index >= 2) await userEvent.click(screen.getByRole('button', { name: 'Add option' }));
    if (option) await userEvent.type(screen.getByLabelText(`Option ${index + 1}`), option);
  }
}

describe('PollAdmin', () => {
  beforeEach(() => {
    api = fakePollsApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  describe('the poll form', () => {
    it('opens a poll with trimmed texts, skipping blank options', async () => {
      renderAdmin();
      await fillDraft('  Favourite Schubert song cycle?  ', [
        'Winterreise',
        'Die schöne Müllerin',
        '',
        ' Schwanengesang ',
      ]);
      await userEvent.type(screen.getByLabelText('Description'), 'Song cycles only.');
      await userEvent.click(screen.getByRole('button', { name: 'Create Poll' }));
      expect(api.createPoll).toHaveBeenCalledWith({
        title: 'Favourite Schubert song cycle?',
        description: 'Song cycles only.',
        options: ['Winterreise', 'Die schöne Müllerin', 'Schwanengesang'],
      });
      expect(await within(toastRegion()).findByText('Poll Created')).toBeTruthy();
      expect((screen.getByLabelText('Poll title') as HTMLInputElement).value).toBe('');
      expect(screen.queryByLabelText('Option 3')).toBeNull();
    });

    it('refuses a draft without a title or two options, sending nothing', async () => {
      renderAdmin();
      await fillDraft('', ['Winterreise', 'Die schöne Müllerin']);
      await userEvent.click(screen.getByRole('button', { name: 'Create Poll' }));
      expect(
        await within(toastRegion()).findByText(
          'Please provide a title and at least two options for your poll.',
        ),
      ).toBeTruthy();

      await userEvent.type(screen.getByLabelText('Poll title'), 'Schubert?');
      await userEvent.clear(screen.getByLabelText('Option 2'));
      await userEvent.click(screen.getByRole('button', { name: 'Create Poll' }));
      await waitFor(() =>
        expect(within(toastRegion()).getAllByText('Missing Information')).toHaveLength(1),
      );
      expect(api.createPoll).not.toHaveBeenCalled();
    });

    it('refuses options alike, sending nothing', async () => {
      renderAdmin();
      await fillDraft('Schubert?', ['Winterreise', 'winterreise']);
      await userEvent.click(screen.getByRole('button', { name: 'Create Poll' }));
      expect(await within(toastRegion()).findByText('Each option must be different.')).toBeTruthy();
      expect(api.createPoll).not.toHaveBeenCalled();
    });

    it('adds options up to ten and removes them down to two', async () => {
      renderAdmin();
      const add = screen.getByRole('button', { name: 'Add option' });
      expect(screen.queryByRole('button', { name: /^Remove option/ })).toBeNull();
      for (let i = 0; i < 8; i += 1) await userEvent.click(add);
      expect(screen.getByLabelText('Option 10')).toBeTruthy();
      expect((add as HTMLButtonElement).disabled).toBe(true);
      await userEvent.click(screen.getByRole('button', { name: 'Remove option 10' }));
      expect(screen.queryByLabelText('Option 10')).toBeNull();
      expect((add as HTMLButtonElement).disabled).toBe(false);
    });

    it("shows the server's refusal, or a plain failure message", async () => {
      api.createPoll
        .mockRejectedValueOnce(
          new AppError('permissionDenied', 'staff only', {
            title: 'Permission Denied',
            description: 'Only administrators can create or close polls.',
          }),
        )
        .mockRejectedValueOnce(new Error('unavailable'));
      renderAdmin();
      await fillDraft('Schubert?', ['Winterreise', 'Die schöne Müllerin']);
      await userEvent.click(screen.getByRole('button', { name: 'Create Poll' }));
      expect(
        await within(toastRegion()).findByText('Only administrators can create or close polls.'),
      ).toBeTruthy();
      // The draft stays for another try.
      expect((screen.getByLabelText('Poll title') as HTMLInputElement).value).toBe('Schubert?');
      await userEvent.click(screen.getByRole('button', { name: 'Create Poll' }));
      expect(
        await within(toastRegion()).findByText('Failed to create poll. Please try again.'),
      ).toBeTruthy();
    });
  });

  describe('the list of polls', () => {
    it('lists every poll, live, and closes an active one', async () => {
      renderAdmin();
      expect(screen.getByText('Loading polls…')).toBeTruthy();
      act(() =>
        api.live.allPolls?.([
          aPoll(),
          aPoll({ id: 'old', title: 'Best Bach cantata?', isActive: false, totalVotes: 1 }),
        ]),
      );
      const list = screen.getByRole('list', { name: 'Polls' });
      const [active, closed] = within(list).getAllByRole('listitem');
      expect(active!.textContent).toContain('Active · 3 votes');
      expect(closed!.textContent).toContain('Closed · 1 vote');
      expect(within(closed!).queryByRole('button')).toBeNull();

      await userEvent.click(
        within(active!).getByRole('button', { name: 'Close poll: Which Brahms symphony?' }),
      );
      expect(api.closePoll).toHaveBeenCalledWith('poll-1');
      expect(await within(toastRegion()).findByText('Poll Closed')).toBeTruthy();
    });

    it('toasts when closing fails', async () => {
      api.closePoll.mockRejectedValue(new Error('unavailable'));
      renderAdmin();
      act(() => api.live.allPolls?.([aPoll()]));
      await userEvent.click(screen.getByRole('button', { name: /^Close poll/ }));
      expect(
        await within(toastRegion()).findByText('Failed to close poll. Please try again.'),
      ).toBeTruthy();
    });

    it('says so when there are no polls', () => {
      renderAdmin();
      act(() => api.live.allPolls?.([]));
      expect(screen.getByText('No polls yet.')).toBeTruthy();
    });
  });
});

describe('PollAdmin’s schedules', () => {
  beforeEach(() => {
    api = fakePollsApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  const queued = (id: string, title: string, status: 'queued' | 'draft' = 'queued') => ({
    id,
    kind: 'weekly' as const,
    status,
    content: { title, description: '', options: ['Yes', 'No'] },
  });

  it('queues a poll for the weekly schedule, as a draft when asked', async () => {
    renderAdmin();
    await fillDraft('The week’s concerto?', ['Brahms 2', 'Dvořák']);
    await userEvent.selectOptions(screen.getByLabelText('When'), 'weekly');
    await userEvent.click(screen.getByLabelText('Keep as a draft (the schedule skips drafts)'));
    await userEvent.click(screen.getByRole('button', { name: 'Add to Queue' }));
    await waitFor(() =>
      expect(api.saveQueuedPoll).toHaveBeenCalledWith(
        { itemId: null, kind: 'weekly', status: 'draft' },
        { title: 'The week’s concerto?', description: '', options: ['Brahms 2', 'Dvořák'] },
      ),
    );
    expect(api.createPoll).not.toHaveBeenCalled();
    expect(await within(toastRegion()).findByText('Draft Saved')).toBeTruthy();
  });

  it('lists each queue in order, moves, edits and deletes its polls', async () => {
    renderAdmin();
    act(() =>
      api.live.queues.weekly?.([queued('w1', 'First week'), queued('w2', 'Second week', 'draft')]),
    );
    const weekly = screen.getByRole('region', { name: 'Weekly Poll Queue' });
    const second = within(weekly).getByRole('article', { name: 'Second week' });
    expect(within(second).getByText(/^Draft/)).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Move down' })).toHaveProperty(
      'disabled',
      true,
    );
    await userEvent.click(within(second).getByRole('button', { name: 'Move up' }));
    expect(queueItems.moveQueueItem).toHaveBeenCalledWith(expect.anything(), 'w2', 'up');

    await userEvent.click(within(second).getByRole('button', { name: 'Edit' }));
    const title = screen.getByLabelText('Poll title');
    expect((title as HTMLInputElement).value).toBe('Second week');
    await userEvent.clear(title);
    await userEvent.type(title, 'Second week, edited');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(api.saveQueuedPoll).toHaveBeenCalledWith(
        { itemId: 'w2', kind: 'weekly', status: 'draft' },
        { title: 'Second week, edited', description: '', options: ['Yes', 'No'] },
      ),
    );

    const first = within(weekly).getByRole('article', { name: 'First week' });
    await userEvent.click(within(first).getByRole('button', { name: 'Delete' }));
    expect(queueItems.deleteQueueItem).toHaveBeenCalledWith(expect.anything(), 'w1');
  });
});
