// Sends what waited: notices gathered within a member's 15-minute window once it ends, and the
// daily summaries once their hour comes. Each member's waiting notices go in one e-mail, created
// in the transaction that deletes them, so a rerun or a second run at once sends nothing twice.
// A notice whose kind the member has since turned to "never", or a member no mail may reach now,
// is dropped.
import { createHash } from 'node:crypto';
import { Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../shared/admin.js';
import { composeMail } from './compose-mail.js';
import { MAIL_FUNCTION_OPTIONS } from './mail-config.js';
import { topicOf } from './mail-links.js';
import { mailRecipient } from './mail-recipient.js';
import { mailStateRef } from './mail-refs.js';
import { waitingNoticeOf } from './waiting-notice.js';

const PAGE = 500;

export const sendWaitingMail = onSchedule(
  { schedule: 'every 5 minutes', timeoutSeconds: 540, ...MAIL_FUNCTION_OPTIONS },
  async (event) => {
    const now = new Date(event.scheduleTime);
    let sent = 0;
    for (const batch of ['immediate', 'daily'] as const) {
      const due = await db
        .collectionGroup('waiting')
        .where('batch', '==', batch)
        .where('dueAt', '<=', Timestamp.fromDate(now))
        .orderBy('dueAt')
        .limit(PAGE)
        .get();
      for (const notices of Object.values(byMember(due.docs))) {
        if (await sendWaiting(notices, batch, now)) sent += 1;
      }
    }
    if (sent > 0) logger.info(`waiting mail: ${sent} e-mails`);
  },
);

function byMember(docs: readonly QueryDocumentSnapshot[]) {
  const groups: Record<string, QueryDocumentSnapshot[]> = {};
  // Each notice is kept in its member's mailState, whose id is the member's uid.
  for (const doc of docs) (groups[doc.ref.parent.parent!.id] ??= []).push(doc);
  return groups;
}

async function sendWaiting(
  notices: readonly QueryDocumentSnapshot[],
  batch: 'immediate' | 'daily',
  now: Date,
): Promise<boolean> {
  const uid = notices[0]!.ref.parent.parent!.id;
  const recipient = await mailRecipient(uid);
  const kept = notices
    .map(waitingNoticeOf)
    .filter((notice) => notice !== null)
    .filter((notice) => recipient && recipient.frequencies[notice.kind] !== 'never')
    .sort((a, b) => a.at - b.at);
  const ids = notices.map((notice) => notice.id).sort();
  const digest = createHash('sha256').update(ids.join('/')).digest('hex').slice(0, 24);
  const composed =
    recipient && kept.length > 0
      ? await composeMail(
          recipient,
          `${batch === 'immediate' ? 'gathered' : 'daily'}-${uid}-${digest}`,
          { kind: batch === 'immediate' ? 'notices' : 'dailySummary', notices: kept },
          topicOf(kept),
        )
      : null;
  return db.runTransaction(async (transaction) => {
    const current = await Promise.all(notices.map((notice) => transaction.get(notice.ref)));
    // Another run took them.
    if (current.some((notice) => !notice.exists)) return false;
    composed?.write(transaction);
    for (const notice of notices) transaction.delete(notice.ref);
    if (composed && batch === 'immediate') {
      transaction.set(
        mailStateRef(uid),
        { lastImmediateAt: Timestamp.fromDate(now) },
        { merge: true },
      );
    }
    return composed !== null;
  });
}
