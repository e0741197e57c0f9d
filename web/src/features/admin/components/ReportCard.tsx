import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import {
  deleteReportedContentConfirmation,
  reviewToggle,
  type Role,
  type SuspensionDuration,
} from '@salon/domain';
import { TimeAgo } from '../../../components/post/TimeAgo';
import { OnceOpened } from '../../../components/ui/OnceOpened';
import type { AdminReportRow, ReportedPictureRow } from '../api/reports';
import {
  ADMIN_TEXTS,
  CONTENT_TYPE_LABELS,
  REPORT_STATUS_LABELS,
  SUSPENSION_TEXTS,
  deleteReportedLabel,
} from '../admin-texts';
import { LazyDeleteReportedDialog, LazySuspendDialog } from './lazy-admin-dialogs';

/** The picture's size on the card: the avatar square, the banner at its 3:1. */
const THUMBNAIL_SIZES = Object.freeze({
  avatar: { width: 96, height: 96 },
  banner: { width: 300, height: 100 },
});

/** The reported picture as it was reported (its URL then), sized before it loads. */
function PictureThumbnail({ picture, title }: { picture: ReportedPictureRow; title: string }) {
  return (
    <img
      className={`admin-report__picture admin-report__picture--${picture.kind}`}
      src={picture.url}
      alt={`${title}, as reported`}
      {...THUMBNAIL_SIZES[picture.kind]}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * One open report: what was reported (a reply as "Reply in: {thread title}", a picture as
 * "Profile picture of @name" with the picture as reported), its first 100 characters, who
 * reported it, why, and its status; the review toggle, Dismiss, and deleting the content (or
 * removing the picture) after a confirmation. The card is a region named by its title and
 * reporter, so its buttons, alike on every card, are told apart.
 */
export function ReportCard({
  report,
  busy,
  onSetStatus,
  onDelete,
  actorRole,
  onDeleteAndSuspend,
}: {
  report: AdminReportRow;
  busy: boolean;
  onSetStatus: (status: 'pending' | 'reviewed' | 'dismissed') => Promise<boolean>;
  onDelete: () => Promise<boolean>;
  /** The staff member's role: which suspensions "Delete content and suspend author" offers. */
  actorRole: Role;
  onDeleteAndSuspend: (duration: SuspensionDuration, reason: string) => Promise<boolean>;
}) {
  const titleId = useId();
  const reporterId = useId();
  const [confirming, setConfirming] = useState(false);
  const [suspending, setSuspending] = useState(false);
  const toggle = reviewToggle(report.status);
  const reporter = report.reporterUsername
    ? `@${report.reporterUsername}`
    : (report.reporterName ?? ADMIN_TEXTS.unknownReporter);
  const deleteLabel = deleteReportedLabel(report.contentType);
  const { picture } = report;
  const link = picture
    ? { to: `/user/${picture.memberId}`, label: ADMIN_TEXTS.viewProfile }
    : { to: `/salon/thread/${report.threadId}`, label: ADMIN_TEXTS.viewThread };

  return (
    <article
      className={`card admin-report admin-report--${report.status}`}
      aria-labelledby={`${titleId} ${reporterId}`}
    >
      <h3 id={titleId} className="admin-report__title">
        {report.contentTitle}
      </h3>
      <p className="admin-report__meta">
        <span className="tag">{CONTENT_TYPE_LABELS[report.contentType]}</span>{' '}
        <span id={reporterId}>Reported by {reporter}</span>
        {' · '}
        <TimeAgo date={report.createdAt} />
      </p>
      {picture ? (
        <PictureThumbnail picture={picture} title={report.contentTitle} />
      ) : (
        <blockquote className="admin-report__preview">{report.contentPreview}</blockquote>
      )}
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
        <Link to={link.to} className="button button--ghost">
          {link.label}
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
        <button
          type="button"
          className="button button--danger"
          disabled={busy}
          onClick={() => setSuspending(true)}
        >
          {SUSPENSION_TEXTS.suspendAuthor}
        </button>
      </div>
      {suspending ? (
        <Suspense fallback={null}>
          <LazySuspendDialog
            title={SUSPENSION_TEXTS.suspendAuthor}
            description={SUSPENSION_TEXTS.suspendAuthorDescription}
            actionLabel={SUSPENSION_TEXTS.suspendAuthor}
            actorRole={actorRole}
            open
            onOpenChange={setSuspending}
            busy={busy}
            onSuspend={async (duration, reason) => {
              const done = await onDeleteAndSuspend(duration, reason);
              if (done) setSuspending(false);
              return done;
            }}
          />
        </Suspense>
      ) : null}
      <OnceOpened open={confirming}>
        <LazyDeleteReportedDialog
          description={deleteReportedContentConfirmation(report.contentType)}
          actionLabel={deleteLabel}
          open={confirming}
          onOpenChange={setConfirming}
          busy={busy}
          onDelete={() => {
            void onDelete().then((deleted) => {
              if (deleted) setConfirming(false);
            });
          }}
        />
      </OnceOpened>
    </article>
  );
}
