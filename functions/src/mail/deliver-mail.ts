// Delivers the mail collection over SMTP with nodemailer, recording each outcome on the message
// as the Trigger Email extension does (delivery.state, attempts, info or error). A message is
// taken under a lease in a transaction, so two deliveries never send it twice, and a crashed
// attempt is taken over once its lease runs out. A temporary refusal (4xx) or a server out of
// reach is retried with growing waits; a permanent one (5xx) fails the message and stops all
// mail to that address, which the member's profile then explains.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { createTransport } from 'nodemailer';
import { mailSchema, paths, readStoredFields } from '@salon/domain';
import { db } from '../shared/admin.js';
import { MAIL_FUNCTION_OPTIONS, smtpConfig } from './mail-config.js';
import { mailRef, mailStateRef } from './mail-refs.js';

/** How long one attempt may hold a message before another may take it over. */
const LEASE_MS = 2 * 60 * 1000;
/** The waits before the second, third, ... attempt; after the last, the message fails. */
const RETRY_WAITS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];

interface SmtpFailure {
  readonly responseCode?: number;
  readonly response?: string;
  readonly message?: string;
}

/** Takes the message for one attempt; null when it is not due or someone else holds it. */
async function takeLease(mailId: string, now: Date) {
  return db.runTransaction(async (transaction) => {
    const mail = await transaction.get(mailRef(mailId));
    const { delivery, to, toUid, message } = readStoredFields(mailSchema, mail.data(), [
      'delivery',
      'to',
      'toUid',
      'message',
    ]);
    if (!delivery || to === undefined || toUid === undefined || !message) return null;
    const due = (at: Date | null) => (at?.getTime() ?? 0) <= now.getTime();
    const takeable =
      delivery.state === 'PENDING' ||
      (delivery.state === 'RETRY' && due(delivery.nextAttemptAt)) ||
      (delivery.state === 'PROCESSING' && due(delivery.leaseExpireTime));
    if (!takeable) return null;
    const attempts = delivery.attempts + 1;
    transaction.update(mailRef(mailId), {
      'delivery.state': 'PROCESSING',
      'delivery.attempts': attempts,
      'delivery.startTime': Timestamp.fromDate(now),
      'delivery.leaseExpireTime': Timestamp.fromMillis(now.getTime() + LEASE_MS),
      'delivery.nextAttemptAt': null,
    });
    return { attempts, to, toUid, message };
  });
}

async function attemptDelivery(mailId: string, now = new Date()): Promise<void> {
  const taken = await takeLease(mailId, now);
  if (!taken) return;
  const config = smtpConfig();
  const transport = createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.auth,
  });
  try {
    const info = await transport.sendMail({ from: config.from, to: taken.to, ...taken.message });
    await mailRef(mailId).update({
      'delivery.state': 'SUCCESS',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      'delivery.error': null,
      'delivery.info': {
        messageId: info.messageId ?? null,
        accepted: info.accepted.map(String),
        rejected: info.rejected.map(String),
        response: info.response,
      },
    });
  } catch (error) {
    await recordFailure(mailId, taken, error as SmtpFailure, now);
  } finally {
    transport.close();
  }
}

async function recordFailure(
  mailId: string,
  taken: { attempts: number; to: string; toUid: string },
  failure: SmtpFailure,
  now: Date,
): Promise<void> {
  const answer = failure.response ?? failure.message ?? 'no answer';
  const permanent = (failure.responseCode ?? 0) >= 500;
  const wait = RETRY_WAITS_MS[taken.attempts - 1];
  if (permanent || wait === undefined) {
    const batch = db.batch();
    batch.update(mailRef(mailId), {
      'delivery.state': 'ERROR',
      'delivery.endTime': FieldValue.serverTimestamp(),
      'delivery.leaseExpireTime': null,
      'delivery.error': answer,
    });
    if (permanent) {
      batch.set(
        mailStateRef(taken.toUid),
        { bounced: { address: taken.to, answer, at: Timestamp.fromDate(now) } },
        { merge: true },
      );
    }
    await batch.commit();
    logger.warn(`mail ${mailId} failed`, { answer, attempts: taken.attempts, permanent });
    return;
  }
  const nextAttemptAt = new Date(now.getTime() + wait);
  await mailRef(mailId).update({
    'delivery.state': 'RETRY',
    'delivery.leaseExpireTime': null,
    'delivery.nextAttemptAt': Timestamp.fromDate(nextAttemptAt),
    'delivery.error': answer,
  });
  logger.warn(`mail ${mailId} not sent; trying again at ${nextAttemptAt.toISOString()}`, {
    answer,
    attempts: taken.attempts,
  });
}

export const deliverMail = onDocumentCreated(
  { document: 'mail/{mailId}', ...MAIL_FUNCTION_OPTIONS },
  (event) => attemptDelivery(event.params.mailId),
);

/** Retries what is due and takes over attempts that crashed, a page at a time. */
export const retryMail = onSchedule(
  { schedule: 'every 1 minutes', timeoutSeconds: 300, ...MAIL_FUNCTION_OPTIONS },
  async (event) => {
    const now = new Date(event.scheduleTime);
    const dueBy = (state: string, field: string) =>
      db
        .collection(paths.mailCollection)
        .where('delivery.state', '==', state)
        .where(`delivery.${field}`, '<=', Timestamp.fromDate(now))
        .orderBy(`delivery.${field}`)
        .limit(200)
        .get();
    const [retries, stalled] = await Promise.all([
      dueBy('RETRY', 'nextAttemptAt'),
      dueBy('PROCESSING', 'leaseExpireTime'),
    ]);
    for (const mail of [...retries.docs, ...stalled.docs]) {
      await attemptDelivery(mail.id, now);
    }
  },
);
