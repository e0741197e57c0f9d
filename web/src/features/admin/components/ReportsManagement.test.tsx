import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { CallableInput } from '@salon/domain';
import { getToasts } from '../../../components/toast/toast-store';
import { member } from '../../../test/providers';
import { renderWithProviders } from '../../../test/render';
import type { AdminReportRow } from '../api/reports';
import {
  aPictureReport,
  aReport,
  fakeAdminApi,
  type FakeAdminApi,
} from '../testing/fake-admin-api';
import { ReportsManagement } from './ReportsManagement';

let api: FakeAdminApi;
vi.mock('../api/reports', async () =>
  (await import('../testing/fake-admin-api')).fakeReportsApiModule(() => api),
);
const suspendMember: Mock<(input: CallableInput<'suspendMember'>) => Promise<unknown>> = vi.fn();
vi.mock('../api/suspensions', () => ({
  suspendMember: (_services: unknown, input: CallableInput<'suspendMember'>) =>
    suspendMember(input),
}));

const threadReport = aReport();
const replyReport = aReport({
  id: 'report-2',
  status: 'reviewed',
  reason: 'misinformation',
  reasonLabel: 'Misinformation',
  description: '',
  reporterId: 'uid-lili',
  reporterUsername: 'lili',
  reporterName: 'lili',
  contentType: 'reply',
  replyId: 'reply-9',
  threadTitle: 'Gould: 1955 or 1981?',
  contentTitle: 'Reply in: Gould: 1955 or 1981?',
  contentPreview: `${'The 1955 recording was made in stereo. '.repeat(2).trim().slice(0, 100)}...`,
});

function renderReports(role: 'admin' | 'moderator' = 'admin') {
  return renderWithProviders(<ReportsManagement actorRole={role} />, {
    session: member(role),
    path: '/admin',
  });
}

/** Plays the live list as the server sends it. */
function serverSends(rows: AdminReportRow[]) {
  act(() => api.live.reports?.(rows));
}

function toastRegion() {
  return screen.getByRole('region', { name: /^Messages/ });
}

const card = (name: RegExp) => screen.getByRole('article', { name });

describe('ReportsManagement', () => {
  beforeEach(() => {
    api = fakeAdminApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('lists each open report with what was reported, by whom, why, and its status', () => {
    renderReports();
    expect(api.subscribeToOpenReports).toHaveBeenCalledWith(
      '',
      expect.any(Function),
      expect.any(Function),
    );
    serverSends([threadReport, replyReport]);
    const list = screen.getByRole('list', { name: 'Open reports' });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const thread = card(/^Is minimalism a dead end\? Reported by @fanny$/);
    within(thread).getByRole('heading', { name: 'Is minimalism a dead end?' });
    within(thread).getByText('Discussion');
    within(thread).getByText('Glass and Reich said all there was to say by 1976.');
    within(thread).getByText('Harassment or bullying');
    within(thread).getByText('Aimed at another member rather than the music.');
    within(thread).getByText('Pending');
    within(thread).getByRole('button', { name: 'Mark In Review' });
    within(thread).getByRole('button', { name: 'Dismiss' });
    within(thread).getByRole('button', { name: 'Delete Discussion' });
    expect(within(thread).getByRole('link', { name: 'View discussion' }).getAttribute('href')).toBe(
      '/salon/thread/thread-1',
    );

    const reply = card(/^Reply in: Gould: 1955 or 1981\? Reported by @lili$/);
    within(reply).getByRole('heading', { name: 'Reply in: Gould: 1955 or 1981?' });
    within(reply).getByText('Reply');
    within(reply).getByText(replyReport.contentPreview);
    within(reply).getByText('In Review');
    expect(within(reply).queryByText('Description')).toBeNull();
    within(reply).getByRole('button', { name: 'Remove Review' });
    within(reply).getByRole('button', { name: 'Delete Reply' });
  });

  it('shows a reported picture as reported, whose it is, and leads to the profile', () => {
    renderReports();
    serverSends([
      aPictureReport(),
      aPictureReport({
        id: 'banner',
        status: 'reviewed',
        picture: { ...aPictureReport().picture!, kind: 'banner' },
        contentTitle: 'Banner of @felix',
        reporterUsername: 'lili',
        reporterName: 'lili',
      }),
    ]);
    const avatar = card(/^Profile picture of @felix Reported by @fanny$/);
    within(avatar).getByRole('heading', { name: 'Profile picture of @felix' });
    within(avatar).getByText('Picture');
    const thumbnail = within(avatar).getByRole('img', {
      name: 'Profile picture of @felix, as reported',
    });
    expect(thumbnail.getAttribute('src')).toBe(aPictureReport().picture!.url);
    expect([thumbnail.getAttribute('width'), thumbnail.getAttribute('height')]).toEqual([
      '96',
      '96',
    ]);
    within(avatar).getByText('Inappropriate content');
    within(avatar).getByText('Not a picture for a music forum.');
    within(avatar).getByText('Pending');
    within(avatar).getByRole('button', { name: 'Mark In Review' });
    within(avatar).getByRole('button', { name: 'Dismiss' });
    within(avatar).getByRole('button', { name: 'Remove picture' });
    expect(within(avatar).queryByRole('link', { name: 'View discussion' })).toBeNull();
    expect(within(avatar).getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      '/user/uid-felix',
    );

    const banner = card(/^Banner of @felix Reported by @lili$/);
    const wide = within(banner).getByRole('img', { name: 'Banner of @felix, as reported' });
    expect([wide.getAttribute('width'), wide.getAttribute('height')]).toEqual(['300', '100']);
    within(banner).getByRole('button', { name: 'Remove Review' });
  });

  it('names a reporter without a username by display name, else as a former member', () => {
    renderReports();
    serverSends([
      aReport({ id: 'a', reporterUsername: null, reporterName: 'Fanny Mendelssohn' }),
      aReport({
        id: 'b',
        reporterUsername: null,
        reporterName: null,
        threadTitle: 'Other',
        contentTitle: 'Other',
      }),
    ]);
    card(/Reported by Fanny Mendelssohn$/);
    card(/^Other Reported by a former member$/);
  });

  it('shows a new report and drops a closed one as the server says', () => {
    renderReports();
    serverSends([threadReport]);
    expect(screen.getAllByRole('article')).toHaveLength(1);
    serverSends([replyReport, threadReport]);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    serverSends([replyReport]);
    expect(screen.queryByRole('article', { name: /minimalism/ })).toBeNull();
  });

  it('says when there is nothing to review', () => {
    renderReports();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    serverSends([]);
    screen.getByText('No open reports');
    screen.getByText('Reports from members appear here as they come in.');
  });

  it('says when the reports cannot be read', () => {
    renderReports();
    act(() => api.live.reportsError?.(new Error('permission-denied')));
    expect(within(toastRegion()).getByText('Failed to load reports.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Open reports' })).toBeNull();
  });

  describe('search', () => {
    it('asks the server for the reports matching the typed text', async () => {
      renderReports();
      serverSends([threadReport, replyReport]);
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'Gould');
      await waitFor(() => expect(api.live.search).toBe('Gould'));
      expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
      serverSends([replyReport]);
      expect(screen.getAllByRole('article')).toHaveLength(1);
      card(/^Reply in: Gould/);
    });

    it('says when no report matches', async () => {
      renderReports();
      serverSends([threadReport]);
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search reports' }), 'brahms');
      await waitFor(() => expect(api.live.search).toBe('brahms'));
      serverSends([]);
      screen.getByText('No reports match your search');
    });
  });

  describe('status', () => {
    it('marks a report in review and says so', async () => {
      renderReports();
      serverSends([threadReport]);
      await userEvent.click(
        within(card(/minimalism/)).getByRole('button', { name: 'Mark In Review' }),
      );
      expect(api.updateReportStatus).toHaveBeenCalledWith('report-1', 'reviewed');
      expect(await within(toastRegion()).findByText('Report Updated')).toBeTruthy();
      within(toastRegion()).getByText('Report status changed to reviewed.');
    });

    it('removes the review and says so', async () => {
      renderReports();
      serverSends([replyReport]);
      await userEvent.click(within(card(/Gould/)).getByRole('button', { name: 'Remove Review' }));
      expect(api.updateReportStatus).toHaveBeenCalledWith('report-2', 'pending');
      expect(
        await within(toastRegion()).findByText('Report status changed to pending.'),
      ).toBeTruthy();
    });

    it('dismisses a report and says so', async () => {
      renderReports('moderator');
      serverSends([threadReport, replyReport]);
      await userEvent.click(within(card(/Gould/)).getByRole('button', { name: 'Dismiss' }));
      expect(api.updateReportStatus).toHaveBeenCalledWith('report-2', 'dismissed');
      expect(
        await within(toastRegion()).findByText('Report status changed to dismissed.'),
      ).toBeTruthy();
    });

    it('holds a report’s buttons while its change is under way', async () => {
      let finish: () => void = () => {};
      api.updateReportStatus.mockImplementationOnce(
        () =>
          new Promise((resolve) => {
            finish = () => resolve({ status: 'reviewed', changed: true });
          }),
      );
      renderReports();
      serverSends([threadReport, replyReport]);
      const thread = card(/minimalism/);
      await userEvent.click(within(thread).getByRole('button', { name: 'Mark In Review' }));
      expect(within(thread).getByRole('button', { name: 'Dismiss' })).toHaveProperty(
        'disabled',
        true,
      );
      expect(within(card(/Gould/)).getByRole('button', { name: 'Dismiss' })).toHaveProperty(
        'disabled',
        false,
      );
      await act(async () => finish());
      expect(within(thread).getByRole('button', { name: 'Dismiss' })).toHaveProperty(
        'disabled',
        false,
      );
    });

    it('says when a change fails, with the server’s reason for a refusal', async () => {
      api.updateReportStatus.mockRejectedValueOnce(new Error('internal')).mockRejectedValueOnce(
        Object.assign(new Error('This report is already dismissed.'), {
          code: 'functions/failed-precondition',
        }),
      );
      renderReports();
      serverSends([threadReport]);
      const thread = card(/minimalism/);
      await userEvent.click(within(thread).getByRole('button', { name: 'Mark In Review' }));
      expect(
        await within(toastRegion()).findByText('Failed to update report status.'),
      ).toBeTruthy();
      within(toastRegion()).getByText('Please try again.');
      within(thread).getByText('Pending');

      await userEvent.click(within(thread).getByRole('button', { name: 'Dismiss' }));
      expect(
        await within(toastRegion()).findByText('This report is already dismissed.'),
      ).toBeTruthy();
    });
  });

  describe('deleting the reported content', () => {
    it('asks first, and Cancel deletes nothing', async () => {
      renderReports();
      serverSends([replyReport]);
      await userEvent.click(within(card(/Gould/)).getByRole('button', { name: 'Delete Reply' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Reported Content' });
      within(dialog).getByText(
        'This will permanently delete the reported reply and mark the report as resolved. This action cannot be undone.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(api.deleteReportedContent).not.toHaveBeenCalled();
    });

    it('deletes a discussion after the confirmation and says so', async () => {
      renderReports();
      serverSends([threadReport]);
      await userEvent.click(
        within(card(/minimalism/)).getByRole('button', { name: 'Delete Discussion' }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Reported Content' });
      within(dialog).getByText(
        'This will permanently delete the reported discussion and mark the report as resolved. This action cannot be undone.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Discussion' }));
      expect(api.deleteReportedContent).toHaveBeenCalledWith('report-1');
      expect(await within(toastRegion()).findByText('Content Deleted')).toBeTruthy();
      within(toastRegion()).getByText('The reported discussion has been removed.');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    });

    it('removes a reported picture after its own confirmation and says so', async () => {
      renderReports('moderator');
      serverSends([aPictureReport()]);
      await userEvent.click(
        within(card(/^Profile picture of @felix/)).getByRole('button', { name: 'Remove picture' }),
      );
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Reported Content' });
      within(dialog).getByText(
        'This will permanently remove the reported picture and mark the report as resolved. This action cannot be undone.',
      );
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(api.deleteReportedContent).not.toHaveBeenCalled();

      await userEvent.click(
        within(card(/^Profile picture of @felix/)).getByRole('button', { name: 'Remove picture' }),
      );
      await userEvent.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Remove picture',
        }),
      );
      expect(api.deleteReportedContent).toHaveBeenCalledWith('report-picture');
      expect(await within(toastRegion()).findByText('Content Deleted')).toBeTruthy();
      within(toastRegion()).getByText('The reported picture has been removed.');
    });

    it('dismisses a picture report as a post’s', async () => {
      renderReports();
      serverSends([aPictureReport()]);
      await userEvent.click(
        within(card(/^Profile picture of @felix/)).getByRole('button', { name: 'Dismiss' }),
      );
      expect(api.updateReportStatus).toHaveBeenCalledWith('report-picture', 'dismissed');
      expect(
        await within(toastRegion()).findByText('Report status changed to dismissed.'),
      ).toBeTruthy();
    });

    it('keeps the dialog open and says so when the deletion fails', async () => {
      api.deleteReportedContent.mockRejectedValueOnce(new Error('internal'));
      renderReports();
      serverSends([replyReport]);
      await userEvent.click(within(card(/Gould/)).getByRole('button', { name: 'Delete Reply' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete Reported Content' });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Reply' }));
      // The open dialog hides the rest of the page from assistive tech, the toasts included.
      await waitFor(() =>
        expect(getToasts().at(-1)).toMatchObject({
          title: 'Failed to delete reported content.',
          variant: 'destructive',
        }),
      );
      expect(screen.getByRole('alertdialog', { name: 'Delete Reported Content' })).toBeTruthy();
      expect(screen.getAllByRole('article', { hidden: true })).toHaveLength(1);
    });
  });

  describe('deleting the content and suspending its author', () => {
    const SUSPEND_AUTHOR = 'Delete content and suspend author';

    beforeEach(() => {
      suspendMember.mockReset().mockResolvedValue({ suspendedUntil: Date.UTC(2031, 4, 12, 14) });
    });

    it('suspends the author for the chosen time, then deletes, and says both in one toast', async () => {
      renderReports('moderator');
      serverSends([threadReport]);
      await userEvent.click(
        within(card(/minimalism/)).getByRole('button', { name: SUSPEND_AUTHOR }),
      );
      const dialog = await screen.findByRole('dialog', { name: SUSPEND_AUTHOR });
      await userEvent.selectOptions(
        within(dialog).getByRole('combobox', { name: 'Duration' }),
        '7 days',
      );
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam links');
      await userEvent.click(within(dialog).getByRole('button', { name: SUSPEND_AUTHOR }));

      expect(suspendMember).toHaveBeenCalledWith({
        reportId: 'report-1',
        duration: '7d',
        reason: 'Spam links',
      });
      await waitFor(() => expect(api.deleteReportedContent).toHaveBeenCalledWith('report-1'));
      expect(await within(toastRegion()).findByText('Content Deleted')).toBeTruthy();
      within(toastRegion()).getByText(
        /^The reported discussion has been removed\. The author is suspended until May 12, 2031/,
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('deletes nothing and keeps the dialog when the suspension is refused', async () => {
      suspendMember.mockRejectedValueOnce(
        Object.assign(new Error('Administrators cannot be suspended.'), {
          code: 'functions/permission-denied',
        }),
      );
      renderReports();
      serverSends([replyReport]);
      await userEvent.click(within(card(/Gould/)).getByRole('button', { name: SUSPEND_AUTHOR }));
      const dialog = await screen.findByRole('dialog', { name: SUSPEND_AUTHOR });
      await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Spam');
      await userEvent.click(within(dialog).getByRole('button', { name: SUSPEND_AUTHOR }));
      await waitFor(() =>
        expect(getToasts().at(-1)).toMatchObject({
          title: 'Failed to suspend member.',
          description: 'Administrators cannot be suspended.',
        }),
      );
      expect(api.deleteReportedContent).not.toHaveBeenCalled();
      expect(screen.getByRole('dialog', { name: SUSPEND_AUTHOR })).toBeTruthy();
    });
  });
});
