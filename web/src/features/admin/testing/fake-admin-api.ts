// Test doubles for the admin panel's data access (api/users.ts, api/reports.ts): a vi.fn() per
// function the screens call, members kept in memory and paged as the real list pages them, the
// live reports subscription for tests to play, and the module mocks that forward to the fake.
import { vi, type Mock } from 'vitest';
import {
  PAGE_SIZE,
  matchesAdminUserSearch,
  pageCount,
  type AdminUserRow,
  type CallableOutput,
  type Role,
} from '@salon/domain';
import { forwardToFake } from '../../../test/fake-data-access';
import type { ShownUsersPage, UserListFilter, UsersPage } from '../api/users';
import type { AdminReportRow } from '../api/reports';

type Listener<T> = ((value: T) => void) | null;

export interface FakeAdminApi {
  /** The members the fake list pages over, in the list's order. */
  members: AdminUserRow[];
  countUsers: Mock<(filter: UserListFilter) => Promise<number>>;
  readUsersPage: Mock<
    (
      filter: UserListFilter,
      request: { page: number; total: number; shown: ShownUsersPage | null },
    ) => Promise<UsersPage>
  >;
  setUserRole: Mock<(userId: string, role: Role) => Promise<CallableOutput<'setUserRole'>>>;
  subscribeToOpenReports: Mock<
    (
      search: string,
      onRows: (rows: AdminReportRow[]) => void,
      onError: (error: Error) => void,
    ) => () => void
  >;
  updateReportStatus: Mock<
    (
      reportId: string,
      status: 'pending' | 'reviewed' | 'dismissed',
    ) => Promise<CallableOutput<'updateReportStatus'>>
  >;
  deleteReportedContent: Mock<
    (reportId: string) => Promise<CallableOutput<'deleteReportedContent'>>
  >;
  /** The latest reports subscription's callbacks, so a test can play server changes. */
  live: {
    reports: Listener<AdminReportRow[]>;
    reportsError: Listener<Error>;
    search: string | null;
  };
}

function matching(members: readonly AdminUserRow[], filter: UserListFilter) {
  return members.filter(
    (row) =>
      (filter.role === 'all' || row.role === filter.role) &&
      matchesAdminUserSearch(row, filter.search),
  );
}

export function fakeAdminApi(members: AdminUserRow[] = []): FakeAdminApi {
  const live: FakeAdminApi['live'] = { reports: null, reportsError: null, search: null };
  const fake: FakeAdminApi = {
    members,
    live,
    countUsers: vi.fn(async (filter) => matching(fake.members, filter).length),
    readUsersPage: vi.fn(async (filter, { page, total }) => {
      const last = pageCount(total);
      if (last === 0) return { page: 1, rows: [], shown: null, documentsRead: 0 };
      const clamped = Math.min(Math.max(1, page), last);
      const rows = matching(fake.members, filter).slice(
        (clamped - 1) * PAGE_SIZE,
        clamped * PAGE_SIZE,
      );
      const first = rows[0];
      const lastRow = rows[rows.length - 1];
      return {
        page: clamped,
        rows,
        shown:
          first && lastRow
            ? {
                page: clamped,
                first: { sortName: first.username, uid: first.uid },
                last: { sortName: lastRow.username, uid: lastRow.uid },
              }
            : null,
        documentsRead: Math.max(1, rows.length),
      };
    }),
    setUserRole: vi.fn(async (_userId, role) => ({ role })),
    subscribeToOpenReports: vi.fn((search, onRows, onError) => {
      live.reports = onRows;
      live.reportsError = onError;
      live.search = search;
      return () => {};
    }),
    updateReportStatus: vi.fn(async (_reportId, status) => ({ status, changed: true })),
    deleteReportedContent: vi.fn(async () => ({ deleted: true, resolvedReports: 1 })),
  };
  return fake;
}

/** For `vi.mock('…/admin/api/users', …)`: the module, forwarding to `current()`. */
export function fakeUsersApiModule(current: () => FakeAdminApi) {
  const { countUsers, readUsersPage, setUserRole } = fakeAdminApi();
  return forwardToFake<Partial<FakeAdminApi>>({ countUsers, readUsersPage, setUserRole }, current);
}

/** For `vi.mock('…/admin/api/reports', …)`: the module, forwarding to `current()`. */
export function fakeReportsApiModule(current: () => FakeAdminApi) {
  const { subscribeToOpenReports, updateReportStatus, deleteReportedContent } = fakeAdminApi();
  return forwardToFake<Partial<FakeAdminApi>>(
    { subscribeToOpenReports, updateReportStatus, deleteReportedContent },
    current,
  );
}

/** `count` members named member01, member02, ... (users), in the list's order. */
export function someMembers(count: number): AdminUserRow[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      uid: `uid-member${number}`,
      username: `member${number}`,
      displayName: `Member ${number}`,
      role: 'user' as const,
    };
  });
}

/** A pending report on a discussion, from @fanny. */
export function aReport(overrides: Partial<AdminReportRow> = {}): AdminReportRow {
  return {
    id: 'report-1',
    status: 'pending',
    reason: 'harassment',
    reasonLabel: 'Harassment or bullying',
    description: 'Aimed at another member rather than the music.',
    createdAt: new Date(Date.now() - 60 * 60 * 1000),
    reporterId: 'uid-fanny',
    reporterUsername: 'fanny',
    reporterName: 'fanny',
    contentType: 'thread',
    threadId: 'thread-1',
    replyId: null,
    threadTitle: 'Is minimalism a dead end?',
    contentTitle: 'Is minimalism a dead end?',
    contentPreview: 'Glass and Reich said all there was to say by 1976.',
    picture: null,
    subject: 'Is minimalism a dead end?',
    ...overrides,
  };
}

/** A pending report on @felix's profile picture, from @fanny. */
export function aPictureReport(overrides: Partial<AdminReportRow> = {}): AdminReportRow {
  return aReport({
    id: 'report-picture',
    reason: 'inappropriate',
    reasonLabel: 'Inappropriate content',
    description: 'Not a picture for a music forum.',
    contentType: 'picture',
    threadId: '',
    threadTitle: '',
    contentTitle: 'Profile picture of @felix',
    contentPreview: '',
    picture: {
      memberId: 'uid-felix',
      kind: 'avatar',
      url: 'http://127.0.0.1:9199/v0/b/demo/o/members%2Fuid-felix%2Favatar%2Fu1%2Fs256.webp?alt=media&token=t',
      memberUsername: 'felix',
    },
    subject: 'felix',
    ...overrides,
  });
}
