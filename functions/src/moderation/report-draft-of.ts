// The raw callable input as the domain's ReportDraft, so validateReportDraft gives the spec's
// messages ("Unable to identify content to report.") before the schema's generic ones. Input
// naming a picture (`picture` or `memberId`) is a picture report's draft, else a post's.
import { mapFields, text, type ReportDraft } from '@salon/domain';

export function reportDraftOf(data: unknown): ReportDraft {
  const input = mapFields(data) ?? {};
  const id = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const report = { reason: text(input.reason), description: text(input.description).trim() };
  if ('picture' in input || 'memberId' in input) {
    return { memberId: id(input.memberId), picture: text(input.picture), ...report };
  }
  return { threadId: id(input.threadId), replyId: id(input.replyId), ...report };
}
