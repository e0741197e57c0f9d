// What the report suites read back: a report as stored, and the outcome notification its
// reporter got (one per report, by its id), or null.
import { paths } from '@salon/domain';
import { adminDb, type Member } from './functions-env.js';

export const reportDoc = async (reportId: string) =>
  (await adminDb().doc(`${paths.reports}/${reportId}`).get()).data() ?? null;

export const outcomeOf = async (member: Member, reportId: string) => {
  const snapshot = await adminDb()
    .doc(`${paths.notifications(member.uid)}/report_outcome_${reportId}`)
    .get();
  return snapshot.exists ? snapshot.data() : null;
};
