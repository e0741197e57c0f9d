// Where a member's pictures live in Cloud Storage and how the function stores and removes them.
// Served files get a download token, so their URLs can be put in an <img>; the avatar's are as
// public as the card that names them, the banner's as private as its section.
import { randomUUID } from 'node:crypto';
import { picturePaths, type PictureKind } from '@salon/domain';
import { storage } from '../shared/admin.js';
import type { ServedPicture } from './picture-processing.js';

/** An upload's place: members/{uid}/uploads/{kind}/{uploadId}, or null for any other object. */
export function uploadOf(
  objectName: string,
): { uid: string; kind: PictureKind; uploadId: string } | null {
  const match = /^members\/([^/]+)\/uploads\/(avatar|banner)\/([^/]+)$/.exec(objectName);
  if (!match) return null;
  const [, uid, kind, uploadId] = match as unknown as [string, string, PictureKind, string];
  return { uid, kind, uploadId };
}

/** Stores the served files of one upload and returns each one's download URL by name. */
export async function storeServedPictures(
  bucketName: string | undefined,
  uid: string,
  kind: PictureKind,
  uploadId: string,
  pictures: readonly ServedPicture[],
): Promise<Record<string, string>> {
  const bucket = storage.bucket(bucketName);
  const urls = await Promise.all(
    pictures.map(async ({ name, bytes }) => {
      const file = bucket.file(picturePaths.servedFile(uid, kind, uploadId, name));
      const token = randomUUID();
      await file.save(bytes, {
        resumable: false,
        contentType: 'image/webp',
        metadata: {
          // A new upload gets new paths, so a served file never changes.
          cacheControl: 'public, max-age=31536000, immutable',
          metadata: { firebaseStorageDownloadTokens: token },
        },
      });
      return [name, downloadUrl(bucket.name, file.name, token)] as const;
    }),
  );
  return Object.fromEntries(urls);
}

/**
 * The URL the web SDK's getDownloadURL gives for a file with this download token: the Firebase
 * Storage API's, or the emulator's when FIREBASE_STORAGE_EMULATOR_HOST is set. Made here rather
 * than asked of firebase-admin's getDownloadURL, which reads the file's metadata back first.
 */
function downloadUrl(bucketName: string, objectName: string, token: string): string {
  const emulator = process.env['FIREBASE_STORAGE_EMULATOR_HOST'];
  const origin = emulator ? `http://${emulator}` : 'https://firebasestorage.googleapis.com';
  return `${origin}/v0/b/${bucketName}/o/${encodeURIComponent(objectName)}?alt=media&token=${token}`;
}

/**
 * Deletes every served file of the member's `kind` but those of `keepUploadId`. (An undefined
 * bucket is the project's default one.)
 */
export async function deleteServedPictures(
  bucketName: string | undefined,
  uid: string,
  kind: PictureKind,
  keepUploadId: string | null = null,
): Promise<void> {
  const bucket = storage.bucket(bucketName);
  const [files] = await bucket.getFiles({ prefix: `${picturePaths.served(uid, kind)}/` });
  const kept = keepUploadId && `${picturePaths.served(uid, kind)}/${keepUploadId}/`;
  await Promise.all(
    files
      .filter((file) => !kept || !file.name.startsWith(kept))
      .map((file) => file.delete({ ignoreNotFound: true })),
  );
}
