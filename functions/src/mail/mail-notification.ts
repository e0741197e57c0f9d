// A notification becomes e-mail as its member chose: at once (at most one e-mail in 15 minutes:
// what comes meanwhile waits and goes together at the window's end), in the daily summary, in the
// weekly digest, or never. Each notification is mailed once however often its event is
// delivered: a marker per notification is created in the same transaction as the decision.
import { FieldValue, Timestamp, type DocumentData } from 'firebase-admin/firestore';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import {
  appliedEventSchema,
  MAIL_GATHER_WINDOW_MS,
  mailKindOf,
  mailStateSchema,
  notificationDataSchema,
  notificationTarget,
  notificationTargetPath,
  NOTIFICATION_TYPES,
  paths,
  readStoredFields,
  type MailKind,
  type NotificationType,
} from '@salon/domain';
import { expiresInDays, MARKER_TTL_DAYS } from '../shared/apply-once.js';
import { db } from '../shared/admin.js';
import { storedDoc } from '../shared/stored.js';
import { absoluteUrl, composeMail } from './compose-mail.js';
import { MAIL_FUNCTION_OPTIONS } from './mail-config.js';
import { mailRecipient } from './mail-recipient.js';
import { mailStateRef, waitingNoticeRef } from './mail-refs.js';
import { nextDailySummary, nextWeeklyDigest } from './mail-schedule.js';

/** A notification as mail tells it: the bell's title and message, where it leads, when. */
interface Notice {
  readonly kind: MailKind;
  readonly title: string;
  readonly message: string;
  readonly path: string;
  readonly at: Date;
}

function noticeOf(notification: DocumentData): Notice | null {
  const type = notification['type'] as NotificationType;
  if (!NOTIFICATION_TYPES.includes(type)) return null;
  const data = notificationDataSchema.safeParse(notification['data']);
  if (!data.success) return null;
  const kind = mailKindOf({ type, data: data.data });
  const target = notificationTarget({ type, data: data.data });
  if (!kind || !target) return null;
  const createdAt = notification['createdAt'] as Timestamp | undefined;
  return {
    kind,
    title: String(notification['title']),
    message: String(notification['message']),
    path: notificationTargetPath(target),
    at: createdAt?.toDate() ?? new Date(),
  };
}

const markerRef = (uid: string, notificationId: string) =>
  storedDoc(appliedEventSchema, `${paths.mailState(uid)}/appliedEvents/${notificationId}`);

/** The e-mail of one notification sent at once. */
const noticeMailId = (uid: string, notificationId: string) => `notice-${uid}-${notificationId}`;

export const mailNotification = onDocumentCreated(
  { document: 'users/{uid}/notifications/{notificationId}', ...MAIL_FUNCTION_OPTIONS },
  async (event) => {
    const { uid, notificationId } = event.params;
    const notice = noticeOf(event.data?.data() ?? {});
    if (!notice) return;
    const recipient = await mailRecipient(uid);
    const frequency = recipient?.frequencies[notice.kind] ?? 'never';
    if (!recipient || frequency === 'never') return;
    const now = new Date();
    const mailNow =
      frequency === 'immediately'
        ? await composeMail(
            recipient,
            noticeMailId(uid, notificationId),
            {
              kind: 'notices',
              notices: [{ ...notice, url: absoluteUrl(notice.path), at: notice.at.getTime() }],
            },
            notice.kind,
          )
        : null;
    await db.runTransaction(async (transaction) => {
      const [marker, state] = await Promise.all([
        transaction.get(markerRef(uid, notificationId)),
        transaction.get(mailStateRef(uid)),
      ]);
      if (marker.exists) return;
      transaction.create(markerRef(uid, notificationId), {
        at: FieldValue.serverTimestamp(),
        expireAt: expiresInDays(MARKER_TTL_DAYS),
      });
      const last = readStoredFields(mailStateSchema, state.data(), [
        'lastImmediateAt',
      ]).lastImmediateAt?.getTime();
      const windowEnd = last === undefined ? 0 : last + MAIL_GATHER_WINDOW_MS;
      if (mailNow && windowEnd <= now.getTime()) {
        mailNow.write(transaction);
        transaction.set(
          mailStateRef(uid),
          { lastImmediateAt: Timestamp.fromDate(now) },
          { merge: true },
        );
        return;
      }
      const batch = frequency === 'immediately' ? 'immediate' : frequency;
      const dueAt =
        batch === 'immediate'
          ? new Date(windowEnd)
          : batch === 'daily'
            ? nextDailySummary(now)
            : nextWeeklyDigest(now);
      transaction.create(waitingNoticeRef(uid, notificationId), {
        uid,
        batch,
        kind: notice.kind,
        title: notice.title,
        message: notice.message,
        path: notice.path,
        at: Timestamp.fromDate(notice.at),
        dueAt: Timestamp.fromDate(dueAt),
      });
    });
  },
);
