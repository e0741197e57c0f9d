// Invariant: nothing a member uploads is served as sent. Each upload under
// members/{uid}/uploads/{kind}/ is decoded, re-encoded in the site's sizes without metadata
// (picture-processing.ts), stored beside the member's other pictures and named on the card (the
// avatar) or in sections/banner in one write with the upload's outcome; then the original and
// the previous picture's files are deleted. A refused upload is deleted too, and its outcome
// says why, for the member's upload dialog. Uploads count against RATE_LIMITS.uploadPicture.
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  PICTURE_MESSAGES,
  paths,
  pictureUploadStatusSchema,
  profileBannerSchema,
  profileSchema,
  type PictureKind,
} from '@salon/domain';
import { db, storage } from '../shared/admin.js';
import { expiresInDays } from '../shared/apply-once.js';
import { deletedMembersAmong } from '../shared/deleted-members.js';
import { takeRateLimit } from '../shared/rate-limit.js';
import { storedDoc } from '../shared/stored.js';
import { processPicture } from './picture-processing.js';
import { deleteServedPictures, storeServedPictures, uploadOf } from './picture-files.js';

const OUTCOME_TTL_DAYS = 1;

/**
 * Storage that could not be reached is a fault that passes: the event fails and Cloud Functions
 * delivers it again (`retry: true`), the original kept and no outcome written, so the dialog still
 * waits and the picture is served once Storage answers. A file that is not a picture, the rate
 * limit, or any other failure gets its outcome at once and the original is deleted: trying again
 * would fail the same way. (An outcome that cannot be written fails the event too, and is retried.)
 * docs/load.md, "Faults".
 */
export const processPictureUpload = onObjectFinalized(
  { memory: '1GiB', timeoutSeconds: 120, retry: true },
  async (event) => {
    const upload = uploadOf(event.data.name);
    if (!upload) return;
    try {
      await processUpload(event.data.bucket, event.data.name, upload);
    } catch (error) {
      const unreachable = storageUnreachable(error);
      if (unreachable) {
        logger.warn(
          `picture upload ${event.data.name} waits: Cloud Storage could not be reached ` +
            `(${unreachable}); the upload is kept and the event retried`,
        );
      }
      throw error;
    }
  },
);

async function processUpload(
  bucket: string,
  name: string,
  { uid, kind, uploadId }: { uid: string; kind: PictureKind; uploadId: string },
): Promise<void> {
  const original = storage.bucket(bucket).file(name);
  // A redelivered event finds the original gone: the first delivery did the work.
  const [exists] = await original.exists();
  if (!exists) return;
  try {
    await serveUpload(bucket, original, uid, kind, uploadId);
  } catch (error) {
    if (storageUnreachable(error)) throw error;
    // The member's dialog waits for an outcome: a failure of ours still gives one.
    logger.error(`picture upload ${name} failed`, { error: String(error) });
    await recordOutcome(uid, uploadId, kind, 'refused', PICTURE_MESSAGES.uploadFailed);
  }
  await original.delete({ ignoreNotFound: true });
}

/** Serves the upload, or records why not; the original is the caller's to delete. */
async function serveUpload(
  bucket: string,
  original: StoredFile,
  uid: string,
  kind: PictureKind,
  uploadId: string,
): Promise<void> {
  if ((await deletedMembersAmong([uid])).size > 0) return;
  // Read before the rate limit is taken: an attempt that cannot reach Storage, retried, would
  // otherwise count the member's one upload twice.
  const [bytes] = await original.download();
  const refusal = await rateLimitRefusal(uid);
  if (refusal) return await recordOutcome(uid, uploadId, kind, 'refused', refusal);
  const processed = await processPicture(kind, bytes);
  if (!processed.ok) return await recordOutcome(uid, uploadId, kind, 'refused', processed.message);
  const urls = await storeServedPictures(bucket, uid, kind, uploadId, processed.pictures);
  // Every size was stored just now; one missing fails the upload, as its write would.
  const url = (name: string): string => {
    const stored = urls[name];
    if (stored === undefined) throw new Error(`no ${name} picture was stored`);
    return stored;
  };
  const batch = db.batch();
  if (kind === 'avatar') {
    batch.update(storedDoc(profileSchema, paths.profile(uid)), {
      avatar: { s48: url('s48'), s96: url('s96'), s256: url('s256') },
    });
  } else {
    batch.set(storedDoc(profileBannerSchema, paths.profileBanner(uid)), {
      url: url('banner'),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  batch.set(uploadRef(uid, uploadId), outcome(kind, 'done', ''));
  await batch.commit();
  await deleteServedPictures(bucket, uid, kind, uploadId);
}

type StoredFile = ReturnType<ReturnType<typeof storage.bucket>['file']>;

/** Errors of a connection to Storage, and its answers that say "later" (Google's retryable set). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EAI_AGAIN',
]);
const LATER_STATUSES = new Set([408, 429, 500, 502, 503, 504]);

/** Why Storage could not be reached, when that is what `error` says, else null. */
function storageUnreachable(error: unknown): string | null {
  // The client's error, or the connection's error it wraps as its cause.
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code.toUpperCase())) return cause.message;
    if (typeof code === 'number' && LATER_STATUSES.has(code)) return `${code} ${cause.message}`;
  }
  return null;
}

/** The "Slow Down" refusal's words when the member uploads too often, else null. */
async function rateLimitRefusal(uid: string): Promise<string | null> {
  try {
    await takeRateLimit(uid, 'uploadPicture');
    return null;
  } catch (error) {
    if (error instanceof HttpsError) return error.message;
    throw error;
  }
}

const uploadRef = (uid: string, uploadId: string) =>
  storedDoc(pictureUploadStatusSchema, paths.pictureUpload(uid, uploadId));

/** The upload's outcome; the dialog reads it at once, and a TTL policy removes it a day later. */
function outcome(kind: PictureKind, status: 'done' | 'refused', message: string) {
  return {
    kind,
    status,
    message,
    updatedAt: FieldValue.serverTimestamp(),
    expireAt: expiresInDays(OUTCOME_TTL_DAYS),
  };
}

async function recordOutcome(
  uid: string,
  uploadId: string,
  kind: PictureKind,
  status: 'done' | 'refused',
  message: string,
): Promise<void> {
  await uploadRef(uid, uploadId).set(outcome(kind, status, message));
}
