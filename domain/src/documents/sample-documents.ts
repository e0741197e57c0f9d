// A stored document the reader's tests read, here and in web's lib/documents.test.ts (imported as
// `@salon/domain/testing`): a moderation log entry as a function stores it. Its server time is
// whatever the test's side stores one as (web's SDK Timestamp; anything with `toDate` here).

/** When the sample entry was written. */
export const SAMPLE_ENTRY_AT = new Date('2026-11-20T10:00:00Z');

/** The entry as stored, its `createdAt` the stored form of SAMPLE_ENTRY_AT given. */
export function storedLogEntry(createdAt: unknown) {
  return {
    actorId: 'uid-admin',
    actorName: '@admin',
    action: 'suspension',
    scope: 'admin',
    memberId: 'uid-felix',
    memberName: '@felix',
    target: '@felix',
    reportId: null,
    reason: 'Spam',
    detail: 'Until Dec 3, 2026',
    createdAt,
  };
}
