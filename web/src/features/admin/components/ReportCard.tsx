import { useId, useState } from 'react';
import { Link } from 'react-router';
import { deleteReportedContentConfirmation, reviewToggle } from '@salon/domain';
import { TimeAgo } from '../../../components/post/TimeAgo';
import { DialogActions, SalonDialog } from '../../../components/ui/SalonDialog';
import type { AdminReportRow } from '../api/reports';
import { ADMIN_TEXTS, REPORT_STATUS_LABELS, deleteReportedLabel } from '../admin-texts';

/**
 * One open report: what was reported (a reply as "Reply in: {thread title}"), its first 100
 * characters, who reported it, why, and its status; the review toggle, Dismiss, and deleting the
 * content after a confirmation. The card is a region named by its title and reporter, so its
 * buttons, alike on every card, are told apart.
 */
export function ReportCard({
  report,
  busy,
  onSetStatus,
  onDelete,
}: {
  report: AdminReportRow;
  busy: boolean;
  onSetStatus: (status: 'pending' | 'reviewed' | 'dismissed') => Promise<boolean>;
  onDelete: () => Promise<boolean>;
}) {
  const titleId = useId();
  const reporterId = useId();
  const [confirming, setConfirming] = useState(false);
  const toggle = reviewToggle(report.status);
  const reporter = report.reporterUsername
    ? `@${report.reporterUsername}`
    : (report.reporterName ?? ADMIN_TEXTS.unknownReporter);
  const deleteLabel = deleteReportedLabel(report.contentType);
  const threadPath = `/salon/thread/${report.threadId}`;

  return (
    <article
      className={`card admin-report admin-report--${report.status}`}
      aria-labelledby={`${titleId} ${reporterId}`}
    >
      <h3 id={titleId} className="admin-report__title">
        {report.contentTitle}
      </h3>
      <p className="admin-report__meta">
        <span className="salon-badge">
          {report.contentType === 'thread' ? 'Discussion' : 'Reply'}
        </span>{' '}
        <span id={reporterId}>Reported by {reporter}</span>
        {report.createdAt ? (
          <>
            {' · '}
            <TimeAgo date={report.createdAt} />
          </>
        ) : null}
      </p>
      <blockquote className="admin-report__preview">{report.contentPreview}</blockquote>
      <dl className="admin-report__details">
        <div>
          <dt>Reason</dt>
          <dd>{report.reasonLabel}</dd>
        </div>
        {report.description ? (
          <div>
            <dt>Description</dt>
            <dd>{report.description}</dd>
          </div>
        ) : null}
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`admin-status admin-status--${report.status}`}>
              {REPORT_STATUS_LABELS[report.status]}
            </span>
          </dd>
        </div>
      </dl>
      <div className="admin-report__actions">
        <Link to={threadPath} className="button button--ghost">
          {ADMIN_TEXTS.viewThread}
        </Link>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void onSetStatus(toggle.next)}
        >
          {toggle.label}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void onSetStatus('dismissed')}
        >
          {ADMIN_TEXTS.dismiss}
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => setConfirming(true)}
        >
          {deleteLabel}
        </button>
      </div>
      <SalonDialog
        title={ADMIN_TEXTS.deleteDialogTitle}
        description={deleteReportedContentConfirmation(report.contentType)}
        open={confirming}
        onOpenChange={setConfirming}
        alert
      >
        <DialogActions
          actionLabel={deleteLabel}
          busy={busy}
          danger
          onAction={() => {
            void onDelete().then((deleted) => {
              if (deleted) setConfirming(false);
            });
          }}
        />
      </SalonDialog>
    </article>
  );
}
